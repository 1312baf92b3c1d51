import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  FinancingApplication,
  SMEDL,
  paths,
  type GetFinancingResponse,
  type SaveFinancingResponse,
} from '../../services/contract';
import { financingIssues } from '../checks/financing';
import type { BankContext } from '../context';
import { forReference, forState, refuseWhenSubmitted } from '../http/access';
import { sessionOf } from '../http/auth';
import { badRequest, forbidden } from '../http/errors';
import { RefNoParams } from '../http/params';
import { parseBody, parseParams, rejectIssues } from '../http/validate';
import { createApplication, updateApplication } from '../store/applications';

export function financingRoutes(app: FastifyInstance, ctx: BankContext): void {
  app.post(paths.saveFinancing, async (request): Promise<SaveFinancingResponse> => {
    const body = parseBody(FinancingApplication, request.body);
    // The contract lets stateId be empty; the token already says which state is meant.
    const stateId = body.stateId || sessionOf(request).stateId || '';
    const { application } = await forState(ctx, request, stateId);
    rejectIssues(financingIssues(body));
    const now = ctx.now();
    if (application) {
      // A repeated first save (double click, retried request) must not open a second application.
      refuseWhenSubmitted(application, 'financing details');
      const saved = await updateApplication(
        ctx.db,
        application.reference_no,
        { financing: { ...body, referenceNo: application.reference_no, stateId } },
        now,
      );
      return { isSucess: true, model: { referenceNo: saved.reference_no } };
    }
    const created = await createApplication(ctx.db, { stateId, financing: body }, now);
    return { isSucess: true, model: { referenceNo: created.reference_no } };
  });

  const update = async (request: FastifyRequest): Promise<SaveFinancingResponse> => {
    const body = parseBody(FinancingApplication, request.body);
    if (!body.referenceNo) throw badRequest('referenceNo is required to update an application.', [{ path: 'referenceNo', message: 'is required' }]);
    const { application, state } = await forReference(ctx, request, body.referenceNo);
    if (body.stateId && body.stateId !== state.state_id) throw forbidden('This token belongs to another application.');
    refuseWhenSubmitted(application, 'financing details');
    if (body.financingProduct !== application.financing.financingProduct) {
      // Spec 1, 2.1: in edit mode changing the product is disabled.
      throw badRequest('financingProduct cannot be changed once the application is saved.', [
        { path: 'financingProduct', message: `must stay ${application.financing.financingProduct}` },
      ]);
    }
    rejectIssues(financingIssues(body));
    await updateApplication(
      ctx.db,
      application.reference_no,
      { financing: { ...body, referenceNo: application.reference_no, stateId: state.state_id } },
      ctx.now(),
    );
    return { isSucess: true, model: { referenceNo: application.reference_no } };
  };
  // The path says put, the spec's call table says POST: both are accepted (docs/api.md).
  app.put(paths.updateFinancing, update);
  app.post(paths.updateFinancing, update);

  app.get(`${SMEDL}/getFinancingDetailsForm/:refNo`, async (request): Promise<GetFinancingResponse> => {
    const { refNo } = parseParams(RefNoParams, request.params);
    const { application } = await forReference(ctx, request, refNo);
    return { isSucess: true, model: application.financing };
  });
}
