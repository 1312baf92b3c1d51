import type { PrefilledPerson } from '../../contract';
import { formatSGD } from '../../domain/format';
import { text } from './text';

type IncomeRow = PrefilledPerson['yearOfAssessment']['income'][number];

const AMOUNTS = ['assessableIncome', 'employment', 'trade', 'rent', 'interest'] as const;

/** Income tax assessment of the two latest years (spec 2, 2.1 and 9). */
export function IncomeTable({ rows, idPrefix }: { rows: IncomeRow[]; idPrefix: string }) {
  const sorted = [...rows].sort((a, b) => a.RowNumber - b.RowNumber).slice(0, 2);
  const c = text.incomeColumns;
  const headingId = `${idPrefix}-income-heading`;
  return (
    <div className="income">
      <h4 id={headingId}>{text.incomeHeading}</h4>
      <div className="table-scroll">
        <table aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">{c.year}</th>
              <th scope="col">{c.taxCategory}</th>
              {AMOUNTS.map((k) => (
                <th scope="col" key={k}>
                  {c[k]}
                </th>
              ))}
              <th scope="col">{c.taxClearance}</th>
            </tr>
          </thead>
          <tbody>
            {sorted.length === 0 && (
              <tr>
                <td colSpan={AMOUNTS.length + 3}>{text.noRecords}</td>
              </tr>
            )}
            {sorted.map((r) => (
              <tr key={r.RowNumber}>
                <td>{r.year}</td>
                <td>{r.taxCategory}</td>
                {AMOUNTS.map((k) => (
                  <td key={k}>{formatSGD(r[k]) || r[k]}</td>
                ))}
                <td>{r.taxClearance}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
