import type { OtpVerificationResponse, SavedApplicant } from '../../../src/contract';
import { maskMobile, messages } from '../../../src/domain';
import { OTP_VALIDITY_MS } from '../../../src/domain/constants';
import { OTP_DUPLICATE_WINDOW_MS } from '../../policy';
import type { StoredPerson } from '../../store/applications';
import { invalid, type Found, type Refusal } from '../refusal';
import type { OtpCodeRow, OtpPurpose } from './store';

/*
 * What the bank decides about one-time passwords (spec 2, 2.4, 2.5, 7 and 9): to whom a code goes,
 * when a request is a duplicate or one too many, and what each entry of a code answers.
 */

export interface Recipient {
  order: number;
  purpose: OtpPurpose;
  mobile: string;
}

/**
 * The applicant an order names, and the number the bank has on record for them. Order 0 is ours: the
 * person the status lookup found (lookupNric), who proves it is them with this code.
 */
export function recipient(
  app: {
    persons: readonly Pick<StoredPerson, 'IDNumber' | 'OrderNumber'>[] | null;
    applicants: readonly Pick<SavedApplicant, 'OrderNumber' | 'MobileNumber'>[] | null;
  },
  lookupNric: string | null,
  requested: number,
): Found<Recipient> {
  let order = requested;
  let purpose: OtpPurpose = 'submit';
  if (requested === 0) {
    const person = app.persons?.find((p) => p.IDNumber === lookupNric);
    if (!person) return { refusal: invalid(messages.otpInvalidMobile, [{ path: 'order', message: 'the person the lookup found is not on this application' }]) };
    order = person.OrderNumber;
    purpose = 'lookup';
  }
  const mobile = app.applicants?.find((a) => a.OrderNumber === order)?.MobileNumber;
  if (!mobile) return { refusal: invalid(messages.otpInvalidMobile, [{ path: 'mobile', message: `applicant ${order} has no mobile number on record` }]) };
  return { found: { order, purpose, mobile } };
}

/** Spec 2, 7: the number in the path must be the one on record (or, after a lookup, its mask): it only names it. */
export function namedMobileRefusal(named: string, onRecord: string): Refusal | undefined {
  if (named === onRecord || named === maskMobile(onRecord)) return undefined;
  return invalid(messages.otpInvalidMobile, [{ path: 'mobile', message: 'is not the mobile number on record for this applicant' }]);
}

/**
 * A repeated request while the last code still waits for its entry is a duplicate (spec 2, 8); a code
 * already entered (the OTP of a resume, verified a moment ago) is no reason to hold back the next one.
 */
export const isDuplicateRequest = (last: Pick<OtpCodeRow, 'state' | 'sent_at'>, now: Date): boolean =>
  last.state === 'live' && now.getTime() - last.sent_at.getTime() < OTP_DUPLICATE_WINDOW_MS;

/** The SMS of a code (SIM keeps it for testers). */
export const smsText = (code: string, referenceNo: string): string =>
  `Your OTP is ${code} for SME e-Financing application ${referenceNo}. It is valid for ${OTP_VALIDITY_MS / 60_000} minutes. Never share it with anyone.`;

const maxAttempts = (): OtpVerificationResponse => ({ didError: false, statusCode: '3', triesLeft: 0, message: 'The maximum number of OTP attempts has been reached.' });

type CodeFacts = Pick<OtpCodeRow, 'state' | 'tries_left' | 'expires_at'>;

/**
 * The code an entry is compared with, or the answer when there is none that can still be entered:
 * never requested, replaced by a newer one or already used (2), burnt by wrong tries (3), expired (2).
 */
export function codeToEnter<C extends CodeFacts>(code: C | null, now: Date): { waiting: C } | { answer: OtpVerificationResponse } {
  if (!code || code.state === 'superseded' || code.state === 'verified' || code.state === 'consumed') {
    return { answer: { didError: false, statusCode: '2', triesLeft: 0, message: 'No OTP is waiting for verification. Request a new one.' } };
  }
  if (code.state === 'burnt' || code.tries_left <= 0) return { answer: maxAttempts() };
  if (now.getTime() > code.expires_at.getTime()) {
    return { answer: { didError: false, statusCode: '2', triesLeft: code.tries_left, message: 'The OTP has expired. Request a new one.' } };
  }
  return { waiting: code };
}

/** A wrong entry (spec 2, 9: 3 tries): the tries left, or the code is burnt. */
export function wrongEntry(triesLeft: number): OtpVerificationResponse {
  if (triesLeft <= 0) return maxAttempts();
  return { didError: false, statusCode: '1', triesLeft, message: `The OTP is invalid. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.` };
}
