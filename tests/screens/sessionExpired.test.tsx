// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { SessionExpired } from '../../screens/Outcomes/Outcomes';
import { renderJourney } from './journeyHarness';
import { setupUser } from '../setup/user';
import { pageMessages } from '../../src/domain/pageMessages';

afterEach(cleanup);

const buttons = () => screen.getAllByRole('button').map((b) => b.textContent);
const freshToken = fromPromise(async () => ({ token: 'fresh-token', tokenExpirationDate: '2099-01-01T00:00:00+08:00' }));

// Spec 2, 2.6 and 3, 1: a saved application is resumed from the resume form (UEN and NRIC/FIN, then the OTP).
describe('SessionExpired: the saved application can be resumed as well as restarted', () => {
  it('names the saved application and offers Resume Application beside the restart', () => {
    renderJourney(<SessionExpired />, { value: { outcomes: 'sessionExpired' }, context: { referenceNo: 'SME-000123' } });
    expect(screen.getByText(pageMessages.sessionExpiredSaved('SME-000123'))).toBeTruthy();
    expect(buttons()).toEqual([pageMessages.restartApplication, pageMessages.errorPageResume]);
  });

  it('Resume Application gets a new session and opens the resume form, with nothing of the timed-out journey kept', async () => {
    const user = setupUser();
    const h = renderJourney(<SessionExpired />, {
      value: { outcomes: 'sessionExpired' },
      context: { referenceNo: 'SME-000123', token: 'expired-token' },
      actors: { fetchToken: freshToken },
    });
    await user.click(screen.getByRole('button', { name: pageMessages.errorPageResume }));
    expect(h.events).toEqual([{ type: 'user.openResume' }]);
    await waitFor(() => expect(h.actor().getSnapshot().matches({ returning: { resumeApplication: 'entering' } })).toBe(true));
    const context = h.actor().getSnapshot().context;
    expect(context.token).toBe('fresh-token');
    expect(context.referenceNo).toBeNull();
  });

  it('with no application saved yet (no reference number) only the restart is offered', () => {
    renderJourney(<SessionExpired />, { value: { outcomes: 'sessionExpired' }, context: { referenceNo: null } });
    expect(buttons()).toEqual([pageMessages.restartApplication]);
    expect(screen.queryByText(/is saved/)).toBeNull();
  });

  it('after the submit there is nothing to resume (the resume lookup finds no submitted application): only the restart', () => {
    renderJourney(<SessionExpired />, { value: { outcomes: 'sessionExpired' }, context: { referenceNo: 'SME-000123', submittedRefNo: 'SME-000123' } });
    expect(buttons()).toEqual([pageMessages.restartApplication]);
  });
});
