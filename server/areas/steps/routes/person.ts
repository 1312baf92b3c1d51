import type { FastifyInstance } from 'fastify';
import { SMEDL, SavePersonRequest, paths, type PersonForm, type SaveResult } from '../../../../src/contract';
import { checkApplicants } from '../rules/person';
import type { BankContext } from '../../../context';
import { forApplication } from '../../../http/access';
import { badRequest } from '../../../http/errors';
import { parseBody, rejectIssues } from '../../../http/validate';
import { writeApplication } from '../../../http/writes';
import { personForm } from '../views/person';
import { hasTooManyPersons, NO_COMPANY, TOO_MANY } from '../forms';
import { formRoute } from './formRoute';

export function personRoutes(app: FastifyInstance, ctx: BankContext): void {
  formRoute<PersonForm>(app, ctx, `${SMEDL}/getPersonDetailsForm/:stateId`, personForm, { refuseTooManyPersons: true });

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
