/**
 * How a token came to its application: 'state' when it created the state (a new application),
 * 'lookup' when a status lookup found the application (a resume). postState behaves differently
 * for the two: a resumed application continues under its own state instead of starting anew.
 */
export const sql = `
alter table tokens add column bound_by text;
update tokens set bound_by = 'state' where state_id is not null;
`;
