import type { Queryable } from '../../db/db';
import type { ApplicationRow } from '../../store/applications';

/** The console lists this many applications, newest first. */
export const OFFICER_LIST_LIMIT = 200;

export async function listApplications(q: Queryable, limit = OFFICER_LIST_LIMIT): Promise<ApplicationRow[]> {
  const { rows } = await q.query<ApplicationRow>(
    'select * from applications order by created_at desc, reference_no desc limit $1',
    [limit],
  );
  return rows;
}

/**
 * Every token bound to the application's state, or waiting for its OTP after a lookup, expires now (one second ago, so the check
 * "expires_at <= now" holds at once): its next call answers 401 with the session time-out message.
 */
export async function expireSessions(q: Queryable, stateId: string, now: Date): Promise<number> {
  const { rows } = await q.query<{ token: string }>(
    'update tokens set expires_at = $2 where (state_id = $1 or pending_state_id = $1) and revoked_at is null and expires_at > $2 returning token',
    [stateId, new Date(now.getTime() - 1000).toISOString()],
  );
  return rows.length;
}
