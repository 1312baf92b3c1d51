import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MaskedMobile, Mobile, OTP, type OtpGenerationResponse, type OtpVerificationResponse } from '../../../src/contract';
import { messages } from '../../../src/domain';
import type { BankContext } from '../../context';
import type { Queryable } from '../../db/db';
import { forApplication, forPendingLookup } from '../../http/access';
import { sessionOf, type Session } from '../../http/auth';
import { badRequest, forbidden } from '../../http/errors';
import { OtpGenerationParams, OtpVerificationParams } from '../../http/params';
import { parseParams } from '../../http/validate';
import { OTP_VALIDITY_MS } from '../../../src/domain/constants';
import { hashCode, otpKey, sameHash } from '../../security/otpHash';
import { lockByReference } from '../../store/applications';
import { newOtpCode } from '../../store/ids';
import {
  codeAskedBy,
  codesSentSince,
  issueCode,
  latestSentBy,
  markVerified,
  recordSms,
  recordWrongTry,
  unansweredSince,
  type Requester,
} from './store';
import { findToken, rotateAndBind } from '../../store/tokens';
import { plusMs } from '../../time';
import { foundOrRefuse, refuse } from '../refuse';
import { codeToEnter, isDuplicateRequest, namedMobileRefusal, recipient, smsText, wrongEntry } from './rules';
import { dailyCapHold, holdMessage, waitHold, type Hold } from './sendingLimits';
import { securityEvent } from '../../security/securityEvents';
import { actingOrder } from '../steps/views/person';

/**
 * Order 0 is ours: "the person the status lookup found". A returning user knows neither their order
 * number nor (the lookup masks it) their full mobile number, and proves who they are with this OTP:
 * only its verification binds the session to the application (spec 2, 4: "OTP shown if enabled").
 */
const order = z
  .string()
  .regex(/^[0-5]$/, 'order must be a number from 1 to 5, or 0 for the person the status lookup found')
  .transform(Number);
const mobile = z.union([Mobile, MaskedMobile]);
const GenerationParams = OtpGenerationParams.extend({ order, mobile });
const VerificationParams = OtpVerificationParams.extend({ order, mobile });

const DAY_MS = 24 * 60 * 60 * 1000;

interface Caller {
  session: Session;
  /** Order 0: the NRIC the lookup found, for whom the code is meant. */
  lookupNric: string | null;
  /** Who asks: codes are counted per requester, and only the session that asked may enter one. */
  requester: Requester;
}

const OTHER_APPLICANT = 'This session may only ask for the one-time password of the applicant signed in to it.';

/** The session as a code records it: a hash, so that a copy of the codes table holds no usable token. */
const sessionKey = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * Order 0 is open to a token with a pending lookup of this application, or bound to it and acting as a
 * known person; any other order needs a bound token, and names the applicant signed in to it: a
 * co-applicant's session neither triggers nor enters the codes addressed to another applicant.
 */
async function callerOf(ctx: BankContext, request: FastifyRequest, p: { stateId: string; refNo: string; order: number }): Promise<Caller> {
  const session = sessionOf(request);
  const asker = (proven: boolean): Requester => ({ session: sessionKey(session.token), address: request.ip, proven });
  if (p.order === 0 && !(session.stateId === p.stateId && session.actingNric)) {
    const { nric } = await forPendingLookup(ctx, request, p.stateId, p.refNo);
    return { session, lookupNric: nric, requester: asker(false) };
  }
  const { application } = await forApplication(ctx, request, p.stateId, p.refNo);
  if (p.order !== 0 && p.order !== actingOrder(application, session.actingNric)) throw forbidden(OTHER_APPLICANT);
  return { session, lookupNric: p.order === 0 ? session.actingNric : null, requester: asker(true) };
}

/** The day of codes a request is weighed against: a bound session's and a lookup's are counted apart. */
async function dayOfCodes(tx: Queryable, requester: Requester, referenceNo: string, mobile: string, since: Date) {
  return {
    application: requester.proven ? await codesSentSince(tx, { by: 'application', referenceNo }, since, 'proven') : null,
    mobile: await codesSentSince(tx, { by: 'mobile', mobile }, since),
    lookupsToMobile: requester.proven ? null : await codesSentSince(tx, { by: 'mobile', mobile }, since, 'lookup'),
  };
}

/** What a lookup has left unanswered lately: per client address, per session and per mobile. */
async function unansweredOf(tx: Queryable, requester: Requester, mobile: string, since: Date) {
  return {
    address: await unansweredSince(tx, { by: 'address', address: requester.address }, since),
    session: await unansweredSince(tx, { by: 'session', session: requester.session }, since),
    mobile: await unansweredSince(tx, { by: 'mobile', mobile }, since),
  };
}

/** A held request as a security event: ids and counts only. */
function logHold(request: FastifyRequest, hold: Hold, referenceNo: string, requester: Requester): void {
  if (hold.heldFor === 'lockedOut') {
    securityEvent(request.log, 'otp.throttled', { referenceNo, scope: hold.scope, waitSeconds: Math.ceil(hold.waitMs / 1000) });
  } else {
    const kind = hold.caps.includes('application') && hold.caps.length === 1 ? 'otp.throttled' : 'otp.dailyCapReached';
    securityEvent(request.log, kind, { referenceNo, caps: hold.caps.join(','), lookup: !requester.proven });
  }
}

const header = (statusCode: string, statusDesc: string) => ({ msg: { msgHdr: { statusCode, statusDesc } } });

export function otpRoutes(app: FastifyInstance, ctx: BankContext): void {
  app.post(`${OTP}/OTPGeneration/:mobile/:stateId/:refNo/:order`, async (request): Promise<OtpGenerationResponse> => {
    const params = parseParams(GenerationParams, request.params);
    const caller = await callerOf(ctx, request, params);
    const key = await otpKey(ctx.db);
    const now = ctx.now();
    const limits = ctx.limits;
    // The row lock serialises two requests racing for the same application, so only one is sent.
    const sent = await ctx.db.transaction(async (tx) => {
      const application = await lockByReference(tx, params.refNo);
      if (!application) throw badRequest('The application no longer exists.');
      const to = foundOrRefuse(recipient(application, caller.lookupNric, params.order));
      refuse(namedMobileRefusal(params.mobile, to.mobile));
      const last = await latestSentBy(tx, params.refNo, caller.requester.session);
      if (last && isDuplicateRequest(last, now)) {
        return {
          didError: false,
          message: messages.otpDuplicate,
          model: { ...header('1', 'Duplicate'), sentAt: last.sent_at.toISOString(), expiresAt: last.expires_at.toISOString() },
        } satisfies OtpGenerationResponse;
      }
      const dayAgo = new Date(now.getTime() - DAY_MS);
      const hold =
        dailyCapHold(await dayOfCodes(tx, caller.requester, params.refNo, to.mobile, dayAgo), limits) ??
        (caller.requester.proven ? null : waitHold(await unansweredOf(tx, caller.requester, to.mobile, dayAgo), now, limits));
      if (hold) {
        logHold(request, hold, params.refNo, caller.requester);
        return {
          didError: false,
          message: holdMessage(hold),
          model: { ...header('2', 'Exceeded'), heldFor: hold.heldFor, retryAt: hold.retryAt.toISOString() },
        } satisfies OtpGenerationResponse;
      }
      const code = newOtpCode();
      const expiresAt = plusMs(now, OTP_VALIDITY_MS);
      await issueCode(tx, {
        referenceNo: params.refNo,
        order: to.order,
        mobile: to.mobile,
        codeHash: hashCode(key, code, params.refNo, to.order),
        sentAt: now,
        expiresAt,
        purpose: to.purpose,
        requester: caller.requester,
      });
      // The sandbox has no SMS gateway: in SIM the message is kept for testers; elsewhere it is not kept at all.
      // With the OTP API off nothing is sent at all: the code is never told, and any six digits verify it.
      if (ctx.mode === 'SIM' && ctx.features.otpApi) {
        await recordSms(tx, { referenceNo: params.refNo, mobile: to.mobile, otp: code, text: smsText(code, params.refNo), sentAt: now });
      }
      return { didError: false, model: { ...header('0', 'Success'), sentAt: now.toISOString(), expiresAt: expiresAt.toISOString() } };
    });
    return sent;
  });

  app.post(
    `${OTP}/OTPVerification/:mobile/:otp/:stateId/:refNo/:order`,
    async (request: FastifyRequest): Promise<OtpVerificationResponse> => {
      const params = parseParams(VerificationParams, request.params);
      const caller = await callerOf(ctx, request, params);
      const key = await otpKey(ctx.db);
      const now = ctx.now();
      // A pending lookup's token is replaced when the OTP binds it; a token already bound stays as it is.
      const token = params.order === 0 && caller.session.stateId !== params.stateId ? await findToken(ctx.db, caller.session.token) : null;
      return ctx.db.transaction(async (tx): Promise<OtpVerificationResponse> => {
        const application = await lockByReference(tx, params.refNo);
        if (!application) throw badRequest('The application no longer exists.');
        const to = foundOrRefuse(recipient(application, caller.lookupNric, params.order));
        refuse(namedMobileRefusal(params.mobile, to.mobile));
        const entry = codeToEnter(await codeAskedBy(tx, params.refNo, to.order, caller.requester.session), now);
        if ('answer' in entry) return entry.answer;
        const code = entry.waiting;
        if (!ctx.features.otpApi || sameHash(code.code_hash, hashCode(key, params.otp, params.refNo, to.order))) {
          await markVerified(tx, code.id, now);
          if (params.order !== 0 || !token) return { didError: false, statusCode: '0', triesLeft: code.tries_left };
          // The person the lookup found has proved it is them: only now does a session open the application.
          const bound = await rotateAndBind(tx, token, { stateId: application.state_id, actingNric: caller.lookupNric, boundBy: 'lookup' }, now);
          return {
            didError: false,
            statusCode: '0',
            triesLeft: code.tries_left,
            token: bound.token,
            tokenExpirationDate: bound.expires_at.toISOString(),
          };
        }
        const triesLeft = await recordWrongTry(tx, code.id);
        securityEvent(request.log, 'otp.failed', { referenceNo: params.refNo, order: to.order, triesLeft, lookup: !caller.requester.proven });
        return wrongEntry(triesLeft);
      });
    },
  );
}
