import { messages } from '../../src/domain';
import { Actions, Page } from '../../src/ui/layout';
import { BackToHomeButton, RestartButton } from '../shared/status/Buttons';
import { useStatusPageEvents, type StatusPageEvents } from '../shared/status/useStatusPage';

/** Spec 2, 2.12 and 2.16: the application was cancelled (putLoanCancel). */
export function AppCancelledView({ backToHome, restart }: Pick<StatusPageEvents, 'backToHome' | 'restart'>) {
  return (
    <Page title={messages.cancelledTitle}>
      <p data-testid="cancelled-message">{messages.cancelled}</p>
      <Actions>
        <BackToHomeButton label={messages.backToHomeErrorPage} secondary onClick={backToHome} />
        <RestartButton label={messages.applyAgain} onClick={restart} />
      </Actions>
    </Page>
  );
}

export default function AppCancelled() {
  return <AppCancelledView {...useStatusPageEvents()} />;
}
