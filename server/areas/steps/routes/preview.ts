import type { FastifyInstance } from 'fastify';
import { SMEDL, type GetPreviewResponse } from '../../../../contract';
import type { BankContext } from '../../../context';
import { forState } from '../../../http/access';
import { StateIdParams } from '../../../http/params';
import { parseParams } from '../../../http/validate';
import { MAX_APPLICANTS } from '../../../rules';
import { tagReply } from '../../../http/writes';
import { findProperty } from '../../../store/property';
import { previewForm } from '../views/preview';
import { TOO_MANY } from './person';

export function previewRoutes(app: FastifyInstance, ctx: BankContext): void {
  app.get(`${SMEDL}/getSMEDLPreviewForm/:stateId`, async (request, reply): Promise<GetPreviewResponse> => {
    const { stateId } = parseParams(StateIdParams, request.params);
    const { application } = await forState(ctx, request, stateId);
    tagReply(reply, application);
    if (application?.persons && application.persons.length > MAX_APPLICANTS) {
      return { isSucess: false, message: TOO_MANY, model: { Data: 'Empty', fields: null } };
    }
    const form = application ? previewForm(application, await findProperty(ctx.db, application.reference_no)) : null;
    if (!form) return { isSucess: true, model: { Data: 'Empty', fields: null } };
    return { isSucess: true, model: { Data: 'Success', fields: { request: form } } };
  });
}
