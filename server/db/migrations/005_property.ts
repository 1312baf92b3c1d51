/**
 * Property details (spec 3, section 3): one row per application, the payload as the bank last
 * accepted it. jsonb rather than columns: the form's sections come and go with the answers, and the
 * route validates the whole payload with the contract before it is written.
 */
export const sql = `
create table property_details (
  reference_no text primary key references applications (reference_no) on delete cascade,
  details      jsonb not null,
  saved_at     timestamptz not null
);
`;
