import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/db';
import { USED_CODE_KEEP_MS, type UsedCodes } from './provider';

/** Secrets that travel in addresses (a state, a provider code) are stored as their hash only. */
export const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

export interface AuthorisationRow {
  token: string;
  state_id: string;
  code_verifier: string;
  created_at: Date;
}

export async function insertAuthorisation(
  q: Queryable,
  row: { state: string; token: string; stateId: string; codeVerifier: string },
  now: Date,
  keepMs: number,
): Promise<void> {
  await q.query('insert into identity_authorisations (state_hash, token, state_id, code_verifier, created_at) values ($1, $2, $3, $4, $5)', [
    hashOf(row.state),
    row.token,
    row.stateId,
    row.codeVerifier,
    now.toISOString(),
  ]);
  // No session outlives keepMs, so neither does its authorisation: pruned here, without a scheduler.
  await q.query('delete from identity_authorisations where created_at < $1', [new Date(now.getTime() - keepMs).toISOString()]);
}

export async function findAuthorisation(q: Queryable, state: string): Promise<AuthorisationRow | null> {
  const { rows } = await q.query<AuthorisationRow>(
    'select token, state_id, code_verifier, created_at from identity_authorisations where state_hash = $1',
    [hashOf(state)],
  );
  return rows[0] ?? null;
}

/**
 * Records the code as used; true when no instance had used it before (within its keep), false after.
 * One statement, so two instances claiming the same code at once cannot both win.
 */
export async function claimCode(q: Queryable, code: string, now: Date, keepMs: number): Promise<boolean> {
  const at = now.toISOString();
  const { rows } = await q.query(
    `insert into identity_used_codes (code_hash, used_at, keep_until) values ($1, $2, $3)
     on conflict (code_hash) do update set used_at = excluded.used_at, keep_until = excluded.keep_until
       where identity_used_codes.keep_until < excluded.used_at
     returning code_hash`,
    [hashOf(code), at, new Date(now.getTime() + keepMs).toISOString()],
  );
  await q.query('delete from identity_used_codes where keep_until < $1', [at]);
  return rows.length === 1;
}

/** The used codes every instance of the bank shares: its database. */
export const usedCodesIn = (q: Queryable, keepMs = USED_CODE_KEEP_MS): UsedCodes => ({ claim: (code, now) => claimCode(q, code, now, keepMs) });
