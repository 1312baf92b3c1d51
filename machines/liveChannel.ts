import { maskLast4 } from '../src/domain';

/**
 * A running journey tells other tabs of the same browser where it is, so the journey chart explorer can
 * follow it live. BroadcastChannel stays inside the browser: nothing leaves the machine.
 */
export const LIVE_CHANNEL = 'sme-journey-live';

/** One app tab, for its lifetime: the explorer follows one tab even when several journeys run. */
export interface LiveTab {
  id: string;
  /** What a person reads in the explorer's picker: the product and the route. */
  name: string;
}

/** Plain data as JSON has it: what the live message carries of the journey's context. */
export type PlainValue = string | number | boolean | null | PlainValue[] | { [key: string]: PlainValue };

export interface LiveMessage {
  type: 'journey.snapshot';
  tab: LiveTab;
  /** Every active state id, root first. */
  active: string[];
  route: string;
  /** The event that led here, when known. */
  event: string | null;
  at: string;
  /** The journey's context, identity numbers masked and secrets hidden (see `maskPersonal`). */
  context: PlainValue;
}

/** A tab that closes says so; a tab that goes silent is dropped after the explorer's hello gets no answer. */
export interface LiveBye {
  type: 'journey.bye';
  tabId: string;
}

export interface ExplorerHello {
  type: 'explorer.hello';
}

export function openLiveChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(LIVE_CHANNEL);
}

/** NRIC, FIN and UIN (and the sandbox's variants): a letter, seven digits, a check letter. */
const IDENTITY_NUMBER = /^[STFGM]\d{7}[A-Z]$/i;
/** Keys whose values are credentials: never shown, whatever their shape. */
const SECRET_KEY = /^token$|secret|password|^otp$/i;
export const HIDDEN = '[hidden]';

/**
 * The journey's context as the explorer may show it: identity numbers masked as the summary masks them
 * (all but the last 4 characters), credentials hidden, money and everything else left as is; files,
 * dates and errors become plain values a BroadcastChannel and JSON carry alike.
 */
export function maskPersonal(value: unknown, key = ''): PlainValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    if (value && SECRET_KEY.test(key)) return HIDDEN;
    return IDENTITY_NUMBER.test(value.trim()) ? maskLast4(value.trim()) : value;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString();
  if (typeof File !== 'undefined' && value instanceof File) return `File ${value.name} (${value.size} bytes)`;
  if (typeof Blob !== 'undefined' && value instanceof Blob) return `Blob (${value.size} bytes)`;
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (Array.isArray(value)) return value.map((v) => maskPersonal(v, key));
  if (typeof value === 'object') {
    const out: { [k: string]: PlainValue } = {};
    for (const [k, v] of Object.entries(value)) if (typeof v !== 'function') out[k] = maskPersonal(v, k);
    return out;
  }
  return String(value);
}
