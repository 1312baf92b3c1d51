/**
 * The identity round trip bound to the browser that started it. An authorisation is the bank's half of
 * one sign-in: the secret `state` sent to the provider (kept as a hash), the session token that asked
 * for it, the application, and the PKCE verifier. Used provider codes are kept as hashes in the
 * database so that every bank instance, and the same one after a restart, refuses a code twice.
 */
export const sql = `
create table identity_authorisations (
  state_hash     text primary key,
  token          text not null,
  state_id       text not null,
  code_verifier  text not null,
  created_at     timestamptz not null
);
create index identity_authorisations_created_at on identity_authorisations (created_at);

create table identity_used_codes (
  code_hash   text primary key,
  used_at     timestamptz not null,
  keep_until  timestamptz not null
);
create index identity_used_codes_keep_until on identity_used_codes (keep_until);
`;
