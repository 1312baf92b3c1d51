import { expect } from '@playwright/test';
import type { StatusDtls } from '../../src/contract';
import { messages } from '../../src/domain/messages';
import { expectedOutput, laterOutput } from '../support/pathSteps';
import { NO_SUCH_UEN, personaOf, UNKNOWN_CODE } from '../support/personas';
import { back } from './dialogs';
import { verifyOtp } from './otp';
import { heading, type Pages, type ScreenCheck, type UserAction } from './page';

/**
 * Welcome and Resume Application (spec 2, 2.6): the bank must hold an application that answers as the
 * path expects, so the walk puts one there through the officer console first (product, progress code,
 * letter of offer), then types its UEN and NRIC. A 'no records' answer is asked for with a UEN no
 * application has. Resume Application's own page asks no option: it is the resume.
 */
const lookupStatus =
  (asksOption: boolean): UserAction =>
  async (w, event, ctx) => {
    const outcome = (expectedOutput(ctx, 'lookupStatus') as { outcome?: { kind?: string } } | undefined)?.outcome;
    const option = (event as { option?: string }).option === 'Resume' ? 'Resume' : 'Status';
    let uen = NO_SUCH_UEN;
    let nric = UNKNOWN_CODE;
    if (option === 'Resume' && outcome?.kind === 'continue') {
      // Another authorised person resumes a joint application the first user has submitted.
      const result = (expectedOutput(ctx, 'lookupStatus') as { result?: { product?: string; isFirstUser?: string } } | undefined)?.result;
      expect(result?.isFirstUser, 'the officer console makes no first-user drafts to resume').toBe('false');
      ({ uen, nric } = await w.officerApplication({ ProductType: result?.product ?? 'BTL', isExistingOTPAvailable: 'Y' }, false, 2));
      w.resumedNric = nric;
      w.persona = personaOf(nric);
    } else if (outcome?.kind !== 'notice') {
      const status = (laterOutput(ctx, 'loadStatusEnquiry') as { request?: { StatusDtls?: Partial<StatusDtls> } } | undefined)?.request?.StatusDtls;
      ({ uen, nric } = await w.officerApplication(status, outcome?.kind === 'invalidApplication'));
    }
    // A new lookup asks for a new code: its tries start again.
    w.wrongOtps = 0;
    w.otpAtLookup = true;
    if (asksOption) await w.page.getByLabel(option === 'Status' ? 'Status Enquiry / View Offer' : 'Resume Application').check();
    await w.page.getByLabel('UEN').fill(uen);
    await w.page.getByLabel('NRIC/FIN').fill(nric);
    await w.page.getByRole('button', { name: 'Submit' }).click();
  };

const asksUenAndNric: ScreenCheck = async (w) => {
  await heading(w.page, messages.welcomeBack);
  await expect(w.page.getByLabel('UEN')).toBeVisible();
  await expect(w.page.getByLabel('NRIC/FIN')).toBeVisible();
};

export const WELCOME_PAGES: Pages = {
  Welcome: {
    spec: '2, 2.6',
    heading: messages.welcomeBack,
    shows: (page) => page.getByLabel('UEN'),
    actions: { 'user.lookupStatus': lookupStatus(true), 'user.verifyOtp': verifyOtp, 'user.back': back() },
    check: asksUenAndNric,
  },
  ResumeApplication: {
    spec: '2, 2.6',
    heading: messages.welcomeBack,
    shows: (page) => page.getByLabel('NRIC/FIN'),
    actions: { 'user.lookupStatus': lookupStatus(false), 'user.verifyOtp': verifyOtp, 'user.back': back() },
    check: async (w) => {
      await expect(w.page.getByLabel('Status Enquiry / View Offer')).toHaveCount(0);
      await asksUenAndNric(w);
    },
  },
};
