import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { OTP, type OtpGenerationResponse, type OtpVerificationResponse } from '../../services/contract';
import type { BankContext } from '../context';
import { forApplication } from '../http/access';
import type { Session } from '../http/auth';
import { badRequest } from '../http/errors';
import { OtpGenerationParams, OtpVerificationParams } from '../http/params';
import { parseParams } from '../http/validate';
import { OTP_DUPLICATE_WINDOW_MS, OTP_VALIDITY_MS } from '../rules';
import { lockByReference, type ApplicationRow } from '../store/applications';
import { newOtpCode } from '../store/ids';
import { currentCode, issueCode, latestSentForApplication, markVerified, recordWrongTry, type OtpPurpose } from '../store/otp';
import { plusMs } from '../time';

/**
 * Order 0 is ours: "the person this token acts as", which the status lookup set. A returning user
 * knows their mobile number from the lookup but not their order number, and proves who they are with
 * an OTP before continuing (spec 2, 4: "OTP shown if enabled").
 */
const order = z
  .string()
  .regex(/^[0-5]$/, 'order must be a number from 1 to 5, or 0 for the person the status lookup found')
  .transform(Number);
const GenerationParams = OtpGenerationParams.extend({ order });
const VerificationParams = OtpVerificationParams.extend({ order });

/** The applicant an order names; order 0 resolves to the person the token acts as. */
function resolveOrder(app: ApplicationRow, session: Session, requested: number): { order: number; purpose: OtpPurpose } {
  if (requested !== 0) return { order: requested, purpose: 'submit' };
  const person = session.actingNric ? app.persons?.find((p) => p.IDNumber === session.actingNric) : undefined;
  if (!person) {
    throw badRequest('Order 0 means the person found by the status lookup, and this token has not looked anyone up.', [
      { path: 'order', message: 'names no person for this token: look the application up first, or give the order number' },
    ]);
  }
  return { order: person.OrderNumber, purpose: 'lookup' };
}

/** Spec 2, 5: the bank's words when the number is not the applicant's. */
const INVALID_MOBILE = 'Invalid Mobile Number.';

function checkMobile(app: ApplicationRow, order: number, mobile: string): void {
  const saved = app.applicants?.find((a) => a.OrderNumber === order);
  if (!saved || saved.MobileNumber !== mobile) {
    throw badRequest(INVALID_MOBILE, [{ path: 'mobile', message: `is not the saved mobile number of applicant ${order}` }]);
  }
}

const header = (statusCode: string, statusDesc: string) => ({ msg: { msgHdr: { statusCode, statusDesc } } });

export function otpRoutes(app: FastifyInstance, ctx: BankContext): void {
  app.post(`${OTP}/OTPGeneration/:mobile/:stateId/:refNo/:order`, async (request): Promise<OtpGenerationResponse> => {
    const params = parseParams(GenerationParams, request.params);
    const { mobile, stateId, refNo } = params;
    const { session } = await forApplication(ctx, request, stateId, refNo);
    const now = ctx.now();
    // The row lock serialises two requests racing for the same application, so only one is sent.
    return ctx.db.transaction(async (tx) => {
      const application = await lockByReference(tx, refNo);
      if (!application) throw badRequest('The application no longer exists.');
      const { order, purpose } = resolveOrder(application, session, params.order);
      checkMobile(application, order, mobile);
      const last = await latestSentForApplication(tx, refNo);
      // A repeated request while the last code still waits for its entry; a code already entered
      // (the OTP of a resume, verified a moment ago) is no reason to hold back the next one.
      if (last && last.state === 'live' && now.getTime() - last.sent_at.getTime() < OTP_DUPLICATE_WINDOW_MS) {
        return {
          didError: false,
          message:
            'You have already submitted an OTP request earlier. To avoid multiple requests, please wait a few minutes for your OTP to be sent to you before making another request.',
          model: { ...header('1', 'Duplicate'), sentAt: last.sent_at.toISOString(), expiresAt: last.expires_at.toISOString() },
        };
      }
      const code = newOtpCode();
      const expiresAt = plusMs(now, OTP_VALIDITY_MS);
      await issueCode(tx, {
        referenceNo: refNo,
        order,
        mobile,
        code,
        sentAt: now,
        expiresAt,
        purpose,
        text: `Your OTP is ${code} for SME e-Financing application ${refNo}. It is valid for 2 minutes. Never share it with anyone.`,
      });
      return { didError: false, model: { ...header('0', 'Success'), sentAt: now.toISOString(), expiresAt: expiresAt.toISOString() } };
    });
  });

  app.post(
    `${OTP}/OTPVerification/:mobile/:otp/:stateId/:refNo/:order`,
    async (request: FastifyRequest): Promise<OtpVerificationResponse> => {
      const params = parseParams(VerificationParams, request.params);
      const { mobile, otp, stateId, refNo } = params;
      const { session } = await forApplication(ctx, request, stateId, refNo);
      const now = ctx.now();
      return ctx.db.transaction(async (tx) => {
        const application = await lockByReference(tx, refNo);
        if (!application) throw badRequest('The application no longer exists.');
        const { order } = resolveOrder(application, session, params.order);
        checkMobile(application, order, mobile);
        const code = await currentCode(tx, refNo, order);
        if (!code || code.state === 'superseded' || code.state === 'verified' || code.state === 'consumed') {
          // Nothing left to verify: never requested, replaced by a newer code, or already used once.
          return { didError: false, statusCode: '2', triesLeft: 0, message: 'No OTP is waiting for verification. Request a new one.' };
        }
        if (code.state === 'burnt' || code.tries_left <= 0) {
          return { didError: false, statusCode: '3', triesLeft: 0, message: 'The maximum number of OTP attempts has been reached.' };
        }
        if (now.getTime() > code.expires_at.getTime()) {
          return { didError: false, statusCode: '2', triesLeft: code.tries_left, message: 'The OTP has expired. Request a new one.' };
        }
        if (code.mobile === mobile && sameCode(code.code, otp)) {
          await markVerified(tx, code.id, now);
          return { didError: false, statusCode: '0', triesLeft: code.tries_left };
        }
        const triesLeft = await recordWrongTry(tx, code.id);
        if (triesLeft <= 0) {
          return { didError: false, statusCode: '3', triesLeft: 0, message: 'The maximum number of OTP attempts has been reached.' };
        }
        return { didError: false, statusCode: '1', triesLeft, message: `The OTP is invalid. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.` };
      });
    },
  );
}

/** Constant-time comparison: the answer time must not tell how many leading digits were right. */
function sameCode(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
