import type { Issue } from '../http/errors';

/**
 * A "no" decided by an area's rules, in the bank's words and without HTTP: 'invalid' is a request that
 * can never succeed as sent (400), 'denied' one this session may not make (403), 'conflict' one that
 * the application's current state forbids (409). Routes answer it with refuse.ts.
 */
export interface Refusal {
  kind: 'invalid' | 'denied' | 'conflict';
  message: string;
  issues?: Issue[];
}

export const invalid = (message: string, issues?: Issue[]): Refusal => ({ kind: 'invalid', message, issues });
export const denied = (message: string): Refusal => ({ kind: 'denied', message });
export const conflict = (message: string): Refusal => ({ kind: 'conflict', message });

/** A rule that finds something when it allows the call (the person to send to, the status to set). */
export type Found<T> = { found: T } | { refusal: Refusal };
