import { afterEach, beforeEach, vi } from 'vitest';
import { apiSettings, configureApi } from '../../services/http';

export interface BankCall {
  method: string;
  /** The path asked for, as sent (encoded). */
  path: string;
  authorization: string | null;
}

type Answer = (call: BankCall) => Response | Promise<Response>;

const notFound: Answer = () => new Response('', { status: 404 });

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The bank behind fetch for each test of the file: the browser's real services call it, `answer` says what a
 * call gets (404 unless a test says otherwise) and `calls` lists what was asked. fetch and the API base are put
 * back after each test, so the file replaces no module and can share the DOM worker (vite.config.ts, SHARED_DOM).
 */
export function standInBank() {
  const bank = { calls: [] as BankCall[], answer: notFound };
  let before = { ...apiSettings() };
  beforeEach(() => {
    bank.calls = [];
    bank.answer = notFound;
    before = { ...apiSettings() };
    // An absolute base: fetch outside a browser resolves no relative address.
    configureApi({ apiBase: 'http://bank.test' });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const call = { method: request.method, path: new URL(request.url).pathname, authorization: request.headers.get('authorization') };
      bank.calls.push(call);
      return bank.answer(call);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    configureApi(before);
  });
  return bank;
}
