import { AIP_VALIDITY_DAYS } from '../../../src/domain/constants';
import { addDays, todaySg, type IsoDay } from '../../days';
import type { AccountDtls, AppStatus, ApplicationRow } from '../../store/applications';
import { sgDisplayDate } from '../../time';
import { conflict, type Found, type Refusal } from '../refusal';

/*
 * What the officer console (SIM only, ours) may do to an application: the back office's decisions, so
 * testers can move an application to every status page of spec 2, 4 and spec 3, 4.
 */

/** Progress codes, AIP responses and letters of offer only follow a submit. */
export function draftRefusal(app: Pick<ApplicationRow, 'status' | 'reference_no'>, what: string): Refusal | undefined {
  if (app.status !== 'Draft') return undefined;
  return conflict(`Application ${app.reference_no} has not been submitted yet: ${what} only follows a submit.`);
}

/** DC is "disbursed": the bank records where and when, once (StatusDtls.AccountDtls, spec 2, 2.12). */
export function disbursementOf(
  app: Pick<ApplicationRow, 'account_dtls' | 'account' | 'accounts'>,
  progress: string,
  now: Date,
): AccountDtls | null {
  if (progress !== 'DC' || app.account_dtls) return app.account_dtls;
  return { AccountNum: app.account?.disbursement_Branch_Account_No || app.accounts?.[0] || '', Ddate: sgDisplayDate(now) };
}

/** Spec 3, 9: an AIP is valid 30 days from today; an expiry date the officer set stands. */
export const aipExpiryOf = (app: Pick<ApplicationRow, 'expiry_date'>, now: Date): IsoDay =>
  app.expiry_date ?? addDays(todaySg(now), AIP_VALIDITY_DAYS);

/**
 * The status the officer's expire (true) or undo (false) sets; null when it changes nothing. An undone
 * expiry gives back what the application was before: submitted once it was, else a draft.
 */
export function expiryChange(app: Pick<ApplicationRow, 'status' | 'reference_no' | 'submitted_at'>, expire: boolean | undefined): Found<AppStatus | null> {
  if (expire === true && app.status !== 'Expired') {
    if (app.status === 'Cancelled' || app.status === 'Rejected') {
      return { refusal: conflict(`Application ${app.reference_no} has been ${app.status.toLowerCase()}: it cannot be expired.`) };
    }
    return { found: 'Expired' };
  }
  if (expire === false && app.status === 'Expired') return { found: app.submitted_at ? 'Submitted' : 'Draft' };
  return { found: null };
}
