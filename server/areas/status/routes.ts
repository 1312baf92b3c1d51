import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  SMEDL,
  StatusLookupRequest,
  paths,
  type GetStatusResponse,
  type StatusLookupResponse,
} from '../../../contract';
import type { BankContext } from '../../context';
import { forApplication } from '../../http/access';
import { sessionOf } from '../../http/auth';
import { StateAndRefParams } from '../../http/params';
import { parseBody, parseParams } from '../../http/validate';
import { messages } from '../../../domain';
import { normaliseCode } from '../../personas';
import { findLatestForPerson } from '../../store/applications';
import { setPendingLookup } from '../../store/tokens';
import { lookupResult, statusRequest } from './view';


export function statusRoutes(app: FastifyInstance, ctx: BankContext): void {
  app.post(paths.statusLookup, async (request): Promise<z.infer<typeof StatusLookupResponse>> => {
    const body = parseBody(StatusLookupRequest, request.body);
    const uen = normaliseCode(body.uen);
    const nric = normaliseCode(body.nric);
    const application = await findLatestForPerson(ctx.db, uen, nric);
    const person = application?.persons?.find((p) => p.IDNumber === nric);
    if (!application || !person) return { isSucess: false, message: messages.noRecords, model: null };
    // A UEN and an NRIC are no secret: they only let this token ask for the OTP of that person, sent
    // to the number on record. The OTP's verification binds the application (server/areas/otp/routes.ts).
    await setPendingLookup(ctx.db, sessionOf(request).token, { stateId: application.state_id, nric });
    return { isSucess: true, model: lookupResult(application, person, ctx.now()) };
  });

  const status = async (request: FastifyRequest): Promise<GetStatusResponse> => {
    const { stateId, refNo } = parseParams(StateAndRefParams, request.params);
    const { application, session } = await forApplication(ctx, request, stateId, refNo);
    return { isSucess: true, model: { Data: 'Success', fields: { request: statusRequest(application, session.actingNric) } } };
  };
  // Spec 2, 4: after a submit the client reads GetStatus; after a resume or upload, GetStatusEnquiry.
  app.get(`${SMEDL}/GetStatus/:stateId/:refNo`, status);
  app.get(`${SMEDL}/GetStatusEnquiry/:stateId/:refNo`, status);
}
