import { ReadOnly } from '../../src/ui/fields';
import { Page } from '../../src/ui/layout';
import { AccountCards } from '../shared/status/AccountCards';
import { ApplicationDetails } from '../shared/status/ApplicationDetails';
import { BackToHomeButton } from '../shared/status/Buttons';
import { StatusPageActions } from '../shared/status/StatusPageActions';
import { displayDate } from '../../src/domain/statusView';
import { detailRows, type DetailField } from '../shared/status/detailRows';
import { useStatusPage, type StatusPageBinding } from '../shared/status/useStatusPage';
import { pageMessages } from '../../src/domain/pageMessages';

const OFFER_FIELDS: readonly DetailField[] = ['applicationNo', 'uen', 'facility', 'financingType', 'rate', 'instalment', 'amount', 'tenure'];

/** Spec 2, 2.12: disbursement in progress (LA, DI), completed (DC), or the rejected view (DE, RJ, AB). */
export function DisbursementView(p: StatusPageBinding) {
  const { status } = p;
  if (!status) return null;
  const progress = status.ApplicationProgress;
  const home = <BackToHomeButton onClick={p.backToHome} />;

  if (progress === 'DC') {
    return (
      <Page title={pageMessages.disbursementCompletedTitle} intro={<p>{pageMessages.disbursementCompletedBody}</p>}>
        <ApplicationDetails rows={detailRows(status, OFFER_FIELDS)}>
          <ReadOnly label={pageMessages.labelAccountNo} value={status.AccountDtls?.AccountNum ?? ''} testId="account-number" />
          <ReadOnly label={pageMessages.labelDisbursementDate} value={displayDate(status.AccountDtls?.Ddate)} testId="disbursement-date" />
        </ApplicationDetails>
        <StatusPageActions {...p}>{home}</StatusPageActions>
      </Page>
    );
  }

  if (progress === 'LA' || progress === 'DI') {
    return (
      <Page title={pageMessages.disbursementInProgressTitle} intro={<p>{pageMessages.disbursementInProgressBody}</p>}>
        <ApplicationDetails rows={detailRows(status, OFFER_FIELDS)} />
        <AccountCards />
        <StatusPageActions {...p} cancel>
          {home}
        </StatusPageActions>
      </Page>
    );
  }

  // DE, RJ, AB (and any other code the routing sends here): the rejected view.
  return (
    <Page title={pageMessages.applicationUnsuccessfulTitle}>
      <p data-testid="rejected-message">{pageMessages.applicationUnsuccessful}</p>
      <ApplicationDetails rows={detailRows(status, ['applicationNo', 'uen', 'facility', 'financingType', 'amount', 'submissionDate'])} />
      <StatusPageActions {...p}>{home}</StatusPageActions>
    </Page>
  );
}

export default function Disbursement() {
  return <DisbursementView {...useStatusPage()} />;
}
