// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InvalidOTP } from '../../screens/Outcomes/Outcomes';
import { initialContext } from '../../machines/types';
import { config } from '../../src/config';
import { renderJourney } from './journeyHarness';
import { setupUser } from '../setup/user';
import { standInPageExits } from './pageExits';
import { bankAtTestAddress, stubBank } from './sessionBank';

const exits = standInPageExits();
bankAtTestAddress();

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const page = () => document.body.textContent ?? '';
const lookup = { option: 'Status' as const, uen: '53312345D', nric: 'S7534127Z', result: null };

/**
 * Issue 34, items 1 and 15. Spec 2, 2.5: 'Oops!', exceeded the maximum number of OTP attempts, please
 * re-apply, 'Get in touch'; spec 2, 8: Get in Touch comes with Cancel. For a status enquiry (nothing to
 * re-apply for) and for a bank that sends no more codes, the page says what happened and when to try again.
 */
describe('InvalidOTP', () => {
  it('after three wrong codes on the summary: the spec words, re-apply', () => {
    renderJourney(<InvalidOTP />, { value: { outcomes: 'invalidOtp' }, context: { otpRefusal: { reason: 'tries', during: 'summary', retryAt: null } } });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Oops!');
    expect(page()).toMatch(/exceeded the maximum number of OTP attempts\. Please re-apply\./);
  });

  it('after three wrong codes on a status enquiry: no re-apply, that the next code may wait minutes, and a way back to the enquiry', async () => {
    const user = setupUser();
    const h = renderJourney(<InvalidOTP />, {
      value: { outcomes: 'invalidOtp' },
      context: {
        lookup,
        referenceNo: null,
        stateId: null,
        otpRefusal: { reason: 'tries', during: 'lookup', retryAt: null },
        flags: { ...initialContext().flags, lookupOption: 'Status', lookupOtpRefused: true },
      },
    });
    expect(page()).not.toMatch(/re-apply/i);
    expect(page()).toMatch(/wrong one-time password 3 times/);
    expect(page()).toMatch(/a short wait, of a few minutes at most/);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(h.events).toEqual([{ type: 'user.openWelcome' }]);
    await waitFor(() => expect(h.actor().getSnapshot().matches({ returning: { welcome: 'entering' } })).toBe(true));
    // The form keeps what was typed.
    expect(h.actor().getSnapshot().context.lookup).toMatchObject({ uen: '53312345D', nric: 'S7534127Z' });
  });

  it('Cancel leaves as CLOSE does: the session ended at the bank, the session data cleared, then the cancel link', async () => {
    const user = setupUser();
    const sent = stubBank(() => ({ status: 204 }));
    sessionStorage.setItem('sme-journey:abc', '{}');
    const h = renderJourney(<InvalidOTP />, { value: { outcomes: 'invalidOtp' }, context: { token: 'tok-otp', otpRefusal: { reason: 'tries', during: 'lookup', retryAt: null } } });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(h.events).toEqual([{ type: 'user.signOut' }]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(sent).toEqual([{ url: '/api/Security', method: 'DELETE', authorization: 'Bearer tok-otp', keepalive: true }]);
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith('sme-journey:'))).toEqual([]);
    expect(exits.assign.mock.calls).toEqual([[config.cancelLink]]);
  });

  it('Get in touch leaves for the bank link', async () => {
    const user = setupUser();
    renderJourney(<InvalidOTP />, { value: { outcomes: 'invalidOtp' }, context: { otpRefusal: { reason: 'tries', during: 'lookup', retryAt: null } } });
    await user.click(screen.getByRole('button', { name: 'Get in touch' }));
    expect(exits.assign.mock.calls).toEqual([[config.getInTouchLink]]);
  });

  it('too many codes to the mobile today: says so, and from when to try again', () => {
    const retryAt = new Date(2026, 10, 29, 15, 42).toISOString();
    renderJourney(<InvalidOTP />, { value: { outcomes: 'invalidOtp' }, context: { otpRefusal: { reason: 'tooManyCodes', during: 'lookup', retryAt } } });
    expect(page()).not.toMatch(/attempts|re-apply/i);
    expect(page()).toMatch(/too many one-time passwords/i);
    expect(page()).toMatch(/today/);
    expect(page()).toContain('Please try again after 3:42 PM on 29 Nov 2026.');
  });

  it('held for a short wait after codes entered wrongly or not at all: says so, and from when to try again', () => {
    const retryAt = new Date(2026, 10, 29, 9, 5).toISOString();
    renderJourney(<InvalidOTP />, { value: { outcomes: 'invalidOtp' }, context: { otpRefusal: { reason: 'lockedOut', during: 'summary', retryAt } } });
    expect(page()).not.toMatch(/re-apply/i);
    expect(page()).toMatch(/paused for a short while/);
    expect(page()).toContain('Please try again after 9:05 AM on 29 Nov 2026.');
  });
});
