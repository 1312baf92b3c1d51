import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  SMEDL,
  StatusLookupRequest,
  paths,
  type GetStatusResponse,
  type StatusLookupResponse,
} from '../../../src/contract';
import type { BankContext } from '../../context';
import { forApplication } from '../../http/access';
import { sessionOf } from '../../http/auth';
import { StateAndRefParams } from '../../http/params';
import { parseBody, parseParams } from '../../http/validate';
import { messages } from '../../../src/domain';
import { normaliseCode } from '../../personas';
import { findForPerson } from '../../store/applications';
import { findToken, rotateAndBind, setPendingLookup, type TokenRow } from '../../store/tokens';
import { unauthorized } from '../../http/errors';
import { securityEvent } from '../../security/securityEvents';
import { tagReply } from '../../http/writes';
import { applicationToLookUp } from './rules';
import { lookupResult, statusRequest } from './view';

/** Binds the application the lookup found to a new token for the person found, and ends the old token. */
async function openByLookup(ctx: BankContext, token: string, found: { stateId: string; nric: string }): Promise<TokenRow> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const old = await findToken(tx, token);
    if (!old) throw unauthorized(messages.sessionTimeout);
    return rotateAndBind(tx, old, { stateId: found.stateId, actingNric: found.nric, boundBy: 'lookup' }, now);
  });
}

export function statusRoutes(app: FastifyInstance, ctx: BankContext): void {
  app.post(paths.statusLookup, async (request): Promise<z.infer<typeof StatusLookupResponse>> => {
    const body = parseBody(StatusLookupRequest, request.body);
    const uen = normaliseCode(body.uen);
    const nric = normaliseCode(body.nric);
    const applications = await findForPerson(ctx.db, uen, nric, { receivedOnly: body.type === 'Status' });
    const application = applicationToLookUp(applications, nric, body.type, ctx.now());
    const person = application?.persons?.find((p) => p.IDNumber === nric);
    // An NRIC oracle if abused: each lookup is a security event, with what it found and nothing of whom.
    securityEvent(request.log, 'status.lookup', { type: body.type, found: Boolean(application && person), referenceNo: person ? application!.reference_no : null });
    if (!application || !person) return { isSucess: false, message: messages.noRecords, model: null };
    const found = lookupResult(application, person, ctx.now());
    if (!ctx.features.otpBar) {
      // No OTP bar (allowed in DEV, SIT and SIM only: server/security/switches.ts): the lookup is all the
      // proof there will be, so it binds the application as a verified OTP would, under a new token.
      const bound = await openByLookup(ctx, sessionOf(request).token, { stateId: application.state_id, nric });
      return { isSucess: true, model: { ...found, token: bound.token, tokenExpirationDate: bound.expires_at.toISOString() } };
    }
    // A UEN and an NRIC are no secret: they only let this token ask for the OTP of that person, sent
    // to the number on record. The OTP's verification binds the application (server/areas/otp/routes.ts).
    await setPendingLookup(ctx.db, sessionOf(request).token, { stateId: application.state_id, nric });
    return { isSucess: true, model: found };
  });

  // The status pages offer Cancel: their tag is the version the cancel's If-Match names.
  const status = async (request: FastifyRequest, reply: FastifyReply): Promise<GetStatusResponse> => {
    const { stateId, refNo } = parseParams(StateAndRefParams, request.params);
    const { application, session } = await forApplication(ctx, request, stateId, refNo);
    tagReply(reply, application);
    return { isSucess: true, model: { Data: 'Success', fields: { request: statusRequest(application, session.actingNric) } } };
  };
  // Spec 2, 4: after a submit the client reads GetStatus; after a resume or upload, GetStatusEnquiry.
  app.get(`${SMEDL}/GetStatus/:stateId/:refNo`, status);
  app.get(`${SMEDL}/GetStatusEnquiry/:stateId/:refNo`, status);
}
