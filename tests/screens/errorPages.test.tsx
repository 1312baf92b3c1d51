// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { InvalidDirectors, InvalidEntity, PreKnockoutFailed } from '../../screens/Outcomes/Outcomes';
import { renderJourney } from './journeyHarness';
import { setupUser } from '../setup/user';
import { standInPageExits } from './pageExits';
import { config } from '../../src/config';
import { bankAtTestAddress, stubBank } from './sessionBank';

const exits = standInPageExits();
bankAtTestAddress();

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const buttons = () => screen.getAllByRole('button').map((b) => b.textContent);

// Spec 2, 8: "Button types on those pages: Get in Touch with Cancel, Resume Application with Cancel, or Back to home."
describe('the error pages offer the buttons their code asks for', () => {
  it.each([
    ['M06', ['Cancel', 'Resume Application']],
    ['779', ['Cancel', 'Resume Application']],
    ['M14', ['Cancel', 'Resume Application']],
    ['M11', ['Cancel', 'Get in Touch']],
    ['M16', ['Cancel', 'Get in Touch']],
    ['M17', ['Cancel', 'Get in Touch']],
    ['777', ['Cancel', 'Get in Touch']],
    ['ConsentFailed', ['Cancel', 'Get in Touch']],
    ['M07', ['Back to home']],
    ['NON-LIVE', ['Back to home']],
    ['ZZ99', ['Back to home']],
  ])('InvalidEntity with %s: %j', (errorType, expected) => {
    renderJourney(<InvalidEntity />, { value: { outcomes: 'invalidEntity' }, context: { errorType } });
    expect(buttons()).toEqual(expected);
  });

  it('Resume Application opens the resume form (ResumeApplication)', async () => {
    const user = setupUser();
    const freshToken = fromPromise(async () => ({ token: 'fresh-token', tokenExpirationDate: '2099-01-01T00:00:00+08:00' }));
    const h = renderJourney(<InvalidEntity />, {
      value: { outcomes: 'invalidEntity' },
      context: { errorType: 'M06', submittedRefNo: 'SME-000123', token: 'old-token' },
      actors: { fetchToken: freshToken },
    });
    await user.click(screen.getByRole('button', { name: 'Resume Application' }));
    expect(h.events).toEqual([{ type: 'user.openResume' }]);
    // A fresh session first (spec 1, 4.4), then the resume form, with nothing of the failed journey kept.
    await waitFor(() => expect(h.actor().getSnapshot().matches({ returning: { resumeApplication: 'entering' } })).toBe(true));
    const { context } = h.actor().getSnapshot();
    expect([context.token, context.submittedRefNo, context.errorType]).toEqual(['fresh-token', null, null]);
  });

  it('Get in Touch leaves for the bank link getInTouchLink', async () => {
    const user = setupUser();
    const h = renderJourney(<InvalidEntity />, { value: { outcomes: 'invalidEntity' }, context: { errorType: 'M11' } });
    await user.click(screen.getByRole('button', { name: 'Get in Touch' }));
    expect(exits.assign.mock.calls).toEqual([[config.getInTouchLink]]);
    expect(h.events).toEqual([]);
  });

  it('Cancel leaves for the cancel link as CLOSE does (spec 1, 2.5): the session ended at the bank and its data cleared first', async () => {
    const user = setupUser();
    const sent = stubBank(() => ({ status: 204 }));
    sessionStorage.setItem('sme-journey:abc', '{}');
    const h = renderJourney(<InvalidEntity />, { value: { outcomes: 'invalidEntity' }, context: { errorType: 'M11', token: 'tok-cancel' } });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(sent).toEqual([{ url: '/api/Security', method: 'DELETE', authorization: 'Bearer tok-cancel', keepalive: true }]);
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith('sme-journey:'))).toEqual([]);
    expect(exits.assign.mock.calls).toEqual([[config.cancelLink]]);
    // The session chart's sign-out, the same event CLOSE sends; the journey itself is not restarted.
    expect(h.events).toEqual([{ type: 'user.signOut' }]);
  });

  it("Back to home starts again and goes to the bank's home link, as Back to home does on every other page", async () => {
    const user = setupUser();
    const h = renderJourney(<InvalidEntity />, { value: { outcomes: 'invalidEntity' }, context: { errorType: 'M07' } });
    await user.click(screen.getByRole('button', { name: 'Back to home' }));
    expect(h.events).toEqual([{ type: 'user.restart' }]);
    expect(exits.assign.mock.calls).toEqual([[config.homeLink]]);
  });

  it('M27 on InvalidDirectors offers Get in Touch; M10 Back to home', () => {
    renderJourney(<InvalidDirectors />, { value: { outcomes: 'invalidDirectors' }, context: { errorType: 'M27' } });
    expect(buttons()).toEqual(['Cancel', 'Get in Touch']);
    cleanup();
    renderJourney(<InvalidDirectors />, { value: { outcomes: 'invalidDirectors' }, context: { errorType: 'M10' } });
    expect(buttons()).toEqual(['Back to home']);
  });

  it('a resume code where the chart offers no resume (PreKnockoutFailed) falls back to Back to home', () => {
    renderJourney(<PreKnockoutFailed />, { value: { outcomes: 'preKnockoutFailed' }, context: { preKnockoutCode: 'M14' } });
    expect(buttons()).toEqual(['Back to home']);
  });
});
