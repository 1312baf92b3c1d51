import { errorCodeMessages, errorPage, messages, type MessageKey } from '../domain/messages';
import { INVALID_DIRECTOR_CODES } from '../domain/outcomeCodes';
import type { LookupNotice } from '../domain/statusLookup';
import { lookupNoticeLines } from '../domain/welcome';

/** A message of the spec's catalogue (src/domain/messages.ts) that a state shows: its keys or error codes, and its text. */
export interface ShownMessage {
  /** The key or error code, or several joined by ', ' when they share the text (M07, M07HA). */
  code: string;
  text: string;
}

/** The catalogue's fixed texts (the rest are functions of a value, which no state names). */
type TextKey = { [K in MessageKey]: (typeof messages)[K] extends string ? K : never }[MessageKey];
const texts: ReadonlyMap<string, string> = new Map(Object.entries(messages).filter((e): e is [string, string] => typeof e[1] === 'string'));

type MessageRef = { key: string } | { errorCode: string };

const shown = (ref: MessageRef): ShownMessage =>
  'key' in ref ? { code: ref.key, text: texts.get(ref.key) ?? '' } : { code: ref.errorCode, text: errorPage(ref.errorCode).message };

const keys = (...k: TextKey[]): MessageRef[] => k.map((key) => ({ key }));
const codes = (...c: readonly string[]): MessageRef[] => c.map((errorCode) => ({ errorCode }));

/** Every lookup notice, complete by type: the Welcome page shows their lines (src/domain/welcome.ts). */
const LOOKUP_NOTICES: { [N in LookupNotice]: N } = { noRecords: 'noRecords', noRecordsEnquiry: 'noRecordsEnquiry', cancelled: 'cancelled', noMobile: 'noMobile' };
const keyOfText = (text: string): string => [...texts].find(([, t]) => t === text)?.[0] ?? text;
const noticeLines: MessageRef[] = Object.values(LOOKUP_NOTICES)
  .flatMap((n) => lookupNoticeLines(n))
  .map((text) => ({ key: keyOfText(text) }));

/**
 * What the chart's actions (machines/setup.ts) put on screen in the state they lead to: the popup they
 * open, the OTP notice or the error code they set.
 */
export const actionMessages: Readonly<Record<string, readonly MessageRef[]>> = {
  showServiceUnavailable: keys('serviceNotAvailable'),
  showGetFailed: keys('getFailed'),
  showReadFailed: keys('serviceNotAvailable', 'getFailed'),
  showSaveFailed: keys('saveFailedBody', 'staleApplication'),
  showNullReference: codes('M21'),
  assignLoginFailed: codes('M01'),
  assignOtpWrong: keys('otpTwoTriesLeft', 'otpOneTryLeft'),
  assignOtpExpired: keys('otpTimerExpired'),
  assignOtpDuplicate: keys('otpDuplicate'),
  assignEmptyCompany: codes('EMPTY-COMPDTLS'),
  assignEmptyPersons: codes('EMPTY-APDTLS'),
  assignStatusFailed: codes('GETSTATUS-FAILED'),
  assignLookupNotice: noticeLines,
};

/** The error pages show the message of whatever code the bank or the chart set (screens/Outcomes). */
const routeMessages: Readonly<Record<string, readonly MessageRef[]>> = {
  InvalidEntity: codes(...Object.keys(errorCodeMessages)),
  PreKnockoutFailed: codes(...Object.keys(errorCodeMessages)),
  InvalidDirectors: codes(...INVALID_DIRECTOR_CODES),
};

/** Message keys (camelCase) and error codes (M01…) a state's description names. */
function namedIn(description: string): MessageRef[] {
  const words = description.match(/\b[A-Za-z][A-Za-z0-9]*\b/g) ?? [];
  return words.flatMap((w): MessageRef[] => {
    if (/[a-z][A-Z]/.test(w) && texts.has(w)) return [{ key: w }];
    if (/^M\d{2}$/.test(w) && w in errorCodeMessages) return [{ errorCode: w }];
    return [];
  });
}

/** Every message a state shows: named in its description, set by the actions that lead into it, or by its page. */
export function messagesOfState(description: string | null, route: string | null, actionsIn: readonly string[]): ShownMessage[] {
  const refs = [...namedIn(description ?? ''), ...actionsIn.flatMap((a) => actionMessages[a] ?? []), ...(route ? (routeMessages[route] ?? []) : [])];
  const codesByText = new Map<string, string[]>();
  for (const m of refs.map(shown)) {
    const codes = codesByText.get(m.text) ?? [];
    if (!codes.includes(m.code)) codesByText.set(m.text, [...codes, m.code]);
  }
  return [...codesByText].map(([text, codes]) => ({ code: codes.join(', '), text }));
}
