/**
 * Supporting documents (spec 3, "Uploaded document"). The bytes live in the database, never under a
 * web root: they are only ever sent by the document routes, to a token bound to the application.
 * A removed file keeps its row with deleted_at set. Rows go with their application (on delete cascade).
 */
export const sql = `
create table documents (
  id             integer generated always as identity primary key,
  -- random and unguessable: it appears in download paths
  file_id        text not null unique,
  reference_no   text not null references applications (reference_no) on delete cascade,
  -- FS, MA, DA, BS or OTP
  document_type  text not null,
  -- the document type label, sent as fileDescription
  description    text not null,
  raw_file_name  text not null,
  file_extension text not null,
  size_bytes     integer not null,
  content        bytea not null,
  -- ID number of the applicant who uploaded it
  owner          text not null,
  -- the page's row id sent with the upload
  uid            text not null,
  uploaded_at    timestamptz not null,
  deleted_at     timestamptz
);
create index documents_by_application on documents (reference_no, document_type) where deleted_at is null;
`;
