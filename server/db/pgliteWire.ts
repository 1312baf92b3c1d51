import pg from 'pg';
import { serialize } from 'pg-protocol';
import type { BackendMessage, CommandCompleteMessage, DatabaseError, DataRowMessage, RowDescriptionMessage } from 'pg-protocol/dist/messages';
import { Parser } from 'pg-protocol/dist/parser';
import { prepareValue } from 'pg/lib/utils';

/**
 * A parameterised statement as one message to PGlite: Parse, Bind, Describe, Execute and Sync together, as
 * node-postgres sends them to a server. PGlite's own `query` makes six calls into the database for the same
 * statement (it describes the statement first, to serialise the parameters by their types): a third to a
 * half of a simple statement's CPU (decision 0016). Parameters are prepared and rows parsed as node-postgres
 * does them, so both backends give the bank the same values (a count is a string on either).
 */
export function statementMessage(sql: string, params: readonly unknown[]): Uint8Array {
  return Buffer.concat([
    serialize.parse({ text: sql }),
    serialize.bind({ values: params.map((p) => prepareValue(p)) }),
    serialize.describe({ type: 'P' }),
    serialize.execute({}),
    serialize.sync(),
  ]);
}

export interface StatementAnswer<T> {
  rows: T[];
  /** The command tag of the statement ('INSERT 0 1', 'COMMIT', 'ROLLBACK' ...). */
  command: string;
}

/** The rows of the answer to statementMessage, or the database's error, thrown as node-postgres throws it. */
export function statementAnswer<T>(answer: Uint8Array): StatementAnswer<T> {
  let parsers: { name: string; parse: (text: string) => unknown }[] = [];
  const rows: T[] = [];
  let command = '';
  let error: DatabaseError | null = null;
  new Parser().parse(Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength), (message: BackendMessage) => {
    switch (message.name) {
      case 'rowDescription':
        parsers = (message as RowDescriptionMessage).fields.map((f) => ({ name: f.name, parse: pg.types.getTypeParser(f.dataTypeID, 'text') }));
        break;
      case 'dataRow': {
        const row: Record<string, unknown> = {};
        (message as DataRowMessage).fields.forEach((value: string | null, i) => {
          row[parsers[i].name] = value === null ? null : parsers[i].parse(value);
        });
        rows.push(row as T);
        break;
      }
      case 'commandComplete':
        command = (message as CommandCompleteMessage).text;
        break;
      case 'error':
        error ??= message as DatabaseError;
        break;
    }
  });
  if (error) throw error;
  return { rows, command };
}
