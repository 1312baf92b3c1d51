import { describe, expect, it } from 'vitest';
import { offersCancel } from '../../../src/domain/statusPages';
import { PROGRESS_CODES } from '../../../src/contract/officer';

/**
 * Spec 2, 2.12: Cancel Application is offered while there is something to cancel. Once the money is paid
 * out (DC) or the application is rejected (DE, RJ, AB: the rejected view) the page offers none and the
 * bank refuses it; disbursement in progress (LA, DI) and the earlier pages keep it.
 */
describe('Cancel Application by progress (spec 2, 2.12)', () => {
  it.each(['DC', 'DE', 'RJ', 'AB'])('is not offered at %s', (progress) => expect(offersCancel(progress)).toBe(false));
  it.each(['LA', 'DI', 'LI', 'LP', 'application_pending', 'application_complete'])('is offered at %s', (progress) => expect(offersCancel(progress)).toBe(true));
  it('is offered before any status is read', () => expect(offersCancel(null)).toBe(true));
  it('knows every code it refuses', () => {
    for (const code of ['DC', 'DE', 'RJ', 'AB']) expect(PROGRESS_CODES).toContain(code);
  });
});
