import { messages } from '../../domain';
import { Actions, Page } from '../../ui/layout';
import { BackToHomeButton, RestartButton } from '../shared/status/Buttons';

/** Spec 2, 2.12 and 2.16: the application was cancelled (putLoanCancel). */
export default function AppCancelled() {
  return (
    <Page title={messages.cancelledTitle}>
      <p data-testid="cancelled-message">{messages.cancelled}</p>
      <Actions>
        <BackToHomeButton label={messages.backToHomeErrorPage} secondary />
        <RestartButton label={messages.applyAgain} />
      </Actions>
    </Page>
  );
}
