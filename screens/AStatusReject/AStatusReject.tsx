import { Actions, Page } from '../../src/ui/layout';
import { ApplicationDetails } from '../shared/status/ApplicationDetails';
import { aipHeaderRows } from '../shared/status/aipHeader';
import { BRANCH_LOCATOR_URL, HELP_LINE } from '../shared/status/bankLinks';
import { BackToHomeActions, RestartButton } from '../shared/status/Buttons';
import { SupportEmailLine } from '../shared/status/SupportEmailLine';
import { detailRows } from '../shared/status/detailRows';
import { useAipStatusPage, type AipStatusPageBinding } from '../shared/status/useAipStatusPage';
import { pageMessages } from '../../src/domain/pageMessages';

/** Spec 3, 2 "AIP rejected or expired page": AUM unable to process; AEX expired with Apply Now. */
export function AStatusRejectView({ status, extras, restart, backToHome }: AipStatusPageBinding) {
  if (!status) return null;

  if (status.ApplicationProgress === 'AEX') {
    return (
      <Page title={pageMessages.aipExpiredTitle}>
        <p data-testid="aip-reject-message">{pageMessages.aipExpired}</p>
        <ApplicationDetails rows={detailRows(status, ['applicationNo', 'uen', 'facility', 'aipExpiry'])} />
        <SupportEmailLine />
        <Actions>
          <RestartButton label={pageMessages.applyNow} onClick={restart} />
        </Actions>
        <p data-testid="phone-contact">{pageMessages.phoneContact(HELP_LINE)}</p>
        <p>
          <a href={BRANCH_LOCATOR_URL} target="_blank" rel="noopener noreferrer">
            {pageMessages.branchLocator} {pageMessages.opensInNewTab}
          </a>
        </p>
      </Page>
    );
  }

  return (
    <Page title={pageMessages.aipUnableToProcessTitle}>
      <p data-testid="aip-reject-message">{pageMessages.aipUnableToProcess}</p>
      <ApplicationDetails rows={aipHeaderRows(status, extras)} />
      <BackToHomeActions onClick={backToHome} />
    </Page>
  );
}

export default function AStatusReject() {
  return <AStatusRejectView {...useAipStatusPage()} />;
}
