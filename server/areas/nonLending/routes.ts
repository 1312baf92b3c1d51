import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  SMEDL,
  SaveNonLendingRequest,
  paths,
  type GetNonLendingResponse,
  type SaveResult,
} from '../../../src/contract';
import type { BankContext } from '../../context';
import { forReference } from '../../http/access';
import { RefNoParams } from '../../http/params';
import { parseBody, parseParams } from '../../http/validate';
import { tagReply, writeApplication } from '../../http/writes';
import { refuse } from '../refuse';
import { effectiveStatus } from '../status/rules';
import { choiceRefusal, preferencesOf, saverRefusal } from './rules';

export function nonLendingRoutes(app: FastifyInstance, ctx: BankContext): void {
  app.get(`${SMEDL}/getNonLendingDetails/:refNo`, async (request, reply): Promise<z.infer<typeof GetNonLendingResponse>> => {
    const { refNo } = parseParams(RefNoParams, request.params);
    const { application } = await forReference(ctx, request, refNo);
    tagReply(reply, application);
    return { isSucess: true, model: application.non_lending ?? null };
  });

  // Spec 2, 2.11 and 4: DONE on the pop-up saves the preferences, then the submit sends IsNonLendingCompleted 'Y'.
  app.post(paths.saveNonLending, async (request, reply): Promise<SaveResult> => {
    const body = parseBody(SaveNonLendingRequest, request.body);
    const { application: loaded, session } = await forReference(ctx, request, body.referenceno);
    refuse(choiceRefusal(body));
    await writeApplication(ctx, request, reply, loaded.reference_no, (application) => {
      refuse(saverRefusal(application.persons, session.actingNric, effectiveStatus(application, ctx.now())));
      return { non_lending: preferencesOf(body) };
    });
    return { isSucess: true };
  });
}
