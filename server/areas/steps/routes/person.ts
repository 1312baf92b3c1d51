import type { FastifyInstance } from 'fastify';
import { SMEDL, SavePersonRequest, paths, type GetPersonResponse, type SaveResult } from '../../../../contract';
import { checkApplicants } from '../../../checks/person';
import type { BankContext } from '../../../context';
import { forApplication, forState } from '../../../http/access';
import { badRequest } from '../../../http/errors';
import { StateIdParams } from '../../../http/params';
import { parseBody, parseParams, rejectIssues } from '../../../http/validate';
import { tagReply, writeApplication } from '../../../http/writes';
import { personForm } from '../views/person';
import { formRead, hasTooManyPersons, NO_COMPANY, refusedRead, TOO_MANY } from '../forms';

export function personRoutes(app: FastifyInstance, ctx: BankContext): void {
  app.get(`${SMEDL}/getPersonDetailsForm/:stateId`, async (request, reply): Promise<GetPersonResponse> => {
    const { stateId } = parseParams(StateIdParams, request.params);
    const { application } = await forState(ctx, request, stateId);
    tagReply(reply, application);
    // The contract caps OrderNumber at 5: a sixth person cannot even be described on the wire.
    if (hasTooManyPersons(application)) return refusedRead(TOO_MANY);
    return formRead(application ? personForm(application) : null);
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
      if (hasTooManyPersons(row)) throw badRequest(TOO_MANY);
      const checked = checkApplicants(row, body, session.actingNric);
      rejectIssues(checked.issues);
      return { applicants: checked.applicants };
    });
    return { isSucess: true };
  });
}
