import type { FastifyInstance } from 'fastify';
import { SaveDeclarationsRequest, paths, type SaveResult } from '../../services/contract';
import type { BankContext } from '../context';
import { forApplication, refuseWhenSubmitted } from '../http/access';
import { parseBody } from '../http/validate';
import { updateApplication } from '../store/applications';

export function declarationRoutes(app: FastifyInstance, ctx: BankContext): void {
  app.put(paths.saveDeclarations, async (request): Promise<SaveResult> => {
    // The schema only accepts Request: true, so reaching here means the declarations were accepted.
    const body = parseBody(SaveDeclarationsRequest, request.body);
    const { application } = await forApplication(ctx, request, body.StateId);
    refuseWhenSubmitted(application, 'declarations');
    const now = ctx.now();
    await updateApplication(ctx.db, application.reference_no, { declarations_accepted_at: now }, now);
    return { isSucess: true };
  });
}
