import type { FastifyInstance } from 'fastify';
import { SMEDL, SubmitRequest, type SubmitResponse } from '../../../../src/contract';
import type { BankContext } from '../../../context';
import { forApplication } from '../../../http/access';
import { tagReply } from '../../../http/writes';
import { badRequest } from '../../../http/errors';
import { StateIdParams } from '../../../http/params';
import { parseBody, parseParams } from '../../../http/validate';
import { lockByReference, updateApplication } from '../../../store/applications';
import { consumeVerified, currentCode } from '../../otp/store';
import { refuse } from '../../refuse';
import { afterSubmitOf, authorisesSubmit, submitRefusal } from '../rules/submit';
import { applicationPersons } from '../views/person';

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

      refuse(submitRefusal(application, body.OrderNumber, body.IsNonLendingCompleted));

      // Without the OTP bar (DEV, SIT and SIM only: server/security/switches.ts) no code is asked for.
      if (ctx.features.otpBar) {
        const code = await currentCode(tx, application.reference_no, body.OrderNumber);
        if (!code || !authorisesSubmit(code, now)) {
          throw badRequest(`The application cannot be submitted yet: applicant ${body.OrderNumber} must verify a new OTP first.`);
        }
        await consumeVerified(tx, code.id, now);
      }

      const { submittedApplicants, progress } = afterSubmitOf(application, body.OrderNumber);
      const firstSubmit = application.status === 'Draft';
      const submitted = await updateApplication(
        tx,
        application.reference_no,
        {
          status: 'Submitted',
          progress,
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
