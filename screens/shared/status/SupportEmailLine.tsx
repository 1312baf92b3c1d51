import { SUPPORT_EMAIL } from './bankLinks';
import { pageMessages } from '../../../src/domain/pageMessages';

/** 'For assistance, please e-mail us at <mailbox>.' with the mailbox as a mailto link. */
export function SupportEmailLine() {
  const [before, after = ''] = pageMessages.assistanceEmail(SUPPORT_EMAIL).split(SUPPORT_EMAIL);
  return (
    <p className="hint" data-testid="support-email">
      {before}
      <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
      {after}
    </p>
  );
}
