import { OtpGenerationResponse, OtpOutboxResponse, OtpVerificationResponse, paths } from '../src/contract';
import { ServiceError } from './errors';
import { call } from './client';
import { otpApi } from './http';

export interface OtpTarget {
  mobile: string;
  stateId: string;
  refNo: string;
  order: number;
}

export async function requestOtp(token: string, t: OtpTarget) {
  const answer = await call(OtpGenerationResponse, otpApi(paths.otpGenerate(t.mobile, t.stateId, t.refNo, t.order)), { method: 'post', token });
  if (answer.didError) throw new ServiceError('rejected', answer.message || 'The OTP could not be sent');
  const desc = answer.model.msg.msgHdr.statusDesc;
  // The browser's clock at the answer: what the code has left is counted from the bank's send time to it.
  const receivedAt = Date.now();
  if (desc === 'Duplicate') return { outcome: 'duplicate' as const, sentAt: answer.model.sentAt ?? null, receivedAt };
  if (desc === 'Exceeded') {
    return { outcome: 'exceeded' as const, sentAt: null, receivedAt, heldFor: answer.model.heldFor, retryAt: answer.model.retryAt ?? null };
  }
  if (desc !== 'Success') throw new ServiceError('rejected', desc);
  return { outcome: 'sent' as const, sentAt: answer.model.sentAt ?? new Date(receivedAt).toISOString(), receivedAt };
}

export async function verifyOtp(token: string, t: OtpTarget, otp: string) {
  const answer = await call(OtpVerificationResponse, otpApi(paths.otpVerify(t.mobile, otp, t.stateId, t.refNo, t.order)), { method: 'post', token });
  return { statusCode: answer.statusCode, triesLeft: answer.triesLeft, token: answer.token, tokenExpirationDate: answer.tokenExpirationDate };
}

/** SIM only: what the sandbox "sent" by SMS, newest first. */
export const readOutbox = (mobile: string) => call(OtpOutboxResponse, otpApi(paths.simOtpOutbox(mobile)));
