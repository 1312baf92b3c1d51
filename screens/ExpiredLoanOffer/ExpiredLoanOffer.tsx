import { messages } from '../../src/domain';
import { Actions, Page } from '../../src/ui/layout';
import { HELP_LINE } from '../shared/status/bankLinks';
import { RestartButton } from '../shared/status/Buttons';

/** Spec 2, 2.12 expired-offer page (LE). */
export default function ExpiredLoanOffer() {
  return (
    <Page title={messages.oops}>
      <p data-testid="offer-message">{messages.offerExpired}</p>
      <Actions>
        <RestartButton label={messages.reapply} />
      </Actions>
      <p className="hint">{messages.offerHelpLine(HELP_LINE)}</p>
    </Page>
  );
}
