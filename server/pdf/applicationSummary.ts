import { messages } from '../../src/domain/messages';
import { PROGRESS_COMPLETE } from '../../src/domain/constants';
import type { ApplicationRow } from '../store/applications';
import { statusDetails } from '../areas/status/view';
import { SIMULATED, PdfWriter } from './document';
import { amountText, companyName, nonLendingText, purposeText, rateLabel, rateText, tenureText } from './fields';
import { pageMessages } from '../../src/domain/pageMessages';

/**
 * The application summary the submit-details and complete pages save as a PDF (spec 2, 2.8 and 2.9),
 * named after the application number by the route.
 */
export async function applicationSummaryPdf(app: ApplicationRow, now: Date): Promise<Uint8Array> {
  const s = statusDetails(app);
  const pdf = await PdfWriter.create({
    title: `${pageMessages.summaryTitle} ${s.ApplicationNo}`,
    subject: pageMessages.summaryTitle,
    now,
  });
  const done = s.ApplicantsStatus.filter((a) => /^submitted$/i.test(a.status)).length;
  const total = s.ApplicantsStatus.length;
  const headline =
    s.ApplicationProgress === PROGRESS_COMPLETE || (total > 0 && done === total)
      ? messages.applicationReceived
      : s.SoleorNonSole === 'NonSole'
        ? messages.jointApplicationInProgress(done, total)
        : messages.submissionInProgress;

  pdf.letterhead().heading(pageMessages.summaryTitle).paragraph(headline);
  pdf
    .field('Application number', s.ApplicationNo)
    .field('UEN', s.UEN)
    .field('Company name', companyName(app))
    .field('Facility', s.Facility)
    .field('Financing type', s.FinancingType);
  const purpose = purposeText(s);
  if (purpose) pdf.field('Purpose', purpose);
  pdf
    .fieldIf('Financing amount', amountText(s.Amount))
    .fieldIf('Tenure', tenureText(s.Tenure))
    .fieldIf('Indicative monthly instalment', amountText(s.Instalment))
    .fieldIf(rateLabel(s), rateText(s.InterestRate))
    .field('Combined non-lending applications', nonLendingText(s))
    .field('Date', s.AppDate);
  if (s.Deadline && done < total) pdf.field('Complete by', s.Deadline);

  pdf.space(8).heading('Applicants', 12);
  s.ApplicantsStatus.forEach((a, i) => pdf.field(`${i + 1}. ${a.name}`, /^submitted$/i.test(a.status) ? 'Submitted' : 'Pending'));
  pdf.space(16).note(SIMULATED);
  return pdf.save();
}
