import type { DocumentStatus } from '../../contract';
import { DOCUMENT_TYPES } from '../../contract';
import { AIP_VALIDITY_DAYS, messages } from '../../domain';
import { Page } from '../../ui/layout';
import { AipApplicationDetails, AipPageActions } from '../shared/status/AipPageParts';
import { useAipStatusPage, type AipStatusPageBinding } from '../shared/status/useAipStatusPage';
import { LoanOfferTables } from './LoanOfferTables';

const yes = (v: string | undefined) => v === 'Y';

/**
 * The three document icons: the financial report counts as received when any financial document is
 * (financial statement, management account or draft account: spec 3, 3 document types).
 */
function documentRows(d: DocumentStatus | null) {
  return [
    { id: 'financial', title: DOCUMENT_TYPES.FS, received: yes(d?.hasFinancialStatement) || yes(d?.hasManagementAccount) || yes(d?.hasDraftAccount) },
    { id: 'bank', title: DOCUMENT_TYPES.BS, received: yes(d?.hasBankStatement) },
    { id: 'otp', title: DOCUMENT_TYPES.OTP, received: yes(d?.hasOTP) },
  ];
}

function DocumentIcons({ documents }: { documents: DocumentStatus | null }) {
  return (
    <section aria-labelledby="documents-title">
      <h2 id="documents-title">{messages.aipDocumentsTitle}</h2>
      <ul data-testid="document-status">
        {documentRows(documents).map((d) => (
          <li key={d.id} data-testid={`document-${d.id}`} data-received={d.received}>
            <span aria-hidden="true" style={{ color: d.received ? 'var(--ok)' : 'var(--muted)', marginRight: '0.5rem' }}>
              {d.received ? '\u2714' : '\u2716'}
            </span>
            {d.title}: <strong>{d.received ? messages.documentReceived : messages.documentNotReceived}</strong>
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
    <Page title={messages.aipApprovedTitle} intro={<p data-testid="aip-next-step">{awaitingOtp ? messages.aipUploadOptionToPurchase : messages.aipProcessing}</p>}>
      <AipApplicationDetails status={status} extras={extras} />
      <DocumentIcons documents={extras?.documents ?? null} />
      <LoanOfferTables aip={extras?.aip ?? null} />
      <ul className="hint" data-testid="aip-notes">
        <li>{messages.aipNotInPrinciple}</li>
        <li>{messages.aipValidity(AIP_VALIDITY_DAYS)}</li>
        <li>{messages.aipSubject}</li>
      </ul>
      <AipPageActions {...props} />
    </Page>
  );
}

export default function AStatusApprovalDetails() {
  return <AStatusApprovalDetailsView {...useAipStatusPage()} />;
}
