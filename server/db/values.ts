/**
 * What a column's text becomes in JavaScript, one rule for both backends: node-postgres takes it as its
 * `types` (server/db/postgres.ts), PGlite as its `parsers` (server/db/pglite.ts), each over its own defaults.
 * Listed are the types on which those defaults differ; on the others (int2, int4, float, boolean, text,
 * json, jsonb, timestamptz) they already agree: a number, a boolean, a string, the parsed JSON, a Date.
 */
export type ColumnParser = (text: string) => unknown;

/** PostgreSQL's type OIDs (pg_type.oid), fixed since PostgreSQL 8. */
const BYTEA = 17;
const INT8 = 20;
const DATE = 1082;
const NUMERIC = 1700;

const asText: ColumnParser = (text) => text;

export const COLUMN_PARSERS: Readonly<Record<number, ColumnParser>> = {
  // A bigint (a count) can pass 2^53: text, as node-postgres gives it (PGlite: a number, or a BigInt when large).
  [INT8]: asText,
  // An exact decimal stays exact: text (both give it already, but it is a rule of the bank's).
  [NUMERIC]: asText,
  // A day, 'yyyy-mm-dd': as a Date it would be a local midnight on node-postgres and a UTC one on PGlite.
  [DATE]: asText,
  // Bytes as a Buffer (PGlite: a plain Uint8Array). The text is hex, PostgreSQL's default bytea_output.
  [BYTEA]: (text) => Buffer.from(text.slice(2), 'hex'),
};
