import type { Features } from '../../src/config/features';
import type { Mode } from '../context';

/** The switches that make up the second factor: the OTP asked for, and the OTP really sent and checked. */
const SECOND_FACTOR = ['otpBar', 'otpApi'] as const satisfies readonly (keyof Features)[];

/** The modes a bank may run in without the second factor: a developer's or tester's environment, never a customer's. */
const WITHOUT_SECOND_FACTOR: readonly Mode[] = ['DEV', 'SIT', 'SIM'];

/**
 * Why the bank must not start with these switches in this mode, or undefined. With otpBar off a UEN and
 * an NRIC open an application and a submit needs no code; with otpApi off any six digits pass: a UAT or
 * PROD bank that allowed either would give up the applicant's second factor.
 */
export function switchesRefusal(mode: Mode, features: Features): string | undefined {
  if (WITHOUT_SECOND_FACTOR.includes(mode)) return undefined;
  const off = SECOND_FACTOR.filter((name) => !features[name]);
  if (off.length === 0) return undefined;
  return `FEATURES turns off ${off.join(' and ')} in ${mode}: the one-time password is the applicant's second factor, and only ${WITHOUT_SECOND_FACTOR.join(', ')} may run without it. Remove ${off.map((name) => `${name}=off`).join(' and ')} from FEATURES.`;
}
