import { MAX_APPLICANTS_BTL, PROGRESS_COMPLETE, PROGRESS_PENDING } from '../../../../src/domain/constants';
import { OTP_VERIFIED_USABLE_MS } from '../../../policy';
import type { ApplicationRow, SubmittedMap } from '../../../store/applications';
import type { OtpCodeRow } from '../../otp/store';
import { invalid, type Refusal } from '../../refusal';
import { applicantKey, applicationPersons, hasDeclared, hasSubmitted } from '../views/person';

/* What the bank decides when an applicant submits (spec 2, 2.4-2.8 and 4). */

/** What must be saved before an applicant may submit, in the order the journey saves it. */
export function missingSections(app: ApplicationRow, order: number): string[] {
  const missing: string[] = [];
  if (!app.company) missing.push('the company data (identity retrieval)');
  if (!app.financials) missing.push('the company details (financial highlights)');
  const applicant = app.applicants?.find((a) => a.OrderNumber === order);
  if (!applicant?.MobileNumber || !applicant.Email_Address) missing.push(`the contact details of applicant ${order}`);
  if (app.financing.financingProduct === 'Online' && !app.account) missing.push('the account details');
  if (!hasDeclared(app, order)) missing.push(`the declarations accepted by applicant ${order}`);
  return missing;
}

/** Whether this applicant may submit now, before their OTP is looked at. */
export function submitRefusal(app: ApplicationRow, order: number, nonLendingCompleted: 'Y' | 'N'): Refusal | undefined {
  if (app.status === 'Rejected' || app.status === 'Cancelled') return invalid(`This application has already been ${app.status.toLowerCase()}.`);
  if (hasSubmitted(app, order)) return invalid(`Applicant ${order} has already submitted this application.`);
  const missing = missingSections(app, order);
  if (missing.length > 0) return invalid(`The application cannot be submitted yet: save ${missing.join(', ')} first.`);
  // Spec 2, 4: DONE on the non-lending pop-up saves the preferences, then submits with 'Y'.
  if (nonLendingCompleted === 'Y' && !app.non_lending) {
    return invalid('IsNonLendingCompleted is Y but no non-lending preferences have been saved: save them first (postNonLendingDetails).', [
      { path: 'IsNonLendingCompleted', message: 'is Y without saved non-lending preferences' },
    ]);
  }
  return undefined;
}

/**
 * Spec 2, 2.4: a submit needs the applicant's OTP, verified lately and not used yet. A code verified
 * after a status lookup (order 0) only proved who came back; it authorises no submit.
 */
export function authorisesSubmit(code: Pick<OtpCodeRow, 'state' | 'purpose' | 'verified_at'> | null, now: Date): boolean {
  return (
    code?.state === 'verified' &&
    code.purpose === 'submit' &&
    code.verified_at !== null &&
    now.getTime() - code.verified_at.getTime() <= OTP_VERIFIED_USABLE_MS
  );
}

/** Who has submitted once this applicant has, and the progress that follows: complete when everyone has. */
export function afterSubmitOf(app: ApplicationRow, order: number): { submittedApplicants: SubmittedMap; progress: string } {
  const submittedApplicants: SubmittedMap = { ...app.submitted_applicants, [applicantKey(order)]: 'true' };
  const persons = applicationPersons(app).slice(0, MAX_APPLICANTS_BTL);
  const everyone = persons.every((p) => submittedApplicants[applicantKey(p.OrderNumber)] === 'true');
  return { submittedApplicants, progress: everyone ? PROGRESS_COMPLETE : PROGRESS_PENDING };
}
