import { messages } from '../../src/domain';
import { Actions, Page } from '../../src/ui/layout';
import { BackToHomeButton, RestartButton } from '../shared/status/Buttons';
import { useStatusPageEvents, type StatusPageEvents } from '../shared/status/useStatusPage';
import { pageMessages } from '../../src/domain/pageMessages';

/** Spec 2, 2.12 and 2.16: the application was cancelled (putLoanCancel). */
export function AppCancelledView({ backToHome, restart }: Pick<StatusPageEvents, 'backToHome' | 'restart'>) {
  return (
    <Page title={pageMessages.cancelledTitle}>
      <p data-testid="cancelled-message">{messages.cancelled}</p>
      <Actions>
        <BackToHomeButton label={pageMessages.backToHomeErrorPage} secondary onClick={backToHome} />
        <RestartButton label={pageMessages.applyAgain} onClick={restart} />
      </Actions>
    </Page>
  );
}

export default function AppCancelled() {
  return <AppCancelledView {...useStatusPageEvents()} />;
}
