import type { ReactNode } from 'react';

/**
 * A list of entries as a table that scrolls inside its box on a phone: the property step's balances
 * and commitments, the same lists on the summary, a person's income and CPF history. `actions` heads a last column for the rows' own
 * buttons (false: no such column); `empty` is the one row shown when there are no entries.
 */
export function RowsTable({
  id,
  testId,
  labelledBy,
  columns,
  actions,
  empty,
  children,
}: {
  id?: string;
  testId: string;
  labelledBy?: string;
  columns: readonly string[];
  actions: string | false;
  empty?: string | null;
  children: ReactNode;
}) {
  return (
    <div className="table-scroll">
      <table id={id} aria-labelledby={labelledBy} data-testid={testId}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th scope="col" key={c}>
                {c}
              </th>
            ))}
            {actions !== false && <th scope="col">{actions}</th>}
          </tr>
        </thead>
        <tbody>
          {empty && (
            <tr>
              <td colSpan={columns.length + (actions !== false ? 1 : 0)}>{empty}</td>
            </tr>
          )}
          {children}
        </tbody>
      </table>
    </div>
  );
}
