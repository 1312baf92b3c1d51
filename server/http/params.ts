import { z } from 'zod';
import { Mobile, OtpCode, PostalCode } from '../../src/contract';

/** Path parameters the contract leaves as plain strings; bounded so a path cannot carry a novel. */
export const id = (name: string) => z.string().trim().min(1, `${name} is required`).max(64, `${name} must be at most 64 characters`);
const order = z
  .string()
  .regex(/^[1-5]$/, 'order must be a number from 1 to 5')
  .transform(Number);

export const StateIdParams = z.object({ stateId: id('stateId') });
export const RefNoParams = z.object({ refNo: id('refNo') });
export const StateAndRefParams = z.object({ stateId: id('stateId'), refNo: id('refNo') });
export const MyInfoParams = z.object({
  state: id('state'),
  code: z.string().trim().min(1, 'code is required').max(20, 'code must be at most 20 characters'),
});
export const PostalParams = z.object({ postalCode: PostalCode });
export const OtpGenerationParams = z.object({ mobile: Mobile, stateId: id('stateId'), refNo: id('refNo'), order });
export const OtpVerificationParams = OtpGenerationParams.extend({ otp: OtpCode });
export const OutboxParams = z.object({ mobile: Mobile });
