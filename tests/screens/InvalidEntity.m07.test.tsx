// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InvalidEntity } from '../../screens/Outcomes/Outcomes';
import { configureApi } from '../../services/http';
import { renderIdentityReturn } from './identityReturn';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  configureApi({ apiBase: '' });
});

describe('MyInfoLanding with Validate answering M07 (spec 2, 4 step 3 and 6; spec 2, 8)', () => {
  it('ends on InvalidEntity with the quoted business-type message', async () => {
    // The bank's two answers: the retrieval succeeds, then Validate refuses the business type.
    const h = renderIdentityReturn(<InvalidEntity />, { isSucess: true, model: { code: 'M07' } });
    h.actor().send({ type: 'user.confirmIdentity', code: 'S7956123A' });
    await waitFor(() => expect(h.actor().getSnapshot().value).toEqual({ outcomes: 'invalidEntity' }));
    expect(h.actor().getSnapshot().context.errorType).toBe('M07');
    expect(screen.getByTestId('error-message').textContent).toBe('Your request is unsuccessful due to business type.');
  });
});
