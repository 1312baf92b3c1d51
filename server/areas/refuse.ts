import { HttpError } from '../http/errors';
import type { Found, Refusal } from './refusal';

const STATUS_CODES: Record<Refusal['kind'], number> = { invalid: 400, denied: 403, conflict: 409 };

const errorOf = (refusal: Refusal) => new HttpError(STATUS_CODES[refusal.kind], refusal.message, refusal.issues);

/** A rule's refusal as the contract's ErrorBody; nothing happens when the rule allows the call. */
export function refuse(refusal: Refusal | undefined): void {
  if (refusal) throw errorOf(refusal);
}

/** What a rule found, or its refusal as the contract's ErrorBody. */
export function foundOrRefuse<T>(decision: Found<T>): T {
  if ('refusal' in decision) throw errorOf(decision.refusal);
  return decision.found;
}
