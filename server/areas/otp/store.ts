import type { Queryable } from '../../db/db';
import { OTP_MAX_TRIES } from '../../../src/domain/constants';

/**
 * 'submit': the code authorises that applicant's submit. 'lookup': it was requested with order 0 after
 * a status lookup, to prove who is back; verifying it is the whole of its use (no submit follows), and
 * it cannot stand in for a submit's code.
 */
export type OtpPurpose = 'submit' | 'lookup';

export interface OtpCodeRow {
  id: number;
  reference_no: string;
  order_number: number;
  mobile: string;
  /** Only the keyed hash of the code is kept (server/security/otpHash.ts). */
  code_hash: string;
  sent_at: Date;
  expires_at: Date;
  tries_left: number;
  state: 'live' | 'verified' | 'consumed' | 'burnt' | 'superseded';
  verified_at: Date | null;
  consumed_at: Date | null;
  purpose: OtpPurpose;
  /** A hash of the asking session's token (never the token): only that session may enter the code. */
  requester: string | null;
  client_address: string | null;
  /** Asked for by a session bound to the application (it proved who it is), not by a lookup. */
  proven: boolean;
}

export interface OutboxRow {
  mobile: string;
  otp: string;
  text: string;
  sent_at: Date;
}

/** The newest code this session asked for, for this application. */
export async function latestSentBy(q: Queryable, referenceNo: string, requester: string): Promise<OtpCodeRow | null> {
  const { rows } = await q.query<OtpCodeRow>(
    'select * from otp_codes where reference_no = $1 and requester = $2 order by id desc limit 1',
    [referenceNo, requester],
  );
  return rows[0] ?? null;
}

/**
 * The code a submit is authorised by: the newest one a session bound to the application asked for this
 * applicant. Codes a lookup asked for never stand in for it, nor hide it by being newer.
 */
export async function currentCode(q: Queryable, referenceNo: string, order: number): Promise<OtpCodeRow | null> {
  const { rows } = await q.query<OtpCodeRow>(
    'select * from otp_codes where reference_no = $1 and order_number = $2 and proven order by id desc limit 1',
    [referenceNo, order],
  );
  return rows[0] ?? null;
}

/** The code this session may enter for this applicant: the newest it asked for. Only the session that asked may enter a code. */
export async function codeAskedBy(q: Queryable, referenceNo: string, order: number, requester: string): Promise<OtpCodeRow | null> {
  const { rows } = await q.query<OtpCodeRow>(
    'select * from otp_codes where reference_no = $1 and order_number = $2 and requester = $3 order by id desc limit 1',
    [referenceNo, order, requester],
  );
  return rows[0] ?? null;
}

export async function issueCode(
  q: Queryable,
  input: {
    referenceNo: string;
    order: number;
    mobile: string;
    codeHash: string;
    sentAt: Date;
    expiresAt: Date;
    purpose?: OtpPurpose;
    requester: Requester;
  },
): Promise<OtpCodeRow> {
  // A new code makes the older ones this session asked for the same applicant worthless, verified or
  // not; another session's codes are not its to end.
  await q.query(
    `update otp_codes set state = 'superseded'
     where reference_no = $1 and order_number = $2 and state in ('live', 'verified') and requester = $3`,
    [input.referenceNo, input.order, input.requester.session],
  );
  const { rows } = await q.query<OtpCodeRow>(
    `insert into otp_codes (reference_no, order_number, mobile, code_hash, sent_at, expires_at, tries_left, purpose,
                            requester, client_address, proven)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning *`,
    [
      input.referenceNo,
      input.order,
      input.mobile,
      input.codeHash,
      input.sentAt.toISOString(),
      input.expiresAt.toISOString(),
      OTP_MAX_TRIES,
      input.purpose ?? 'submit',
      input.requester.session,
      input.requester.address,
      input.requester.proven,
    ],
  );
  return rows[0];
}

/** SIM only: the SMS the sandbox "sends", readable by testers (GET /api/sim/otp-outbox/{mobile}). */
export async function recordSms(q: Queryable, sms: { referenceNo: string; mobile: string; otp: string; text: string; sentAt: Date }): Promise<void> {
  await q.query('insert into otp_outbox (reference_no, mobile, otp, text, sent_at) values ($1, $2, $3, $4, $5)', [
    sms.referenceNo,
    sms.mobile,
    sms.otp,
    sms.text,
    sms.sentAt.toISOString(),
  ]);
}

export async function recordWrongTry(q: Queryable, id: number): Promise<number> {
  const { rows } = await q.query<{ tries_left: number }>(
    `update otp_codes
     set tries_left = tries_left - 1,
         state = case when tries_left - 1 <= 0 then 'burnt' else state end
     where id = $1 and state = 'live' and tries_left > 0
     returning tries_left`,
    [id],
  );
  return rows[0]?.tries_left ?? 0;
}

export async function markVerified(q: Queryable, id: number, now: Date): Promise<boolean> {
  const { rows } = await q.query(
    `update otp_codes set state = 'verified', verified_at = $2 where id = $1 and state = 'live' returning id`,
    [id, now.toISOString()],
  );
  return rows.length === 1;
}

export async function consumeVerified(q: Queryable, id: number, now: Date): Promise<void> {
  await q.query(`update otp_codes set state = 'consumed', consumed_at = $2 where id = $1`, [id, now.toISOString()]);
}

export async function outboxFor(q: Queryable, mobile: string): Promise<OutboxRow[]> {
  const { rows } = await q.query<OutboxRow>(
    'select mobile, otp, text, sent_at from otp_outbox where mobile = $1 order by id desc limit 50',
    [mobile],
  );
  return rows;
}

/** Who asked for a code: the session (a hash of its token), its client address, and whether it had proved who it is. */
export interface Requester {
  session: string;
  address: string;
  proven: boolean;
}

/** What a count of codes is about: one application, one mobile, one client address or one session. */
export type CodeScope =
  | { by: 'application'; referenceNo: string }
  | { by: 'mobile'; mobile: string }
  | { by: 'address'; address: string }
  | { by: 'session'; session: string };

const SCOPE_COLUMN = { application: 'reference_no', mobile: 'mobile', address: 'client_address', session: 'requester' } as const;
const scopeValue = (s: CodeScope): string =>
  s.by === 'application' ? s.referenceNo : s.by === 'mobile' ? s.mobile : s.by === 'address' ? s.address : s.session;

/** Which codes a count takes: all, only those proven sessions asked for, or only those lookups asked for. */
export type AskedBy = 'anyone' | 'proven' | 'lookup';
const ASKED_BY = { anyone: '', proven: ' and proven', lookup: ' and not proven' } as const;

export interface CodesCount {
  count: number;
  oldest: Date | null;
  newest: Date | null;
}

/** How many codes went out in a scope since a moment, and the first and last of them. */
export async function codesSentSince(q: Queryable, scope: CodeScope, since: Date, askedBy: AskedBy = 'anyone'): Promise<CodesCount> {
  const { rows } = await q.query<{ n: number; oldest: Date | null; newest: Date | null }>(
    `select count(*)::int as n, min(sent_at) as oldest, max(sent_at) as newest from otp_codes
     where ${SCOPE_COLUMN[scope.by]} = $1 and sent_at >= $2${ASKED_BY[askedBy]}`,
    [scopeValue(scope), since.toISOString()],
  );
  return countOf(rows[0]);
}

/**
 * The codes lookups asked for in a scope since a moment that were never verified (entered wrongly, or
 * not at all), counted from the last code verified in that scope: what the growing waits go by.
 */
export async function unansweredSince(q: Queryable, scope: CodeScope, since: Date): Promise<CodesCount> {
  const column = SCOPE_COLUMN[scope.by];
  const { rows } = await q.query<{ n: number; oldest: Date | null; newest: Date | null }>(
    `select count(*)::int as n, min(sent_at) as oldest, max(sent_at) as newest from otp_codes
     where ${column} = $1 and sent_at >= $2 and not proven and state not in ('verified', 'consumed')
       and sent_at > coalesce(
         (select max(sent_at) from otp_codes where ${column} = $1 and state in ('verified', 'consumed')),
         '-infinity'::timestamptz)`,
    [scopeValue(scope), since.toISOString()],
  );
  return countOf(rows[0]);
}

const countOf = (row: { n: number; oldest: Date | null; newest: Date | null } | undefined): CodesCount => ({
  count: row?.n ?? 0,
  oldest: row?.oldest ? new Date(row.oldest) : null,
  newest: row?.newest ? new Date(row.newest) : null,
});
