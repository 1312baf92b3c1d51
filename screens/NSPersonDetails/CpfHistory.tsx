import { useState } from 'react';
import type { PrefilledPerson } from '../../src/contract';
import { toDisplayDate } from '../../src/domain/financialDates';
import { formatSGD } from '../../src/domain/format';
import { CPF_SHORT_ROWS, cpfRowsShown } from '../../src/domain/personView';
import { NoWrap } from '../../src/ui/NoWrap';
import { RowsTable } from '../../src/ui/RowsTable';
import { text } from './text';
import { pageMessages } from '../../src/domain/pageMessages';

/** Retirement contribution history (spec 2, 2.1): 2 rows, with see more / see less when there are more. */
export function CpfHistory({ rows, idPrefix }: { rows: PrefilledPerson['cpfContributionHistory']; idPrefix: string }) {
  const [expanded, setExpanded] = useState(false);
  const shown = cpfRowsShown(rows, expanded);
  const tableId = `${idPrefix}-cpf`;
  const c = text.cpfColumns;
  return (
    <div className="cpf-history">
      <h3 id={`${tableId}-heading`}>{text.cpfHeading}</h3>
      <RowsTable
        id={tableId}
        testId={tableId}
        labelledBy={`${tableId}-heading`}
        columns={[c.forMonth, c.paidOn, c.amount, c.employerContribution]}
        actions={false}
        empty={shown.length === 0 ? text.noRecords : null}
        rows={shown.map((r, i) => ({
          key: `${r.forMonth}-${r.paidOn}-${i}`,
          cells: [<NoWrap>{r.forMonth}</NoWrap>, <NoWrap>{toDisplayDate(r.paidOn)}</NoWrap>, formatSGD(r.amount) || r.amount, r.employerContribution],
        }))}
      />
      {rows.length > CPF_SHORT_ROWS && (
        <button type="button" className="link" aria-controls={tableId} aria-expanded={expanded} onClick={() => setExpanded((e) => !e)}>
          {expanded ? pageMessages.seeLess : pageMessages.seeMore}
        </button>
      )}
    </div>
  );
}
