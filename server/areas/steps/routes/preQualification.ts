import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PreQualificationStage, SMEDL, type PreQualificationResponse } from '../../../../src/contract';
import { assessAtStart, preQualify } from '../rules/preQualification';
import { findByUen } from '../../../personas';
import type { BankContext } from '../../../context';
import { forApplication } from '../../../http/access';
import { parseParams } from '../../../http/validate';

const Params = z.object({
  sessionId: z.string().trim().min(1, 'sessionId is required').max(64, 'sessionId must be at most 64 characters'),
  param: PreQualificationStage,
});

/** Spec 2, 7: GET PreQualificationknockout/{sessionId}/{param}; the session id is the state id. */
export function preQualificationRoutes(app: FastifyInstance, ctx: BankContext): void {
  app.get(`${SMEDL}/PreQualificationknockout/:sessionId/:param`, async (request): Promise<PreQualificationResponse> => {
    const { sessionId, param } = parseParams(Params, request.params);
    const { application } = await forApplication(ctx, request, sessionId);
    // APPSTART assesses the business just retrieved; a submit (or a resumed submit) the saved figures.
    const verdict =
      param === 'APPSTART'
        ? assessAtStart(application.persona_uen ? findByUen(application.persona_uen) : null)
        : preQualify(application.financing, application.financials?.AnnualRevenue1 ?? null);
    return {
      isSucess: true,
      model: verdict.status === 'SUCCESS' ? { status: 'SUCCESS', error: null } : { status: 'Fail', error: { code: verdict.code } },
    };
  });
}
