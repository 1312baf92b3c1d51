// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fromPromise, type StateValue } from 'xstate';
import type { JourneyContext } from '../../machines/types';
import type { StatusLookupResult } from '../../src/contract';
import FinanceDetails from '../../screens/FinanceDetails/FinanceDetails';
import Welcome from '../../screens/Welcome/Welcome';
import { renderJourney } from './journeyHarness';
import { runOn } from './today';
import { setupUser } from '../setup/user';

/** The OTP bar counts down from the time the code was sent: the tests own that clock. */
const NOW = new Date('2026-11-22T10:00:00+08:00');
runOn(NOW);

const result: StatusLookupResult = {
  referenceNo: 'SME20261122000001', status: 'SUBMITTED', isFirstUser: 'true', isContinue: 'false', moblileNo: '91234567',
  stateid: 'st-1', name: 'Tan Ah Kow', product: 'BTL', isAuthorisedPerson: 'Y',
};

const renderWelcome = (
  context: Partial<JourneyContext> = {},
  value: StateValue = { returning: { welcome: 'entering' } },
  opts: { captcha?: boolean; actors?: Parameters<typeof renderJourney>[1]['actors'] } = {},
) => renderJourney(<Welcome captcha={opts.captcha ?? false} />, { value, context, actors: opts.actors });

const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Submit' });

describe('ResumeApplication (the resume e-mail link, an error page\'s Resume Application)', () => {
  it('is the same form with Resume chosen and no Status choice', async () => {
    const user = setupUser();
    const h = renderWelcome({}, { returning: { resumeApplication: 'entering' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back!' })).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    await user.type(field('uen'), '201912345K');
    await user.type(field('nric'), 'S8276543C');
    await user.click(submit());
    await waitFor(() => expect(h.events).toEqual([{ type: 'user.lookupStatus', option: 'Resume', uen: '201912345K', nric: 'S8276543C' }]));
    expect(h.actor().getSnapshot().matches({ returning: { resumeApplication: 'lookingUp' } })).toBe(true);
  });

  it('the chart takes no Status lookup there', () => {
    const h = renderWelcome({}, { returning: { resumeApplication: 'entering' } });
    h.actor().send({ type: 'user.lookupStatus', option: 'Status', uen: '201912345K', nric: 'S8276543C' });
    expect(h.actor().getSnapshot().matches({ returning: { resumeApplication: 'entering' } })).toBe(true);
  });
});

describe('Welcome', () => {
  it("shows 'Welcome back!', the two options and the UEN and NRIC/FIN fields with their examples", () => {
    renderWelcome();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back!' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Status Enquiry / View Offer' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Resume Application' })).toBeTruthy();
    expect(field('uen').placeholder).toBe('1234567890M');
    expect(field('nric').placeholder).toBe('S9123456M');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('requires the option, UEN and NRIC/FIN and sends nothing while they are missing', async () => {
    const user = setupUser();
    const h = renderWelcome();
    await user.click(submit());
    // At the field, and as a link in the error summary.
    expect(await screen.findByText('Select Status Enquiry / View Offer or Resume Application Option.', { selector: '.field-error' })).toBeTruthy();
    // The summary lists what the submit found once Formik has reported it: it may come a render later.
    expect(await within(await screen.findByTestId('error-summary')).findByRole('link', { name: 'Select Status Enquiry / View Offer or Resume Application Option.' })).toBeTruthy();
    expect(screen.getByText('Please enter your UEN.')).toBeTruthy();
    expect(screen.getByText('Please enter your NRIC/FIN.')).toBeTruthy();
    expect(h.events).toEqual([]);
  });

  it('sends user.lookupStatus with the option, UEN and NRIC/FIN', async () => {
    const user = setupUser();
    const h = renderWelcome();
    await user.click(screen.getByRole('radio', { name: 'Resume Application' }));
    await user.type(field('uen'), ' 201912345K ');
    await user.type(field('nric'), 'S8276543C');
    await user.click(submit());
    await waitFor(() => expect(h.events).toEqual([{ type: 'user.lookupStatus', option: 'Resume', uen: '201912345K', nric: 'S8276543C' }]));
    expect(h.actor().getSnapshot().matches({ returning: { welcome: 'lookingUp' } })).toBe(true);
  });

  it.each([
    ['noRecords', ['We are sorry. There are no records found.']],
    ['noRecordsEnquiry', ['We are sorry. There are no records to status enquiry / view offer.']],
    ['cancelled', ['The financing application has been cancelled. Please reapply.']],
    ['noMobile', ['We are sorry. There are no records found.', 'Invalid Mobile Number.']],
  ] as const)('shows the %s notice above the form and keeps what was typed', (notice, lines) => {
    renderWelcome({ lookupNotice: notice, lookup: { option: 'Status', uen: '201912345K', nric: 'S1234567D', result: null } });
    const box = screen.getByTestId('lookup-notice');
    expect([...box.querySelectorAll('p')].map((p) => p.textContent)).toEqual(lines);
    expect((screen.getByRole('radio', { name: 'Status Enquiry / View Offer' }) as HTMLInputElement).checked).toBe(true);
    expect(field('uen').value).toBe('201912345K');
    expect(field('nric').value).toBe('S1234567D');
  });

  it('shows the notice the lookup answered with, back on the form with the values kept', async () => {
    const user = setupUser();
    const lookupStatus = fromPromise(async () => ({ outcome: { kind: 'notice', notice: 'cancelled' }, result: null }));
    renderWelcome({}, { returning: { welcome: 'entering' } }, { actors: { lookupStatus } });
    await user.click(screen.getByRole('radio', { name: 'Status Enquiry / View Offer' }));
    await user.type(field('uen'), '201912345K');
    await user.type(field('nric'), 's1234567d');
    await user.click(submit());
    expect((await screen.findByTestId('lookup-notice')).textContent).toBe('The financing application has been cancelled. Please reapply.');
    expect(field('uen').value).toBe('201912345K');
    expect(field('nric').value).toBe('s1234567d');
    expect(field('uen').matches(':disabled')).toBe(false);
  });

  it("asks for the human check when the captcha is on: 'Please do not leave field blank.' until ticked", async () => {
    const user = setupUser();
    const h = renderWelcome({}, { returning: { welcome: 'entering' } }, { captcha: true });
    await user.click(screen.getByRole('radio', { name: 'Status Enquiry / View Offer' }));
    await user.type(field('uen'), '201912345K');
    await user.type(field('nric'), 'S1234567D');
    await user.click(submit());
    expect(await screen.findByText('Please do not leave field blank.', { selector: '.field-error' })).toBeTruthy();
    expect(h.events).toEqual([]);
    await user.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    await user.click(submit());
    await waitFor(() => expect(h.events).toEqual([{ type: 'user.lookupStatus', option: 'Status', uen: '201912345K', nric: 'S1234567D' }]));
  });

  it('puts Back and the OTP Next on one row, Back first (issue 14: they sat on separate rows)', () => {
    renderWelcome({ lookup: { option: 'Status', uen: '201912345K', nric: 'S1234567D', result }, otpSentAt: NOW.toISOString() }, { returning: { welcome: { otp: 'waiting' } } });
    const back = screen.getByRole('button', { name: 'Back' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(back.parentElement).toBe(next.parentElement);
    expect(back.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(back.className).toBe('secondary');
  });

  it('shows the OTP bar for the mobile the lookup found, masked to the last 4 digits, with the form locked', async () => {
    const user = setupUser();
    const h = renderWelcome(
      { lookup: { option: 'Status', uen: '201912345K', nric: 'S1234567D', result }, otpSentAt: NOW.toISOString() },
      { returning: { welcome: { otp: 'waiting' } } },
    );
    expect(screen.getByTestId('otp-sent').textContent).toMatch(/^OTP has been sent to \+65 \*+4567 on /);
    expect(screen.getByTestId('otp-countdown').textContent).toBe('2:00');
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(field('uen').matches(':disabled')).toBe(true);
    expect((screen.getByRole('radio', { name: 'Status Enquiry / View Offer' }) as HTMLInputElement).matches(':disabled')).toBe(true);
    expect(field('uen').value).toBe('201912345K');
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    await user.type(field('otp'), '12345');
    expect(screen.getByText('Please enter valid numeric 6-digit OTP')).toBeTruthy();
    await user.type(field('otp'), '6');
    await user.click(next);
    await waitFor(() => expect(h.events).toEqual([{ type: 'user.verifyOtp', otp: '123456' }]));
  });

  it('shows the tries message and offers Resend once the countdown expired', async () => {
    const user = setupUser();
    const h = renderWelcome(
      { lookup: { option: 'Resume', uen: 'U', nric: 'N', result }, otpSentAt: new Date(NOW.getTime() - 200_000).toISOString(), otpNotice: 'expired' },
      { returning: { welcome: 'otpExpired' } },
    );
    expect(screen.getByTestId('otp-notice').textContent).toBe('The OTP entered has expired/is invalid. Please re-enter the 6-digit OTP.');
    expect(screen.getByTestId('otp-countdown').textContent).toBe('0:00');
    expect(field('otp').disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await waitFor(() => expect(h.events).toEqual([{ type: 'user.resendOtp' }]));
  });

  it('shows the 2-tries-left message after a wrong code', () => {
    renderWelcome(
      { lookup: { option: 'Status', uen: 'U', nric: 'N', result }, otpSentAt: NOW.toISOString(), otpNotice: 'twoTriesLeft', otpTriesLeft: 2 },
      { returning: { welcome: { otp: 'waiting' } } },
    );
    expect(screen.getByTestId('otp-notice').textContent).toBe(
      'The OTP entered has expired/ is invalid. Please re-enter the 6-digit OTP. 2 tries left.',
    );
  });
});

describe('the way in for returning users on FinanceDetails', () => {
  it("'Status Enquiry / Resume Application' sends user.openWelcome and opens 'Welcome back!'", async () => {
    const user = setupUser();
    const h = renderJourney(<FinanceDetails />, { value: { application: { financeDetails: 'editing' } }, context: {} });
    await user.click(screen.getByRole('button', { name: 'Status Enquiry / Resume Application' }));
    expect(h.events).toEqual([{ type: 'user.openWelcome' }]);
    expect(h.actor().getSnapshot().matches({ returning: { welcome: 'entering' } })).toBe(true);
  });
});
