import type { Queryable } from '../db/db';
import { newToken } from './ids';

export interface TokenRow {
  token: string;
  app_id: string;
  issued_at: Date;
  expires_at: Date;
  state_id: string | null;
  acting_nric: string | null;
  bound_by: BoundBy | null;
  /** What a status lookup found: the token may ask for the OTP of that person, and nothing else. */
  pending_state_id: string | null;
  pending_nric: string | null;
  last_seen_at: Date | null;
  revoked_at: Date | null;
}

/**
 * 'state': the token created the state (a new application); 'lookup': a verified OTP after a status
 * lookup (a resume), or the sign-in that followed 'signIn'; 'signIn': a resume of a draft with no mobile
 * on record, which opens nothing until the person the lookup found has signed in to it.
 */
export type BoundBy = 'state' | 'lookup' | 'signIn';

export async function issueToken(q: Queryable, appId: string, now: Date, lifetimeMs: number): Promise<TokenRow> {
  const token = newToken();
  const expires = new Date(now.getTime() + lifetimeMs);
  const { rows } = await q.query<TokenRow>(
    `insert into tokens (token, app_id, issued_at, expires_at, last_seen_at) values ($1, $2, $3, $4, $3) returning *`,
    [token, appId, now.toISOString(), expires.toISOString()],
  );
  // Dead tokens are useless; dropping them here keeps the table small without a scheduler.
  await q.query('delete from tokens where expires_at < $1 or revoked_at < $1', [new Date(now.getTime() - lifetimeMs).toISOString()]);
  return rows[0];
}

export async function findToken(q: Queryable, token: string): Promise<TokenRow | null> {
  const { rows } = await q.query<TokenRow>('select * from tokens where token = $1', [token]);
  return rows[0] ?? null;
}

/** A use of the token: the idle timeout counts from here. */
export async function touchToken(q: Queryable, token: string, now: Date): Promise<void> {
  await q.query('update tokens set last_seen_at = $2 where token = $1 and revoked_at is null', [token, now.toISOString()]);
}

export async function revokeToken(q: Queryable, token: string, now: Date): Promise<void> {
  await q.query('update tokens set revoked_at = $2 where token = $1 and revoked_at is null', [token, now.toISOString()]);
}

/**
 * Binding a token to an application changes what it may do, so the bank hands out a new token for it
 * and revokes the old one (ASVS 3.2.1): a token seen before the binding opens nothing after it.
 */
export async function rotateAndBind(
  q: Queryable,
  old: TokenRow,
  binding: { stateId: string; actingNric: string | null; boundBy: BoundBy },
  now: Date,
): Promise<TokenRow> {
  await revokeToken(q, old.token, now);
  const { rows } = await q.query<TokenRow>(
    `insert into tokens (token, app_id, issued_at, expires_at, last_seen_at, state_id, acting_nric, bound_by)
     values ($1, $2, $3, $4, $3, $5, $6, $7) returning *`,
    [newToken(), old.app_id, now.toISOString(), old.expires_at.toISOString(), binding.stateId, binding.actingNric, binding.boundBy],
  );
  return rows[0];
}

export async function bindToken(
  q: Queryable,
  token: string,
  binding: { stateId: string; actingNric: string | null; boundBy: BoundBy },
): Promise<void> {
  await q.query(
    'update tokens set state_id = $2, acting_nric = $3, bound_by = $4, pending_state_id = null, pending_nric = null where token = $1',
    [token, binding.stateId, binding.actingNric, binding.boundBy],
  );
}

/** A status lookup's find: the token may ask for that person's OTP; it is bound only once the OTP is verified. */
export async function setPendingLookup(q: Queryable, token: string, pending: { stateId: string; nric: string }): Promise<void> {
  await q.query('update tokens set pending_state_id = $2, pending_nric = $3 where token = $1', [token, pending.stateId, pending.nric]);
}

export async function setActingNric(q: Queryable, token: string, nric: string): Promise<void> {
  await q.query('update tokens set acting_nric = $2 where token = $1', [token, nric]);
}
