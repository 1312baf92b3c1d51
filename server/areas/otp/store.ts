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
}

export interface OutboxRow {
  mobile: string;
  otp: string;
  text: string;
  sent_at: Date;
}

export async function latestSentForApplication(q: Queryable, referenceNo: string): Promise<OtpCodeRow | null> {
  const { rows } = await q.query<OtpCodeRow>(
    'select * from otp_codes where reference_no = $1 order by id desc limit 1',
    [referenceNo],
  );
  return rows[0] ?? null;
}

/** The code an applicant is expected to type: the newest one issued to them. */
export async function currentCode(q: Queryable, referenceNo: string, order: number): Promise<OtpCodeRow | null> {
  const { rows } = await q.query<OtpCodeRow>(
    'select * from otp_codes where reference_no = $1 and order_number = $2 order by id desc limit 1',
    [referenceNo, order],
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
  },
): Promise<OtpCodeRow> {
  // A new code makes the older ones of the same applicant worthless, verified or not.
  await q.query(
    `update otp_codes set state = 'superseded'
     where reference_no = $1 and order_number = $2 and state in ('live', 'verified')`,
    [input.referenceNo, input.order],
  );
  const { rows } = await q.query<OtpCodeRow>(
    `insert into otp_codes (reference_no, order_number, mobile, code_hash, sent_at, expires_at, tries_left, purpose)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning *`,
    [
      input.referenceNo,
      input.order,
      input.mobile,
      input.codeHash,
      input.sentAt.toISOString(),
      input.expiresAt.toISOString(),
      OTP_MAX_TRIES,
      input.purpose ?? 'submit',
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

/** How many codes went out since a moment: to one application, and to one mobile number. */
export async function codesSentSince(q: Queryable, by: { referenceNo: string } | { mobile: string }, since: Date): Promise<number> {
  const [column, value] = 'referenceNo' in by ? ['reference_no', by.referenceNo] : ['mobile', by.mobile];
  const { rows } = await q.query<{ n: number }>(`select count(*)::int as n from otp_codes where ${column} = $1 and sent_at >= $2`, [
    value,
    since.toISOString(),
  ]);
  return rows[0].n;
}

/** Codes to this mobile that wrong entries used up since a moment: repeated failures lock the number out. */
export async function burntCodesSince(q: Queryable, mobile: string, since: Date): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `select count(*)::int as n from otp_codes where mobile = $1 and state = 'burnt' and sent_at >= $2`,
    [mobile, since.toISOString()],
  );
  return rows[0].n;
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

/** The oldest code that went out since a moment (to one application, or to one mobile), or null. */
export async function oldestSentSince(q: Queryable, by: { referenceNo: string } | { mobile: string }, since: Date, burntOnly = false): Promise<Date | null> {
  const [column, value] = 'referenceNo' in by ? ['reference_no', by.referenceNo] : ['mobile', by.mobile];
  const { rows } = await q.query<{ sent_at: Date | null }>(
    `select min(sent_at) as sent_at from otp_codes where ${column} = $1 and sent_at >= $2${burntOnly ? " and state = 'burnt'" : ''}`,
    [value, since.toISOString()],
  );
  const at = rows[0]?.sent_at;
  return at ? new Date(at) : null;
}
