import { messages } from '../../src/domain';
import { Actions, Page } from '../../src/ui/layout';
import { ApplicationDetails } from '../shared/status/ApplicationDetails';
import { HELP_LINE } from '../shared/status/bankLinks';
import { RestartButton } from '../shared/status/Buttons';
import { detailRows } from '../shared/status/detailRows';
import { useStatusPage, type StatusPageBinding } from '../shared/status/useStatusPage';
import { pageMessages } from '../../src/domain/pageMessages';

/** Spec 2, 2.12 expired-offer page (LE): the quoted message, Reapply, the help line; the application it is about. */
export function ExpiredLoanOfferView({ status, restart }: StatusPageBinding) {
  return (
    <Page title={pageMessages.oops}>
      <p data-testid="offer-message">{messages.offerExpired}</p>
      {status && <ApplicationDetails rows={detailRows(status, ['applicationNo', 'uen', 'facility', 'date'])} />}
      <Actions>
        <RestartButton label={pageMessages.reapply} onClick={restart} />
      </Actions>
      <p className="hint">{pageMessages.offerHelpLine(HELP_LINE)}</p>
    </Page>
  );
}

export default function ExpiredLoanOffer() {
  return <ExpiredLoanOfferView {...useStatusPage()} />;
}
