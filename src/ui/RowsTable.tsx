import type { ReactNode } from 'react';

/** One row: its cells in the order of the columns, and the row's own buttons when the table has an actions column. */
export interface TableRow {
  key: string;
  cells: readonly ReactNode[];
  actions?: ReactNode;
  testId?: string;
}

/**
 * A column's header; a column without words (the corner above row headers, a column of row buttons) gets an
 * empty data cell, as HTML has it: an empty header cell names nothing and screen readers announce it anyway.
 */
function HeaderCell({ text }: { text: string }) {
  return text === '' ? <td /> : <th scope="col">{text}</th>;
}

/**
 * A list of entries as a table: the property step's balances and commitments, the same lists on the
 * summary, a person's income and CPF history, the uploaded documents, the loan offers. On a phone each
 * row stacks into a card whose cells carry their column's header (data-label, shown by src/ui/theme.css),
 * so no column hides behind a sideways scroll. `actions` heads a last column for the rows' own buttons
 * (false: no such column); `rowHeaders` makes each row's first cell its header; `empty` is the one row
 * shown when there are no entries.
 */
export function RowsTable({
  id,
  testId,
  labelledBy,
  label,
  caption,
  className,
  columns,
  actions,
  rowHeaders = false,
  empty,
  rows,
}: {
  id?: string;
  testId?: string;
  labelledBy?: string;
  label?: string;
  caption?: string;
  className?: string;
  columns: readonly string[];
  actions: string | false;
  rowHeaders?: boolean;
  empty?: string | null;
  rows: readonly TableRow[];
}) {
  const width = columns.length + (actions !== false ? 1 : 0);
  return (
    <div className="rows-table">
      <table id={id} aria-labelledby={labelledBy} aria-label={label} data-testid={testId} className={className}>
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((c, i) => (
              <HeaderCell key={`${i}-${c}`} text={c} />
            ))}
            {actions !== false && <HeaderCell text={actions} />}
          </tr>
        </thead>
        <tbody>
          {empty && (
            <tr className="rows-table-empty">
              <td colSpan={width}>{empty}</td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={row.key} data-testid={row.testId}>
              {row.cells.map((cell, i) =>
                rowHeaders && i === 0 ? (
                  <th scope="row" key={i} data-label={columns[i]}>
                    {cell}
                  </th>
                ) : (
                  <td key={i} data-label={columns[i]}>
                    {cell}
                  </td>
                ),
              )}
              {actions !== false && (
                <td className="row-actions" data-label={actions}>
                  {row.actions}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

