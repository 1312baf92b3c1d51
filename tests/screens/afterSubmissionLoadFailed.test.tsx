// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import BoardMeetingDate from '../../screens/BoardMeetingDate/BoardMeetingDate';
import UploadDetails from '../../screens/UploadDetails/UploadDetails';
import { messages } from '../../src/domain/messages';
import { renderJourney } from './journeyHarness';
import { statusOf } from './statusFixtures';

afterEach(cleanup);

const status = statusOf({ ApplicationProgress: 'LI', Deadline: '', SoleorNonSole: 'Sole', WCL: 'Y' });

/**
 * Spec 2, 8: 'Service is not available.' when the bank cannot be reached, the get-failed words when it could
 * not give the data: the page left after the popup says the same as the popup did, with Retry.
 */
describe.each([
  ['BoardMeetingDate', () => <BoardMeetingDate />, 'boardMeetingDate'],
  ['UploadDetails', () => <UploadDetails />, 'uploadDetails'],
] as const)('%s whose data could not be loaded', (_name, view, region) => {
  it.each([
    ['the bank could not be reached', messages.serviceNotAvailable],
    ['the bank could not give the data', messages.getFailed],
  ])('%s: the page says so, and offers Retry', (_why, words) => {
    renderJourney(view(), {
      value: { afterSubmission: { [region]: 'unavailable' } },
      context: { status, uploads: [], readFailure: words === messages.getFailed ? null : words },
    });
    expect(screen.getByRole('alert').textContent).toBe(words);
    expect(screen.getByRole('button', { name: messages.retry })).toBeTruthy();
  });
});
