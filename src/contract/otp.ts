import { z } from 'zod';
import { MOBILE_LENGTH, OTP_LENGTH, OTP_MAX_TRIES } from '../domain/constants';
import { MOBILE_PATTERN } from '../domain/contact';
import { OTP_PATTERN } from '../domain/schemas';

export const Mobile = z.string().regex(MOBILE_PATTERN, `mobile must be ${MOBILE_LENGTH} digits, excluding +65`);
export const OtpCode = z.string().regex(OTP_PATTERN, `otp must be ${OTP_LENGTH} digits`);
/**
 * The mobile as a status lookup gives it: masked to its last 4 digits (spec 2, 2.4). The OTP after a
 * lookup names the number so; the bank sends to the number it has on record, never to one typed in.
 */
export const MaskedMobile = z.string().regex(/^\*{4}\d{4}$/, `mobile must be ${MOBILE_LENGTH} digits, or masked as ****1234`);

/**
 * statusDesc 'Success' when sent; 'Duplicate' when a request came too soon after the last one;
 * 'Exceeded' when the bank sends no more codes for now (a day's cap met, or a wait after codes entered
 * wrongly or not at all): the applicant sees the OTP-exceeded page (spec 2, 2.5).
 */
export const OtpGenerationResponse = z.object({
  didError: z.boolean(),
  message: z.string().optional(),
  model: z.object({
    msg: z.object({ msgHdr: z.object({ statusCode: z.string(), statusDesc: z.string() }) }),
    /** ISO instants: when it was sent and until when it may be entered. */
    sentAt: z.string().optional(),
    expiresAt: z.string().optional(),
    /** With 'Exceeded': why no code is sent ('tooManyCodes': a day's cap; 'lockedOut': a short wait), and from when one can be again (ISO). */
    heldFor: z.enum(['tooManyCodes', 'lockedOut']).optional(),
    retryAt: z.string().optional(),
  }),
});
export type OtpGenerationResponse = z.infer<typeof OtpGenerationResponse>;

/**
 * statusCode '0' verified; '1' wrong; '2' expired; '3' no tries left (the InvalidOTP page).
 * triesLeft counts what remains of the tries the server allows for one code.
 */
export const OtpVerificationResponse = z.object({
  didError: z.boolean(),
  statusCode: z.enum(['0', '1', '2', '3']),
  triesLeft: z.number().int().min(0).max(OTP_MAX_TRIES),
  message: z.string().optional(),
  /**
   * When the verified code is the one a status lookup asked for, the bank binds the application to a
   * new session token and ends the old one: the client carries on with this token.
   */
  token: z.string().min(1).optional(),
  tokenExpirationDate: z.string().min(1).optional(),
});
export type OtpVerificationResponse = z.infer<typeof OtpVerificationResponse>;

/** SIM only: what the sandbox "sent" by SMS. */
export const OtpOutboxResponse = z.object({
  messages: z.array(z.object({ mobile: z.string(), otp: z.string(), text: z.string(), sentAt: z.string() })),
});
export type OtpOutboxResponse = z.infer<typeof OtpOutboxResponse>;
