import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MaskedMobile, Mobile, OTP, type OtpGenerationResponse, type OtpVerificationResponse } from '../../../src/contract';
import { messages } from '../../../src/domain';
import type { BankContext } from '../../context';
import { forApplication, forPendingLookup } from '../../http/access';
import { sessionOf, type Session } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { OtpGenerationParams, OtpVerificationParams } from '../../http/params';
import { parseParams } from '../../http/validate';
import { OTP_VALIDITY_MS } from '../../../src/domain/constants';
import { hashCode, otpKey, sameHash } from '../../security/otpHash';
import { lockByReference } from '../../store/applications';
import { newOtpCode } from '../../store/ids';
import {
  burntCodesSince,
  codesSentSince,
  currentCode,
  issueCode,
  latestSentForApplication,
  markVerified,
  oldestSentSince,
  recordSms,
  recordWrongTry,
} from './store';
import { findToken, rotateAndBind } from '../../store/tokens';
import { plusMs } from '../../time';
import { foundOrRefuse, refuse } from '../refuse';
import { codeToEnter, heldForOf, heldUntil, isDuplicateRequest, namedMobileRefusal, recipient, sendingRefusal, smsText, wrongEntry } from './rules';

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
}

/**
 * Order 0 is open to a token with a pending lookup of this application, or bound to it and acting as a
 * known person; any other order needs a bound token.
 */
async function callerOf(ctx: BankContext, request: FastifyRequest, p: { stateId: string; refNo: string; order: number }): Promise<Caller> {
  const session = sessionOf(request);
  if (p.order === 0 && !(session.stateId === p.stateId && session.actingNric)) {
    const { nric } = await forPendingLookup(ctx, request, p.stateId, p.refNo);
    return { session, lookupNric: nric };
  }
  await forApplication(ctx, request, p.stateId, p.refNo);
  return { session, lookupNric: p.order === 0 ? session.actingNric : null };
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
      const last = await latestSentForApplication(tx, params.refNo);
      if (last && isDuplicateRequest(last, now)) {
        return {
          didError: false,
          message: messages.otpDuplicate,
          model: { ...header('1', 'Duplicate'), sentAt: last.sent_at.toISOString(), expiresAt: last.expires_at.toISOString() },
        } satisfies OtpGenerationResponse;
      }
      const dayAgo = new Date(now.getTime() - DAY_MS);
      const lockoutFrom = new Date(now.getTime() - limits.otpLockoutMs);
      const recent = {
        burntWithinLockout: await burntCodesSince(tx, to.mobile, lockoutFrom),
        sentToApplicationToday: await codesSentSince(tx, { referenceNo: params.refNo }, dayAgo),
        sentToMobileToday: await codesSentSince(tx, { mobile: to.mobile }, dayAgo),
      };
      const held = sendingRefusal(recent, limits);
      if (held) {
        const heldFor = heldForOf(held);
        const oldest = {
          burnt: await oldestSentSince(tx, { mobile: to.mobile }, lockoutFrom, true),
          toApplication: await oldestSentSince(tx, { referenceNo: params.refNo }, dayAgo),
          toMobile: await oldestSentSince(tx, { mobile: to.mobile }, dayAgo),
        };
        const retryAt = heldUntil(heldFor, oldest, recent, limits);
        return {
          didError: false,
          message: held,
          model: { ...header('2', 'Exceeded'), heldFor, ...(retryAt ? { retryAt: retryAt.toISOString() } : {}) },
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
        const entry = codeToEnter(await currentCode(tx, params.refNo, to.order), now);
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
        return wrongEntry(await recordWrongTry(tx, code.id));
      });
    },
  );
}
