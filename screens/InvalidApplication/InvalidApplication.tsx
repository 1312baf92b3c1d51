import { JourneyContext } from '../../machines/journeyContext';
import { messages } from '../../domain';
import { Actions, Page } from '../../ui/layout';
import { BackToHomeButton } from '../shared/status/Buttons';

/**
 * Spec 2, 4 and 8: a lookup answered EXPIRED ('Your application has expired. Please reapply.'), or one whose
 * first-user or continue flag was missing: the application cannot be continued online.
 */
export default function InvalidApplication() {
  const errorType = JourneyContext.useSelector((s) => s.context.errorType);
  const expired = (errorType ?? '').toUpperCase() === 'EXPIRED';
  return (
    <Page title={messages.oops}>
      <p data-testid="error-message">{expired ? messages.applicationExpired : messages.cannotContinueOnline}</p>
      <Actions>
        <BackToHomeButton label={messages.backToHomeErrorPage} />
      </Actions>
    </Page>
  );
}
