import type { FastifyInstance } from 'fastify';
import { SMEDL, SavePersonRequest, paths, type GetPersonResponse, type SaveResult } from '../../services/contract';
import { checkApplicants } from '../checks/person';
import type { BankContext } from '../context';
import { forApplication, forState } from '../http/access';
import { badRequest } from '../http/errors';
import { StateIdParams } from '../http/params';
import { parseBody, parseParams, rejectIssues } from '../http/validate';
import { MAX_APPLICANTS } from '../rules';
import { updateApplication } from '../store/applications';
import { personForm } from '../views/person';
import { NO_COMPANY } from './company';

export const TOO_MANY = `This business has more than ${MAX_APPLICANTS} directors, partners or owners, so it cannot apply online (M10).`;

export function personRoutes(app: FastifyInstance, ctx: BankContext): void {
  app.get(`${SMEDL}/getPersonDetailsForm/:stateId`, async (request): Promise<GetPersonResponse> => {
    const { stateId } = parseParams(StateIdParams, request.params);
    const { application } = await forState(ctx, request, stateId);
    if (application?.persons && application.persons.length > MAX_APPLICANTS) {
      // The contract caps OrderNumber at 5: a sixth person cannot even be described on the wire.
      return { isSucess: false, message: TOO_MANY, model: { Data: 'Empty', fields: null } };
    }
    const form = application ? personForm(application) : null;
    if (!form) return { isSucess: true, model: { Data: 'Empty', fields: null } };
    return { isSucess: true, model: { Data: 'Success', fields: { request: form } } };
  });

  app.put(paths.savePerson, async (request): Promise<SaveResult> => {
    const body = parseBody(SavePersonRequest, request.body);
    const { application, session } = await forApplication(ctx, request, body.StateId, body.ReferenceNo);
    if (application.status === 'Rejected' || application.status === 'Cancelled') {
      throw badRequest(`This application has already been ${application.status.toLowerCase()}: the person details can no longer be changed.`);
    }
    if (!application.persons) throw badRequest(NO_COMPANY);
    if (application.persons.length > MAX_APPLICANTS) throw badRequest(TOO_MANY);
    const checked = checkApplicants(application, body, session.actingNric);
    rejectIssues(checked.issues);
    await updateApplication(ctx.db, application.reference_no, { applicants: checked.applicants }, ctx.now());
    return { isSucess: true };
  });
}
