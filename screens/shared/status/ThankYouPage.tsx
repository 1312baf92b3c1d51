import { Page } from '../../../src/ui/layout';
import { ApplicationDetails } from './ApplicationDetails';
import { BackToHomeButton } from './Buttons';
import { StatusPageActions } from './StatusPageActions';
import { applicantsProgress, displayDate, submitHeadline, thankYouText } from '../../../src/domain/statusView';
import { detailRows, type DetailField } from './detailRows';
import type { StatusPageBinding } from './useStatusPage';
import { pageMessages } from '../../../src/domain/pageMessages';

const FIELDS_BTL: readonly DetailField[] = ['applicationNo', 'uen', 'facility', 'financingType', 'amount', 'tenure', 'instalment', 'rate', 'combined', 'date'];
const FIELDS_OTHER: readonly DetailField[] = [
  'applicationNo', 'uen', 'facility', 'financingType', 'purpose', 'amount', 'tenure', 'instalment', 'rate', 'combined', 'date',
];

/** The names under a heading, or a sentence saying there are none (a lone dash says nothing aloud). */
function NameList({ testId, labelledBy, names, none }: { testId: string; labelledBy: string; names: readonly string[]; none: string }) {
  if (names.length === 0) return <p data-testid={`${testId}-none`}>{none}</p>;
  return (
    <ul aria-labelledby={labelledBy} data-testid={`${testId}-applicants`}>
      {names.map((n, i) => (
        <li key={`${n}-${i}`}>{n}</li>
      ))}
    </ul>
  );
}

/**
 * Spec 2, 2.8: the thank-you / application in progress page. `withPurpose` for the property-based
 * products (HSubmitDetails), whose purposes come from the Y/N flags.
 */
export function ThankYouPage({ withPurpose, ...p }: StatusPageBinding & { withPurpose: boolean }) {
  const { status } = p;
  if (!status) return null;
  const progress = applicantsProgress(status);
  return (
    <Page title={submitHeadline(status)} intro={<p>{thankYouText(status)}</p>}>
      <ApplicationDetails rows={detailRows(status, withPurpose ? FIELDS_OTHER : FIELDS_BTL)} />
      {progress.total > 0 && (
        <section aria-labelledby="applicants-title">
          <h2 id="applicants-title">{pageMessages.applicantsTitle}</h2>
          <h3 id="completed-title">{pageMessages.completedApplicants}</h3>
          <NameList testId="completed" labelledBy="completed-title" names={progress.done} none={pageMessages.completedNone} />
          <h3 id="pending-title">{pageMessages.pendingApplicants}</h3>
          <NameList testId="pending" labelledBy="pending-title" names={progress.pending} none={pageMessages.pendingNone} />
        </section>
      )}
      {!progress.allDone && status.Deadline && (
        <p className="notice" data-testid="deadline-notice">
          {pageMessages.deadlineNotice(displayDate(status.Deadline))}
        </p>
      )}
      <p>{pageMessages.uploadInvitation}</p>
      <StatusPageActions {...p} upload cancel>
        <BackToHomeButton onClick={p.backToHome} />
      </StatusPageActions>
    </Page>
  );
}
