/**
 * The first schema. Each section of an application is one jsonb column holding the contract's own
 * shape: the sandbox reads and writes whole sections, never queries inside them except by UEN/NRIC,
 * so columns per field would only add mapping code that can drift from the contract.
 */
export const sql = `
create table tokens (
  token        text primary key,
  app_id       text not null,
  issued_at    timestamptz not null,
  expires_at   timestamptz not null,
  -- set when the token creates a state or looks an application up; binds it to that application
  state_id     text,
  -- who is using the token, when known (retrieval code or status lookup NRIC)
  acting_nric  text
);
create index tokens_expires_at on tokens (expires_at);

create table states (
  state_id     text primary key,
  package_id   text not null,
  package_name text not null,
  app_id       text not null,
  data_fields  text not null,
  created_at   timestamptz not null
);

create table applications (
  reference_no          text primary key,
  state_id              text not null unique references states (state_id),
  financing             jsonb not null,
  persona_uen           text,
  company               jsonb,
  persons               jsonb,
  retrieved_nrics       jsonb not null default '[]',
  accounts              jsonb,
  account_list_delay    integer not null default 0,
  validation_code       text,
  mailing               jsonb,
  financials            jsonb,
  applicants            jsonb,
  account               jsonb,
  declarations_accepted_at timestamptz,
  status                text not null default 'Draft',
  progress              text not null default '',
  submitted_applicants  jsonb not null default '{"Applicant1":"false","Applicant2":"false","Applicant3":"false","Applicant4":"false","Applicant5":"false"}',
  non_lending_completed text not null default 'N',
  created_at            timestamptz not null,
  updated_at            timestamptz not null,
  submitted_at          timestamptz,
  status_changed_at     timestamptz not null
);
create index applications_by_uen on applications (persona_uen, created_at desc);

create table otp_codes (
  id            integer generated always as identity primary key,
  reference_no  text not null references applications (reference_no),
  order_number  integer not null,
  mobile        text not null,
  code          text not null,
  sent_at       timestamptz not null,
  expires_at    timestamptz not null,
  tries_left    integer not null default 3,
  -- live -> verified -> consumed (by a submit); or live -> burnt | superseded
  state         text not null default 'live',
  verified_at   timestamptz,
  consumed_at   timestamptz
);
create index otp_codes_by_application on otp_codes (reference_no, order_number, id desc);

create table otp_outbox (
  id            integer generated always as identity primary key,
  reference_no  text not null,
  mobile        text not null,
  otp           text not null,
  text          text not null,
  sent_at       timestamptz not null
);
create index otp_outbox_by_mobile on otp_outbox (mobile, id desc);
`;
