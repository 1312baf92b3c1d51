import type { DocumentStatus } from '../../src/contract';
import { AIP_VALIDITY_DAYS } from '../../src/domain';
import { aipDocumentRows } from '../../src/domain/aipDocuments';
import { Page } from '../../src/ui/layout';
import { AipApplicationDetails, AipPageActions } from '../shared/status/AipPageParts';
import { useAipStatusPage, type AipStatusPageBinding } from '../shared/status/useAipStatusPage';
import { LoanOfferTables } from './LoanOfferTables';
import { pageMessages } from '../../src/domain/pageMessages';

function DocumentIcons({ documents }: { documents: DocumentStatus | null }) {
  return (
    <section aria-labelledby="documents-title">
      <h2 id="documents-title">{pageMessages.aipDocumentsTitle}</h2>
      <ul data-testid="document-status">
        {aipDocumentRows(documents).map((d) => (
          <li key={d.id} data-testid={`document-${d.id}`} data-received={d.received}>
            <span aria-hidden="true" style={{ color: d.received ? 'var(--ok)' : 'var(--muted)', marginRight: '0.5rem' }}>
              {d.received ? '\u2714' : '\u2716'}
            </span>
            {d.title}: <strong>{d.received ? pageMessages.documentReceived : pageMessages.documentNotReceived}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Spec 3, 2 "AIP approved page" (AAP, ALP): header, document icons, loan offer tables, notes. */
export function AStatusApprovalDetailsView(props: AipStatusPageBinding) {
  const { status, extras } = props;
  if (!status) return null;
  const awaitingOtp = status.ApplicationProgress === 'AAP';
  return (
    <Page title={pageMessages.aipApprovedTitle} intro={<p data-testid="aip-next-step">{awaitingOtp ? pageMessages.aipUploadOptionToPurchase : pageMessages.aipProcessing}</p>}>
      <AipApplicationDetails status={status} extras={extras} />
      <DocumentIcons documents={extras?.documents ?? null} />
      <LoanOfferTables aip={extras?.aip ?? null} />
      <ul className="hint" data-testid="aip-notes">
        <li>{pageMessages.aipNotInPrinciple}</li>
        <li>{pageMessages.aipValidity(AIP_VALIDITY_DAYS)}</li>
        <li>{pageMessages.aipSubject}</li>
      </ul>
      <AipPageActions {...props} />
    </Page>
  );
}

export default function AStatusApprovalDetails() {
  return <AStatusApprovalDetailsView {...useAipStatusPage()} />;
}
