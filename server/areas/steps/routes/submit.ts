import type { FastifyInstance } from 'fastify';
import { SMEDL, SubmitRequest, type SubmitResponse } from '../../../../contract';
import type { BankContext } from '../../../context';
import { forApplication } from '../../../http/access';
import { tagReply } from '../../../http/writes';
import { badRequest } from '../../../http/errors';
import { StateIdParams } from '../../../http/params';
import { parseBody, parseParams } from '../../../http/validate';
import { MAX_APPLICANTS, OTP_VERIFIED_USABLE_MS, PROGRESS_COMPLETE, PROGRESS_PENDING } from '../../../rules';
import { lockByReference, updateApplication, type ApplicationRow } from '../../../store/applications';
import { consumeVerified, currentCode } from '../../otp/store';
import { applicantKey, applicationPersons, hasDeclared, hasSubmitted } from '../views/person';

/** What must be saved before an applicant may submit, in the order the journey saves it. */
function missingSections(app: ApplicationRow, order: number): string[] {
  const missing: string[] = [];
  if (!app.company) missing.push('the company data (identity retrieval)');
  if (!app.financials) missing.push('the company details (financial highlights)');
  const applicant = app.applicants?.find((a) => a.OrderNumber === order);
  if (!applicant?.MobileNumber || !applicant.Email_Address) missing.push(`the contact details of applicant ${order}`);
  if (app.financing.financingProduct === 'Online' && !app.account) missing.push('the account details');
  if (!hasDeclared(app, order)) missing.push(`the declarations accepted by applicant ${order}`);
  return missing;
}

export function submitRoutes(app: FastifyInstance, ctx: BankContext): void {
  app.put(`${SMEDL}/putSubmitwithFields/:stateId`, async (request, reply): Promise<SubmitResponse> => {
    const { stateId } = parseParams(StateIdParams, request.params);
    const body = parseBody(SubmitRequest, request.body);
    await forApplication(ctx, request, stateId, body.RefNo);
    const now = ctx.now();

    return ctx.db.transaction(async (tx) => {
      const application = await lockByReference(tx, body.RefNo);
      if (!application) throw badRequest('The application no longer exists.');
      const person = applicationPersons(application).find((p) => p.OrderNumber === body.OrderNumber);
      if (!person || person.IDNumber !== body.IDNumber.trim().toUpperCase()) {
        throw badRequest(`IDNumber ${body.IDNumber} is not applicant ${body.OrderNumber} of this application.`, [
          { path: 'IDNumber', message: `does not match applicant ${body.OrderNumber}` },
        ]);
      }

      if (body.Status === 'Rejected') {
        // Spec 2, 4: a failed pre-qualification saves the application as rejected, without OTP.
        if (application.status !== 'Draft') throw badRequest(`This application has already been ${application.status.toLowerCase()}.`);
        tagReply(reply, await updateApplication(tx, application.reference_no, { status: 'Rejected', progress: '', status_changed_at: now }, now));
        return { isSucess: true, model: { refNo: application.reference_no } };
      }

      if (application.status === 'Rejected' || application.status === 'Cancelled') {
        throw badRequest(`This application has already been ${application.status.toLowerCase()}.`);
      }
      if (hasSubmitted(application, body.OrderNumber)) {
        throw badRequest(`Applicant ${body.OrderNumber} has already submitted this application.`);
      }
      const missing = missingSections(application, body.OrderNumber);
      if (missing.length > 0) throw badRequest(`The application cannot be submitted yet: save ${missing.join(', ')} first.`);
      // Spec 2, 4: DONE on the non-lending pop-up saves the preferences, then submits with 'Y'.
      if (body.IsNonLendingCompleted === 'Y' && !application.non_lending) {
        throw badRequest('IsNonLendingCompleted is Y but no non-lending preferences have been saved: save them first (postNonLendingDetails).', [
          { path: 'IsNonLendingCompleted', message: 'is Y without saved non-lending preferences' },
        ]);
      }

      const code = await currentCode(tx, application.reference_no, body.OrderNumber);
      // A code verified after a status lookup (order 0) only proved who came back; it authorises no submit.
      const verifiedRecently =
        code?.state === 'verified' &&
        code.purpose === 'submit' &&
        code.verified_at &&
        now.getTime() - code.verified_at.getTime() <= OTP_VERIFIED_USABLE_MS;
      if (!code || !verifiedRecently) {
        throw badRequest(`The application cannot be submitted yet: applicant ${body.OrderNumber} must verify a new OTP first.`);
      }
      await consumeVerified(tx, code.id, now);

      const submittedApplicants = { ...application.submitted_applicants, [applicantKey(body.OrderNumber)]: 'true' as const };
      const persons = applicationPersons(application).slice(0, MAX_APPLICANTS);
      const everyone = persons.every((p) => submittedApplicants[applicantKey(p.OrderNumber)] === 'true');
      const firstSubmit = application.status === 'Draft';
      const submitted = await updateApplication(
        tx,
        application.reference_no,
        {
          status: 'Submitted',
          progress: everyone ? PROGRESS_COMPLETE : PROGRESS_PENDING,
          submitted_applicants: submittedApplicants,
          // Once the first user has completed the opt-in, a later applicant's 'N' does not undo it.
          non_lending_completed: application.non_lending_completed === 'Y' ? 'Y' : body.IsNonLendingCompleted,
          submitted_at: firstSubmit ? now : application.submitted_at,
          status_changed_at: now,
        },
        now,
      );
      tagReply(reply, submitted);
      return { isSucess: true, model: { refNo: application.reference_no } };
    });
  });
}
