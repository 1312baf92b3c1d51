/**
 * A status lookup no longer binds a token: it leaves the application it found pending, and only the
 * OTP sent to the number on record binds it (pending_*). Tokens end when idle (last_seen_at) or when
 * revoked (CLOSE, or replaced at binding). OTP codes are kept only as a keyed hash; the key lives in
 * bank_secrets unless the deployment gives one (OTP_HASH_KEY).
 */
export const sql = `
alter table tokens add column pending_state_id text;
alter table tokens add column pending_nric text;
alter table tokens add column last_seen_at timestamptz;
alter table tokens add column revoked_at timestamptz;
update tokens set last_seen_at = issued_at;

alter table otp_codes add column code_hash text;
alter table otp_codes alter column code drop not null;
update otp_codes set code = null;
create index otp_codes_by_mobile on otp_codes (mobile, sent_at);
create index otp_codes_by_reference_time on otp_codes (reference_no, sent_at);

create table bank_secrets (
  name   text primary key,
  value  text not null
);
`;
