/**
 * Optimistic concurrency: every write to an application increments its version, which the bank
 * hands out as the ETag of the application and checks against If-Match, so a save from a tab that
 * loaded an older version is refused instead of silently overwriting a newer one. One application
 * per state is already the unique state_id of 001.
 */
export const sql = `
alter table applications add column version integer not null default 1;
`;
