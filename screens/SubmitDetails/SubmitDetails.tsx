import { JourneyContext } from '../../src/app/journeyContext';
import { config } from '../../src/config';
import { formatSGD, messages } from '../../src/domain';
import { ReadOnly } from '../../src/ui/fields';
import { Actions, Page, Section } from '../../src/ui/layout';

const isDone = (status: string) => status.toLowerCase() === 'submitted';

/** Spec 2, 2.8: the thank-you page with the application number and the applicants' progress. */
export default function SubmitDetails() {
  const status = JourneyContext.useSelector((s) => s.context.status);
  const send = JourneyContext.useActorRef().send;
  if (!status) return null;
  const done = status.ApplicantsStatus.filter((a) => isDone(a.status));
  const pending = status.ApplicantsStatus.filter((a) => !isDone(a.status));
  const total = status.ApplicantsStatus.length;
  const allDone = total > 0 && pending.length === 0;
  const headline = allDone
    ? 'Thank you! Your application has been submitted.'
    : status.SoleorNonSole === 'NonSole'
      ? messages.jointApplicationInProgress(done.length, total)
      : messages.submissionInProgress;
  const nonLending = [
    status.MYCurrentAccount === 'Y' && 'Current account',
    status.FXDeskServices === 'Y' && 'FX desk services',
    status.BusinessInsurance === 'Y' && 'Business insurance',
    status.SMEStartDigital === 'Y' && 'SME digital starter solution',
    status.HalalNetworkAndCertifiedAdvisory === 'Y' && 'Halal network and certified advisory',
  ].filter(Boolean);
  return (
    <Page title={headline}>
      <dl>
        <ReadOnly label="Application number" value={status.ApplicationNo} testId="application-number" />
        <ReadOnly label="UEN" value={status.UEN} />
        <ReadOnly label="Facility" value={status.Facility} />
        <ReadOnly label="Financing type" value={status.FinancingType} />
        <ReadOnly label="Amount" value={formatSGD(status.Amount)} />
        <ReadOnly label="Tenure" value={`${status.Tenure} ${status.Tenure === 1 ? 'year' : 'years'}`} />
        <ReadOnly label="Indicative monthly instalment" value={formatSGD(status.Instalment)} />
        <ReadOnly label={status.FinancingType === 'Islamic' ? 'Indicative profit rate' : 'Indicative interest rate'} value={`${status.InterestRate}% p.a.`} />
        <ReadOnly label="Combined applications" value={nonLending.length ? nonLending.join(', ') : messages.notApplicable} />
        <ReadOnly label="Date" value={status.AppDate} />
      </dl>
      {total > 1 && (
        <Section title="Applicants">
          <p>Completed: {done.map((a) => a.name).join(', ') || '-'}</p>
          <p>Pending: {pending.map((a) => a.name).join(', ') || '-'}</p>
          {status.Deadline && !allDone && <p className="notice">Pending applicants should complete their part by {status.Deadline}.</p>}
        </Section>
      )}
      <Actions>
        <button type="button" className="secondary" onClick={() => window.print()}>
          Print
        </button>
        <button
          type="button"
          onClick={() => {
            send({ type: 'user.restart' });
            window.location.assign(config.homeLink);
          }}
        >
          Back To Home
        </button>
      </Actions>
    </Page>
  );
}
