import { messages } from '../../src/domain';
import { Page } from '../../src/ui/layout';
import { BackToHomeActions } from '../shared/status/Buttons';
import { useInvalidApplication } from './useInvalidApplication';
import { pageMessages } from '../../src/domain/pageMessages';

/**
 * Spec 2, 4 and 8: a lookup answered EXPIRED ('Your application has expired. Please reapply.'), or one whose
 * first-user or continue flag was missing: the application cannot be continued online.
 */
export function InvalidApplicationView({ expired, backToHome }: { expired: boolean; backToHome: () => void }) {
  return (
    <Page title={pageMessages.oops}>
      <p data-testid="error-message">{expired ? messages.applicationExpired : pageMessages.cannotContinueOnline}</p>
      <BackToHomeActions label={pageMessages.backToHomeErrorPage} onClick={backToHome} />
    </Page>
  );
}

export default function InvalidApplication() {
  return <InvalidApplicationView {...useInvalidApplication()} />;
}
