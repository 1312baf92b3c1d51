import { PROGRESS_CODES } from '../../../src/contract/officer';
import { OTP_MAX_TRIES } from '../../../src/domain/constants';
import { ServiceError, type ServiceErrorKind } from '../../../services/errors';
import type { StepEvent } from '../../../src/analysis/coverage';
import type { JourneyContext } from '../../../machines/types';

/**
 * Varies a sample event's payload by a generated number, as a user or the bank could: amounts and
 * tenures, the OTP service's verdicts, status codes, failures of every kind. Variant 0 keeps the sample,
 * so shrinking leads back to the plain samples of src/analysis/eventSamples.ts.
 */
export function vary(event: StepEvent, variant: number, context: JourneyContext): StepEvent {
  if (variant === 0) return event;
  const t = event.type;
  if (t === 'user.submitFinancing') return { ...event, application: financing(event.application, variant) };
  if (t.startsWith('xstate.error.actor.')) return { ...event, error: failure(variant) };
  if (t === 'xstate.done.actor.verifyOtp') return { ...event, output: otpVerdict(variant, context.otpTriesLeft) };
  if (t === 'xstate.done.actor.saveFinancing') return { ...event, output: REFERENCES[variant % REFERENCES.length] };
  if (t === 'xstate.done.actor.loadStatus' || t === 'xstate.done.actor.loadStatusEnquiry') return { ...event, output: withProgress(event.output, variant) };
  return event;
}

/**
 * Whether the bank could give this answer here (spec 2, 4 "Status lookup result rules"): a lookup goes
 * on with the option the user chose, and an application this browser submitted is not resumed ("no
 * records"). The samples pair answers with requests loosely; a run keeps to the answers a bank gives.
 */
export function isPlausible(event: StepEvent, context: JourneyContext): boolean {
  if (event.type !== 'xstate.done.actor.lookupStatus') return true;
  const output = typeof event.output === 'object' && event.output !== null ? event.output : {};
  const outcome: unknown = Reflect.get(output, 'outcome');
  const result: unknown = Reflect.get(output, 'result');
  const option = typeof outcome === 'object' && outcome !== null ? Reflect.get(outcome, 'option') : undefined;
  if (option === undefined) return true;
  if (option !== context.lookup?.option) return false;
  const refNo = typeof result === 'object' && result !== null ? Reflect.get(result, 'referenceNo') : undefined;
  return !(option === 'Resume' && context.submittedRefNo !== null && refNo === context.submittedRefNo);
}

const REFERENCES = ['SME20261122000001', 'SME20261122000002', 'SME20261124000042'];

/** Spec 3, 9 and spec 1: amounts at and inside the limits of each product; tenure 1 to 5 years online, up to 30 for AIP. */
function financing(application: unknown, variant: number): unknown {
  if (typeof application !== 'object' || application === null) return application;
  const product = Reflect.get(application, 'financingProduct');
  const [amounts, tenures] =
    product === 'Online' ? [[20_000, 21_000, 150_000, 299_000, 300_000], [1, 2, 3, 4, 5]]
      : product === 'AIP' ? [[200_000, 1_500_000, 10_000_000], [0, 1, 15, 30]]
        : [[20_000, 500_000, 10_000_000], [0, 1, 5]];
  return {
    ...application,
    financingAmount: amounts[variant % amounts.length],
    financingTenure: tenures[Math.floor(variant / amounts.length) % tenures.length],
  };
}

const KINDS: { kind: ServiceErrorKind; status?: number }[] = [
  { kind: 'unauthorized', status: 401 },
  { kind: 'forbidden', status: 403 },
  { kind: 'conflict', status: 409 },
  { kind: 'invalid', status: 400 },
  { kind: 'network' },
  { kind: 'server', status: 500 },
  { kind: 'parse', status: 200 },
  { kind: 'rejected', status: 200 },
];

function failure(variant: number): ServiceError {
  const { kind, status } = KINDS[variant % KINDS.length];
  return new ServiceError(kind, `generated ${kind} failure`, status);
}

/**
 * The OTP service as spec 2, 4 describes it: it counts the tries, one fewer per wrong code, and a
 * code is verified, wrong, expired, or the tries are used up.
 */
function otpVerdict(variant: number, triesLeft: number): Record<string, unknown> {
  switch (variant % 4) {
    case 0:
      return { statusCode: '0', triesLeft: OTP_MAX_TRIES, token: 'rotated-token', tokenExpirationDate: '2026-11-22T10:00:00Z' };
    case 1:
      return { statusCode: '1', triesLeft: Math.max(0, triesLeft - 1) };
    case 2:
      return { statusCode: '2', triesLeft };
    default:
      return { statusCode: '3', triesLeft: 0 };
  }
}

/** Any progress code the bank knows (src/contract/officer.ts), on the sample's product and entity. */
function withProgress(output: unknown, variant: number): unknown {
  if (typeof output !== 'object' || output === null) return output;
  const request: unknown = Reflect.get(output, 'request');
  if (typeof request !== 'object' || request === null) return output;
  const status: unknown = Reflect.get(request, 'StatusDtls');
  if (typeof status !== 'object' || status === null) return output;
  const ApplicationProgress = PROGRESS_CODES[variant % PROGRESS_CODES.length];
  return { ...output, request: { ...request, StatusDtls: { ...status, ApplicationProgress } } };
}
