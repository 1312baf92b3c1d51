import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { DEFAULT_LIMITS } from '../../server/security/limits';
import { call } from '../../services/client';
import { onBankCall } from '../../services/sessionActivity';
import { SESSION_IDLE_MS } from '../../src/domain/constants';
import { bankAtTestAddress } from '../screens/sessionBank';

let heard: number;
let stop: () => void;

bankAtTestAddress();

beforeEach(() => {
  vi.stubGlobal('fetch', async () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }));
  heard = 0;
  stop = onBankCall(() => void heard++);
});

afterEach(() => stop());

describe('what counts as a use of the session', () => {
  it('every call with the session token, whatever its answer', async () => {
    await call(z.object({}), 'http://bank.test/api/x', { token: 't' });
    await call(z.object({ missing: z.string() }), 'http://bank.test/api/x', { method: 'post', token: 't' }).catch(() => undefined);
    expect(heard).toBe(2);
  });

  it('not a call without it (the postal lookup, the status lookup before a token)', async () => {
    await call(z.object({}), 'http://bank.test/api/x');
    expect(heard).toBe(0);
  });

  it('the bank and the front end count the same idle timeout: 30 minutes', () => {
    expect(SESSION_IDLE_MS).toBe(30 * 60_000);
    expect(DEFAULT_LIMITS.sessionIdleMs).toBe(SESSION_IDLE_MS);
  });
});
