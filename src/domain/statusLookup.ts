/**
 * Spec 2, section 4 "Status lookup result rules": what a status or resume lookup leads to.
 * The notices are shown on the Welcome page; the others continue (after the OTP when it is enabled).
 */
export type LookupOption = 'Status' | 'Resume';

export type LookupOutcome =
  | { kind: 'notice'; notice: LookupNotice }
  | { kind: 'invalidApplication'; reason: 'EXPIRED' | 'INVALID' }
  | { kind: 'continue'; option: LookupOption }
  /** A resume of a draft with no mobile on record: the bank asks for the identity service's sign-in instead of an OTP. */
  | { kind: 'signIn' };

/** Each maps to a message of the catalogue (messages.lookupNotices). */
export type LookupNotice = 'noRecords' | 'noRecordsEnquiry' | 'cancelled' | 'noMobile';

export interface LookupFacts {
  /** false when the bank found nothing (isSucess false or a null model). */
  found: boolean;
  referenceNo?: string | null;
  status?: string | null;
  isFirstUser?: string | null;
  isContinue?: string | null;
  moblileNo?: string | null;
  stateid?: string | null;
  /** How the bank wants the person to prove who they are (contract StatusLookupResult.resumeBy). */
  resumeBy?: 'otp' | 'signIn';
}

export function lookupOutcome(option: LookupOption, r: LookupFacts): LookupOutcome {
  const notice = (n: LookupNotice): LookupOutcome => ({ kind: 'notice', notice: n });
  if (!r.found || !r.referenceNo) return notice('noRecords');
  const status = (r.status ?? '').toUpperCase();
  if (status === 'REJECTED' || status === 'NO RECORD') return notice('noRecords');
  if (status === 'CANCELLED') return notice('cancelled');
  if (status === 'EXPIRED') return { kind: 'invalidApplication', reason: 'EXPIRED' };
  if (status !== 'SUBMITTED' && status !== '') return notice('noRecords');
  if (r.isFirstUser == null || r.isContinue == null) return { kind: 'invalidApplication', reason: 'INVALID' };
  if (option === 'Resume' && r.resumeBy === 'signIn' && status === '') return { kind: 'signIn' };
  if (!r.moblileNo) return notice('noMobile');
  if (option === 'Resume' && status === 'SUBMITTED') return notice('noRecords');
  if (option === 'Status' && !r.stateid) return notice('noRecordsEnquiry');
  return { kind: 'continue', option };
}
