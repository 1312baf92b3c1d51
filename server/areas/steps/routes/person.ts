import type { FastifyInstance } from 'fastify';
import { SMEDL, SavePersonRequest, paths, type GetPersonResponse, type SaveResult } from '../../../../contract';
import { checkApplicants } from '../../../checks/person';
import type { BankContext } from '../../../context';
import { forApplication, forState } from '../../../http/access';
import { badRequest } from '../../../http/errors';
import { StateIdParams } from '../../../http/params';
import { parseBody, parseParams, rejectIssues } from '../../../http/validate';
import { MAX_APPLICANTS } from '../../../rules';
import { tagReply, writeApplication } from '../../../http/writes';
import { personForm } from '../views/person';
import { NO_COMPANY } from './company';

export const TOO_MANY = `This business has more than ${MAX_APPLICANTS} directors, partners or owners, so it cannot apply online (M10).`;

export function personRoutes(app: FastifyInstance, ctx: BankContext): void {
  app.get(`${SMEDL}/getPersonDetailsForm/:stateId`, async (request, reply): Promise<GetPersonResponse> => {
    const { stateId } = parseParams(StateIdParams, request.params);
    const { application } = await forState(ctx, request, stateId);
    tagReply(reply, application);
    if (application?.persons && application.persons.length > MAX_APPLICANTS) {
      // The contract caps OrderNumber at 5: a sixth person cannot even be described on the wire.
      return { isSucess: false, message: TOO_MANY, model: { Data: 'Empty', fields: null } };
    }
    const form = application ? personForm(application) : null;
    if (!form) return { isSucess: true, model: { Data: 'Empty', fields: null } };
    return { isSucess: true, model: { Data: 'Success', fields: { request: form } } };
  });

  app.put(paths.savePerson, async (request, reply): Promise<SaveResult> => {
    const body = parseBody(SavePersonRequest, request.body);
    const { application, session } = await forApplication(ctx, request, body.StateId, body.ReferenceNo);
    // After the first submit the other applicants still complete their own details; a submitted applicant's are final (checkApplicants).
    await writeApplication(ctx, request, reply, application.reference_no, (row) => {
      if (row.status === 'Rejected' || row.status === 'Cancelled') {
        throw badRequest(`This application has already been ${row.status.toLowerCase()}: the person details can no longer be changed.`);
      }
      if (!row.persons) throw badRequest(NO_COMPANY);
      if (row.persons.length > MAX_APPLICANTS) throw badRequest(TOO_MANY);
      const checked = checkApplicants(row, body, session.actingNric);
      rejectIssues(checked.issues);
      return { applicants: checked.applicants };
    });
    return { isSucess: true };
  });
}
