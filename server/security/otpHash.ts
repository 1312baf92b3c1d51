import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/db';

/**
 * OTP codes are stored only as an HMAC (ASVS 2.7.x, 2.9): a copy of the table gives no code, and a
 * 6-digit space is no obstacle to a plain hash, hence a key. The key comes from OTP_HASH_KEY when the
 * deployment sets it (kept apart from the database); otherwise one is drawn once and kept in
 * bank_secrets, so every process on the same database agrees on it.
 */
const keys = new WeakMap<object, Promise<Buffer>>();

async function loadKey(q: Queryable): Promise<Buffer> {
  const fromEnv = process.env.OTP_HASH_KEY;
  if (fromEnv) return Buffer.from(fromEnv, 'utf8');
  await q.query(`insert into bank_secrets (name, value) values ('otp_hash_key', $1) on conflict (name) do nothing`, [
    randomBytes(32).toString('hex'),
  ]);
  const { rows } = await q.query<{ value: string }>(`select value from bank_secrets where name = 'otp_hash_key'`);
  return Buffer.from(rows[0].value, 'hex');
}

export function otpKey(db: object & Queryable): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = loadKey(db);
    keys.set(db, key);
    key.catch(() => keys.delete(db));
  }
  return key;
}

/** The code is bound to its application and applicant, so a hash cannot be replayed for another. */
export function hashCode(key: Buffer, code: string, referenceNo: string, order: number): string {
  return createHmac('sha256', key).update(`${referenceNo}|${order}|${code}`).digest('hex');
}

/** Constant time: the answer's timing must not tell how much of the code was right. */
export function sameHash(expectedHex: string, givenHex: string): boolean {
  const a = Buffer.from(expectedHex, 'hex');
  const b = Buffer.from(givenHex, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
