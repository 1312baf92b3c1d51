import type { AipResponse } from '../../contract';
import { messages } from '../../domain';
import { aipOfferView, type AipOfferRow } from '../../domain/aipOffer';

function OfferTable({ caption, rows, testId }: { caption: string; rows: AipOfferRow[]; testId: string }) {
  return (
    <table data-testid={testId} style={{ marginBottom: '1.25rem' }}>
      <caption style={{ textAlign: 'left', fontWeight: 600, padding: '0.4rem 0.5rem' }}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{messages.labelMaxTenure}</th>
          <th scope="col">{messages.labelMaxAmount}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={i}>
            <th scope="row">{r.tenure}</th>
            <td>{r.amount}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Spec 3, 2 "AIP approved page": the loan offer view chosen by aipOfferView. */
export function LoanOfferTables({ aip }: { aip: AipResponse | null }) {
  const view = aipOfferView(aip);
  return (
    <section aria-labelledby="loan-offer-title" data-testid="loan-offer" data-kind={view.kind}>
      <h2 id="loan-offer-title">{messages.loanOfferTitle}</h2>
      {view.kind === 'none' && <p>{messages.noLoanOffer}</p>}
      {view.kind === 'noProperty' && <OfferTable caption={messages.captionNoProperty} rows={view.rows} testId="offer-no-property" />}
      {view.kind === 'freehold' && <OfferTable caption={messages.captionFreehold} rows={view.rows} testId="offer-freehold" />}
      {view.kind === 'leasehold' && !view.split && <OfferTable caption={messages.captionLeasehold} rows={view.rows} testId="offer-leasehold" />}
      {view.kind === 'leasehold' && view.split && (
        <>
          <OfferTable caption={messages.captionJtc} rows={view.jtc} testId="offer-jtc" />
          <OfferTable caption={messages.captionNonJtc} rows={view.nonJtc} testId="offer-non-jtc" />
        </>
      )}
    </section>
  );
}
