import { messages } from '../../domain';
import { Actions, Page } from '../../ui/layout';
import { ApplicationDetails } from '../shared/status/ApplicationDetails';
import { HELP_LINE } from '../shared/status/bankLinks';
import { RestartButton } from '../shared/status/Buttons';
import { detailRows } from '../shared/status/statusView';
import { useStatus } from '../shared/status/useStatus';

/** Spec 2, 2.12 expired-offer page (LE): the quoted message, Reapply, the help line; the application it is about. */
export default function ExpiredLoanOffer() {
  const status = useStatus();
  return (
    <Page title={messages.oops}>
      <p data-testid="offer-message">{messages.offerExpired}</p>
      {status && <ApplicationDetails rows={detailRows(status, ['applicationNo', 'uen', 'facility', 'date'])} />}
      <Actions>
        <RestartButton label={messages.reapply} />
      </Actions>
      <p className="hint">{messages.offerHelpLine(HELP_LINE)}</p>
    </Page>
  );
}
