import type { PrefilledPerson } from '../../src/contract';
import { formatSGD } from '../../src/domain/format';
import { latestAssessments } from '../../src/domain/personView';
import { RowsTable } from '../../src/ui/RowsTable';
import { text } from './text';

type IncomeRow = PrefilledPerson['yearOfAssessment']['income'][number];

const AMOUNTS = ['assessableIncome', 'employment', 'trade', 'rent', 'interest'] as const;

/** Income tax assessment of the two latest years (spec 2, 2.1 and 9). */
export function IncomeTable({ rows, idPrefix }: { rows: IncomeRow[]; idPrefix: string }) {
  const sorted = latestAssessments(rows);
  const c = text.incomeColumns;
  const headingId = `${idPrefix}-income-heading`;
  return (
    <div className="income">
      <h3 id={headingId}>{text.incomeHeading}</h3>
      <RowsTable
        testId={`${idPrefix}-income`}
        labelledBy={headingId}
        columns={[c.year, c.taxCategory, ...AMOUNTS.map((k) => c[k]), c.taxClearance]}
        actions={false}
        empty={sorted.length === 0 ? text.noRecords : null}
        rows={sorted.map((r) => ({
          key: String(r.RowNumber),
          cells: [r.year, r.taxCategory, ...AMOUNTS.map((k) => formatSGD(r[k]) || r[k]), r.taxClearance],
        }))}
      />
    </div>
  );
}
