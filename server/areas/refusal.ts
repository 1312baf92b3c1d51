import { HttpError, type Issue } from '../http/errors';

/**
 * A "no" decided by an area's rules, in the bank's words and without HTTP: 'invalid' is a request that
 * can never succeed as sent (400), 'denied' one this session may not make (403), 'conflict' one that
 * the application's current state forbids (409).
 */
export interface Refusal {
  kind: keyof typeof STATUS_CODES;
  message: string;
  issues?: Issue[];
}

const STATUS_CODES = { invalid: 400, denied: 403, conflict: 409 } as const;

export const invalid = (message: string, issues?: Issue[]): Refusal => ({ kind: 'invalid', message, issues });
export const denied = (message: string): Refusal => ({ kind: 'denied', message });
export const conflict = (message: string): Refusal => ({ kind: 'conflict', message });

/** A rule that finds something when it allows the call (the person to send to, the document to change). */
export type Found<T> = { found: T } | { refusal: Refusal };

const errorOf = (refusal: Refusal) => new HttpError(STATUS_CODES[refusal.kind], refusal.message, refusal.issues);

/** For routes: a rule's refusal becomes the contract's ErrorBody; nothing happens when the rule allows the call. */
export function refuse(refusal: Refusal | undefined): void {
  if (refusal) throw errorOf(refusal);
}

/** For routes: what a rule found, or its refusal as the contract's ErrorBody. */
export function foundOrRefuse<T>(decision: Found<T>): T {
  if ('refusal' in decision) throw errorOf(decision.refusal);
  return decision.found;
}
