/**
 * Each OTP code records who asked for it: the session (a hash of its token, never the token), the
 * client address, and whether that session had proved who it is (bound to the application) or only
 * looked it up. Limits then count each kind of requester apart, so a stranger's lookups neither lock
 * the applicant out nor spend the applicant's codes, and only the session that asked may enter a code.
 */
export const sql = `
alter table otp_codes add column requester text;
alter table otp_codes add column client_address text;
alter table otp_codes add column proven boolean not null default true;
create index otp_codes_by_requester on otp_codes (requester, sent_at);
create index otp_codes_by_client_address on otp_codes (client_address, sent_at);
`;
