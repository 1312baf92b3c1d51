import type { AipResponse } from '../../src/contract';
import { aipOfferView, type AipOfferRow } from '../../src/domain/aipOffer';
import { RowsTable } from '../../src/ui/RowsTable';
import { pageMessages } from '../../src/domain/pageMessages';

function OfferTable({ caption, rows, testId }: { caption: string; rows: AipOfferRow[]; testId: string }) {
  return (
    <RowsTable
      testId={testId}
      caption={caption}
      columns={[pageMessages.labelMaxTenure, pageMessages.labelMaxAmount]}
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
      <h2 id="loan-offer-title">{pageMessages.loanOfferTitle}</h2>
      {view.kind === 'none' && <p>{pageMessages.noLoanOffer}</p>}
      {view.kind === 'noProperty' && <OfferTable caption={pageMessages.captionNoProperty} rows={view.rows} testId="offer-no-property" />}
      {view.kind === 'freehold' && <OfferTable caption={pageMessages.captionFreehold} rows={view.rows} testId="offer-freehold" />}
      {view.kind === 'leasehold' && !view.split && <OfferTable caption={pageMessages.captionLeasehold} rows={view.rows} testId="offer-leasehold" />}
      {view.kind === 'leasehold' && view.split && (
        <>
          <OfferTable caption={pageMessages.captionJtc} rows={view.jtc} testId="offer-jtc" />
          <OfferTable caption={pageMessages.captionNonJtc} rows={view.nonJtc} testId="offer-non-jtc" />
        </>
      )}
    </section>
  );
}
