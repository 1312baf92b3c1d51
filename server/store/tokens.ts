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
}

/** 'state': the token created the state (a new application); 'lookup': a status lookup found it (a resume). */
export type BoundBy = 'state' | 'lookup';

/** Spec 1, 4.4: the session lives 8 hours. */
export const TOKEN_LIFETIME_MS = 8 * 60 * 60 * 1000;

export async function issueToken(q: Queryable, appId: string, now: Date): Promise<TokenRow> {
  const token = newToken();
  const expires = new Date(now.getTime() + TOKEN_LIFETIME_MS);
  const { rows } = await q.query<TokenRow>(
    `insert into tokens (token, app_id, issued_at, expires_at) values ($1, $2, $3, $4) returning *`,
    [token, appId, now.toISOString(), expires.toISOString()],
  );
  // Expired tokens are useless; dropping them here keeps the table small without a scheduler.
  await q.query('delete from tokens where expires_at < $1', [new Date(now.getTime() - TOKEN_LIFETIME_MS).toISOString()]);
  return rows[0];
}

export async function findToken(q: Queryable, token: string): Promise<TokenRow | null> {
  const { rows } = await q.query<TokenRow>('select * from tokens where token = $1', [token]);
  return rows[0] ?? null;
}

export async function bindToken(
  q: Queryable,
  token: string,
  binding: { stateId: string; actingNric: string | null; boundBy: BoundBy },
): Promise<void> {
  await q.query('update tokens set state_id = $2, acting_nric = $3, bound_by = $4 where token = $1', [
    token,
    binding.stateId,
    binding.actingNric,
    binding.boundBy,
  ]);
}

export async function setActingNric(q: Queryable, token: string, nric: string): Promise<void> {
  await q.query('update tokens set acting_nric = $2 where token = $1', [token, nric]);
}
