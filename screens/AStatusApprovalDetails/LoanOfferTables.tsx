import type { AipResponse } from '../../src/contract';
import { aipOfferView, type AipOfferRow } from '../../src/domain/aipOffer';
import { RowsTable } from '../../src/ui/RowsTable';
import { statusMessages } from '../../src/domain/statusMessages';

function OfferTable({ caption, rows, testId }: { caption: string; rows: AipOfferRow[]; testId: string }) {
  return (
    <RowsTable
      testId={testId}
      caption={caption}
      columns={[statusMessages.labelMaxTenure, statusMessages.labelMaxAmount]}
      actions={false}
      rowHeaders
      rows={rows.map((r, i) => ({ key: String(i), cells: [r.tenure, r.amount] }))}
    />
  );
}

/** Spec 3, 2 "AIP approved page": the loan offer view chosen by aipOfferView. */
export function LoanOfferTables({ aip }: { aip: AipResponse | null }) {
  const view = aipOfferView(aip);
  return (
    <section aria-labelledby="loan-offer-title" data-testid="loan-offer" data-kind={view.kind}>
      <h2 id="loan-offer-title">{statusMessages.loanOfferTitle}</h2>
      {view.kind === 'none' && <p>{statusMessages.noLoanOffer}</p>}
      {view.kind === 'noProperty' && <OfferTable caption={statusMessages.captionNoProperty} rows={view.rows} testId="offer-no-property" />}
      {view.kind === 'freehold' && <OfferTable caption={statusMessages.captionFreehold} rows={view.rows} testId="offer-freehold" />}
      {view.kind === 'leasehold' && !view.split && <OfferTable caption={statusMessages.captionLeasehold} rows={view.rows} testId="offer-leasehold" />}
      {view.kind === 'leasehold' && view.split && (
        <>
          <OfferTable caption={statusMessages.captionJtc} rows={view.jtc} testId="offer-jtc" />
          <OfferTable caption={statusMessages.captionNonJtc} rows={view.nonJtc} testId="offer-non-jtc" />
        </>
      )}
    </section>
  );
}
