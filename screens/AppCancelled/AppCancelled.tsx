import { messages } from '../../src/domain';
import { Actions, Page } from '../../src/ui/layout';
import { BackToHomeButton, RestartButton } from '../shared/status/Buttons';
import { useStatusPageEvents, type StatusPageEvents } from '../shared/status/useStatusPage';
import { statusMessages } from '../../src/domain/statusMessages';

/** Spec 2, 2.12 and 2.16: the application was cancelled (putLoanCancel). */
export function AppCancelledView({ backToHome, restart }: Pick<StatusPageEvents, 'backToHome' | 'restart'>) {
  return (
    <Page title={statusMessages.cancelledTitle}>
      <p data-testid="cancelled-message">{messages.cancelled}</p>
      <Actions>
        <BackToHomeButton label={statusMessages.backToHomeErrorPage} secondary onClick={backToHome} />
        <RestartButton label={statusMessages.applyAgain} onClick={restart} />
      </Actions>
    </Page>
  );
}

export default function AppCancelled() {
  return <AppCancelledView {...useStatusPageEvents()} />;
}
