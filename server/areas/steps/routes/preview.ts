import type { FastifyInstance } from 'fastify';
import { SMEDL, type GetPreviewResponse } from '../../../../contract';
import type { BankContext } from '../../../context';
import { forState } from '../../../http/access';
import { StateIdParams } from '../../../http/params';
import { parseParams } from '../../../http/validate';
import { tagReply } from '../../../http/writes';
import { findProperty } from '../../../store/property';
import { previewForm } from '../views/preview';
import { formRead, hasTooManyPersons, refusedRead, TOO_MANY } from '../forms';

export function previewRoutes(app: FastifyInstance, ctx: BankContext): void {
  app.get(`${SMEDL}/getSMEDLPreviewForm/:stateId`, async (request, reply): Promise<GetPreviewResponse> => {
    const { stateId } = parseParams(StateIdParams, request.params);
    const { application } = await forState(ctx, request, stateId);
    tagReply(reply, application);
    if (hasTooManyPersons(application)) return refusedRead(TOO_MANY);
    return formRead(application ? previewForm(application, await findProperty(ctx.db, application.reference_no)) : null);
  });
}
