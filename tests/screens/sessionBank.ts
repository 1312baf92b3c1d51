import { afterEach, beforeEach, vi } from 'vitest';
import { apiSettings, configureApi } from '../../services/http';

/** One request the page made, reduced to what the session tests check. */
export interface SentRequest {
  url: string;
  method: string;
  authorization: string | null;
  keepalive: boolean;
}

/**
 * Stands in for the bank behind fetch: records every request and answers with `answer` (a status and an
 * optional JSON body, or a whole Response), or rejects when `answer` is 'offline'.
 */
export function stubBank(answer: (r: SentRequest) => { status: number; body?: unknown } | Response | 'offline') {
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : null;
    const headers = new Headers(init?.headers ?? request?.headers);
    const r: SentRequest = {
      url: new URL(request ? request.url : String(input)).pathname,
      method: (init?.method ?? request?.method ?? 'GET').toUpperCase(),
      authorization: headers.get('Authorization'),
      keepalive: Boolean(init?.keepalive ?? request?.keepalive),
    };
    sent.push(r);
    const a = answer(r);
    if (a === 'offline') throw new TypeError('Failed to fetch');
    if (a instanceof Response) return a;
    const json = a.body === undefined ? null : JSON.stringify(a.body);
    return new Response(json, { status: a.status, headers: json ? { 'content-type': 'application/json' } : {} });
  });
  return sent;
}

/**
 * For each test of the file, the browser's services call the bank at an address of the stand-in's (fetch
 * outside a browser resolves no relative address); afterwards fetch and the API base are put back, so the
 * file leaves nothing behind for the next one in a shared DOM worker (vite.config.ts, SHARED_DOM).
 */
export function bankAtTestAddress(): void {
  let before = { ...apiSettings() };
  beforeEach(() => {
    before = { ...apiSettings() };
    configureApi({ apiBase: 'http://bank.test' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    configureApi(before);
  });
}
