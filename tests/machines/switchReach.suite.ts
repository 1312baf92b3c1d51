import { describe, expect, it } from 'vitest';
import { features, type Features } from '../../src/config/features';
import { generatePaths } from '../../src/analysis/coverage';
import { journeyMachine } from '../../machines/journey.machine';

/*
 * What each setting of the OTP bar and account-check switches (spec 3, 9) lets a journey reach, read
 * off the chart's graph under that input: without the OTP bar there is no one-time password anywhere,
 * without the account check no waiting for, polling for or finding no account list.
 */

const reachable = (over: Partial<Features>) => {
  const report = generatePaths(journeyMachine, { input: { features: { ...features, ...over }, signIn: 'sandbox' } });
  const unreachable = new Set(report.unreachableStates);
  return (id: string) => report.states.includes(id) && !unreachable.has(id);
};

const OTP_STATES = ['requestingOtp', 'otp', 'otp.waiting', 'otp.verifying', 'otpExpired', 'otpFailed'];
const otpStatesOf = (region: string) => OTP_STATES.map((s) => `journey.${region}.${s}`);
const ALL_OTP_STATES = [...otpStatesOf('application.preview'), ...otpStatesOf('returning.welcome'), ...otpStatesOf('returning.resumeApplication'), 'journey.outcomes.invalidOtp'];
const ACCOUNT_LIST_STATES = ['confirmingPoll', 'polling', 'noResult', 'noAccount'].map((s) => `journey.application.accountDetails.${s}`);
/** Where a verified OTP leads, and the account form: every setting reaches them. */
const ALWAYS = [
  'journey.application.preview.nonLending',
  'journey.application.preview.submitting',
  'journey.afterSubmission.statusDetails.enquiry',
  'journey.application.myInfoLanding',
  'journey.application.accountDetails.editing',
];

describe('which states each switch setting can reach', () => {
  const asConfigured = reachable({});
  const withoutOtpBar = reachable({ otpBar: false });
  const withoutAccountCheck = reachable({ accountCheck: false });

  it('as configured (both on): every OTP state and every account-list dialog is reachable', () => {
    expect([...ALL_OTP_STATES, ...ACCOUNT_LIST_STATES, ...ALWAYS].filter((id) => !asConfigured(id))).toEqual([]);
  });

  it('otpBar off: no OTP state of the summary, Welcome or the resume page, nor the OTP-exceeded page', () => {
    expect(ALL_OTP_STATES.filter(withoutOtpBar)).toEqual([]);
    expect(ALWAYS.filter((id) => !withoutOtpBar(id))).toEqual([]);
  });

  it('accountCheck off: no confirm, polling, no-result or no-account dialog; the form is reached', () => {
    expect(ACCOUNT_LIST_STATES.filter(withoutAccountCheck)).toEqual([]);
    expect(ALWAYS.filter((id) => !withoutAccountCheck(id))).toEqual([]);
    expect(ALL_OTP_STATES.filter((id) => !withoutAccountCheck(id))).toEqual([]);
  });
});
