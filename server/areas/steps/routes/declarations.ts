import type { FastifyInstance } from 'fastify';
import { SaveDeclarationsRequest, paths, type SaveResult } from '../../../../src/contract';
import type { BankContext } from '../../../context';
import { forApplication } from '../../../http/access';
import { badRequest } from '../../../http/errors';
import { parseBody } from '../../../http/validate';
import { writeApplication } from '../../../http/writes';
import { actingOrder, applicantKey, hasSubmitted } from '../views/person';

export function declarationRoutes(app: FastifyInstance, ctx: BankContext): void {
  app.put(paths.saveDeclarations, async (request, reply): Promise<SaveResult> => {
    // The schema only accepts Request: true, so reaching here means the declarations were accepted.
    const body = parseBody(SaveDeclarationsRequest, request.body);
    const { application: loaded, session } = await forApplication(ctx, request, body.StateId);
    await writeApplication(ctx, request, reply, loaded.reference_no, (application) => {
      if (application.status === 'Rejected' || application.status === 'Cancelled') {
        throw badRequest(`This application has already been ${application.status.toLowerCase()}: the declarations can no longer be changed.`);
      }
      // The person who signed in accepts for themselves, until they have submitted.
      const order = actingOrder(application, session.actingNric);
      if (hasSubmitted(application, order)) {
        throw badRequest(`Applicant ${order} has already submitted this application: the declarations can no longer be changed.`);
      }
      const now = ctx.now();
      return order === 1
        ? { declarations_accepted_at: now }
        : { declared_applicants: { ...application.declared_applicants, [applicantKey(order)]: now.toISOString() } };
    });
    return { isSucess: true };
  });
}
