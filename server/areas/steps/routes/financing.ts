import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  FinancingApplication,
  SMEDL,
  paths,
  type GetFinancingResponse,
  type SaveFinancingResponse,
} from '../../../../src/contract';
import { figuresOf, financingIssues } from '../rules/financing';
import type { BankContext } from '../../../context';
import { forReference, forState, refuseWhenSubmitted } from '../../../http/access';
import { sessionOf } from '../../../http/auth';
import { badRequest, forbidden } from '../../../http/errors';
import { RefNoParams } from '../../../http/params';
import { parseBody, parseParams, rejectIssues } from '../../../http/validate';
import { tagReply, writeApplication } from '../../../http/writes';
import { insertFirstApplication, type ApplicationRow } from '../../../store/applications';
import { discardProperty } from '../../../store/property';
import { hasPropertyStep } from '../../../../src/domain/propertyReference';

export function financingRoutes(app: FastifyInstance, ctx: BankContext): void {
  /** What is stored: the payload as checked, with the bank's own figures in place of the sent ones. */
  const stored = (body: FinancingApplication, referenceNo: string, stateId: string): FinancingApplication => ({
    ...body,
    ...figuresOf(body, ctx.features.fixedInterestRate),
    referenceNo,
    stateId,
  });

  /**
   * A saved application's financing, changed under its row lock (never after a submit). An edit keeps
   * the product; a repeated first save (double click, retried request, two at once) is the first save again.
   */
  const rewrite = (
    request: FastifyRequest,
    reply: FastifyReply,
    body: FinancingApplication,
    application: ApplicationRow,
    stateId: string,
    edit: boolean,
  ) =>
    writeApplication(ctx, request, reply, application.reference_no, async (row, tx) => {
      refuseWhenSubmitted(row, 'financing details');
      if (edit && body.financingProduct !== row.financing.financingProduct) {
        // Spec 1, 2.1: in edit mode changing the product is disabled.
        throw badRequest('financingProduct cannot be changed once the application is saved.', [
          { path: 'financingProduct', message: `must stay ${row.financing.financingProduct}` },
        ]);
      }
      rejectIssues(financingIssues(body, ctx.features.fixedInterestRate));
      // An answer that removes the property step removes its answers: they are neither shown nor submitted.
      if (!hasPropertyStep(body.financingProduct, body.property)) await discardProperty(tx, row.reference_no);
      return { financing: stored(body, row.reference_no, stateId) };
    });

  app.post(paths.saveFinancing, async (request, reply): Promise<SaveFinancingResponse> => {
    const body = parseBody(FinancingApplication, request.body);
    // The contract lets stateId be empty; the token already says which state is meant.
    const stateId = body.stateId || sessionOf(request).stateId || '';
    const { application } = await forState(ctx, request, stateId);
    if (!application) {
      rejectIssues(financingIssues(body, ctx.features.fixedInterestRate));
      const created = await insertFirstApplication(ctx.db, { stateId, financing: stored(body, '', stateId) }, ctx.now());
      if (created) {
        tagReply(reply, created);
        return { isSucess: true, model: { referenceNo: created.reference_no } };
      }
    }
    const existing = application ?? (await forState(ctx, request, stateId)).application;
    if (!existing) throw badRequest('The application of this state could not be read: save the financing details again.');
    const saved = await rewrite(request, reply, body, existing, stateId, false);
    return { isSucess: true, model: { referenceNo: saved.reference_no } };
  });

  const update = async (request: FastifyRequest, reply: FastifyReply): Promise<SaveFinancingResponse> => {
    const body = parseBody(FinancingApplication, request.body);
    if (!body.referenceNo) throw badRequest('referenceNo is required to update an application.', [{ path: 'referenceNo', message: 'is required' }]);
    const { application, state } = await forReference(ctx, request, body.referenceNo);
    if (body.stateId && body.stateId !== state.state_id) throw forbidden('This token belongs to another application.');
    await rewrite(request, reply, body, application, state.state_id, true);
    return { isSucess: true, model: { referenceNo: application.reference_no } };
  };
  // The path says put, the spec's call table says POST: both are accepted (docs/api.md).
  app.put(paths.updateFinancing, update);
  app.post(paths.updateFinancing, update);

  app.get(`${SMEDL}/getFinancingDetailsForm/:refNo`, async (request, reply): Promise<GetFinancingResponse> => {
    const { refNo } = parseParams(RefNoParams, request.params);
    const { application } = await forReference(ctx, request, refNo);
    tagReply(reply, application);
    return { isSucess: true, model: application.financing };
  });
}
