import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Features } from '../../../src/config/features';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp } from '../../../server/app';
import type { IdentityProviderConfig } from '../../../server/areas/identity/provider';
import type { Mode } from '../../../server/context';
import type { Db } from '../../../server/db/db';
import type { SecurityLimits } from '../../../server/security/limits';
import type { Backend } from './backends';

/** A clock tests can move: the bank reads time only through it. */
export class TestClock {
  private instant: number;
  constructor(private readonly start = Date.parse('2026-03-02T02:00:00.000Z')) {
    this.instant = start;
  }
  now = () => new Date(this.instant);
  advance(ms: number) {
    this.instant += ms;
  }
  reset() {
    this.instant = this.start;
  }
}

export interface Bank {
  app: FastifyInstance;
  db: Db;
  clock: TestClock;
}

/** A suite about something other than abuse may raise a limit it would otherwise trip over, and says why. */
export interface BankOptions {
  mode?: Mode;
  limits?: Partial<SecurityLimits>;
  features?: Partial<Features>;
  /** Asked when the bank is built: a suite starts its provider (MockPass) first. */
  identityProvider?: () => IdentityProviderConfig | null;
}

/**
 * One bank per suite (database open and migrated once), with every table emptied and the clock
 * reset before each test, so tests do not depend on one another.
 */
export function useBank(backend: Backend, options: BankOptions = {}): Bank {
  const bank = { clock: new TestClock() } as Bank;
  beforeAll(async () => {
    bank.db = await backend.openMigrated();
    bank.app = await buildApp({ db: bank.db, now: bank.clock.now, mode: options.mode ?? 'SIM',
      limits: options.limits,
      features: options.features,
      identityProvider: options.identityProvider?.() ?? null,
    });
    await bank.app.ready();
  });
  beforeEach(async () => {
    bank.clock.reset();
    // delete, not truncate: on these few rows it is twenty times faster in PGlite.
    await bank.db.exec('delete from otp_outbox; delete from otp_codes; delete from applications; delete from states; delete from tokens; delete from rate_limit_windows;');
  });
  afterAll(async () => {
    await bank.app?.close();
    await bank.db?.close();
  });
  return bank;
}

export interface Call {
  status: number;
  body: any;
  raw: LightMyRequestResponse;
}

type Method = 'GET' | 'POST' | 'PUT';

/** A thin client over app.inject: JSON in, JSON out, an optional bearer token. */
export function client(app: () => FastifyInstance) {
  const send = async (method: Method, url: string, body?: unknown, token?: string): Promise<Call> => {
    const raw = await app().inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body === undefined ? {} : { payload: body as object }),
    });
    let parsed: unknown = raw.body;
    try {
      parsed = JSON.parse(raw.body);
    } catch {
      /* not JSON (HTML pages): keep the text */
    }
    return { status: raw.statusCode, body: parsed, raw };
  };
  return {
    get: (url: string, token?: string) => send('GET', url, undefined, token),
    post: (url: string, body?: unknown, token?: string) => send('POST', url, body, token),
    put: (url: string, body?: unknown, token?: string) => send('PUT', url, body, token),
  };
}
