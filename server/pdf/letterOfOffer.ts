import { needsBoardMeeting } from '../../src/domain/statusPages';
import { boardMeetingWindow } from '../../src/domain/boardMeeting';
import { displayDay } from '../days';
import type { ApplicationRow } from '../store/applications';
import { statusDetails } from '../areas/status/view';
import { SIMULATED, PdfWriter } from './document';
import { amountText, companyName, rateLabel, rateText, tenureText } from './fields';

/**
 * The letter of offer of GetLetterOffer (spec 2, 2.14 and 7): generated from the application and the
 * day the officer generated it, so the same application always gives the same letter.
 */
export async function letterOfOfferPdf(app: ApplicationRow, now: Date): Promise<Uint8Array> {
  if (!app.letter_of_offer_on) throw new Error(`Application ${app.reference_no} has no letter of offer`);
  const s = statusDetails(app);
  const generated = displayDay(app.letter_of_offer_on);
  const pdf = await PdfWriter.create({
    title: `Letter of Offer ${s.ApplicationNo}`,
    subject: 'SME e-Financing letter of offer',
    now,
  });
  pdf.letterhead();
  pdf.paragraph(`Date: ${generated}`);
  pdf.paragraph(`${companyName(app)} (UEN ${s.UEN})`);
  const c = app.company;
  if (c) {
    // The registered address: a local one by block, street, unit and postal code, else its two lines.
    const unit = c.Reg_Add_Floor_No || c.Reg_Add_Unit_No ? `#${c.Reg_Add_Floor_No}-${c.Reg_Add_Unit_No}` : '';
    const lines = c.Reg_Add_Postal_Code
      ? [
          [c.Reg_Add_Block_No, c.Reg_Add_Street_Name].filter(Boolean).join(' '),
          [unit, c.Reg_Add_Bldg_Name].filter(Boolean).join(' '),
          `Singapore ${c.Reg_Add_Postal_Code}`,
        ]
      : [c.Address_Line_1, c.Address_Line_2];
    const text = lines.filter((l) => l && l.trim()).join(', ');
    if (text) pdf.paragraph(text);
  }
  pdf.heading(`Letter of Offer: ${s.Facility}`);
  pdf.paragraph(
    `We are pleased to offer ${companyName(app)} the banking facility below, on the terms of this letter and of the ` +
      `bank's standard terms and conditions for business financing.`,
  );
  pdf
    .field('Application number', s.ApplicationNo)
    .field('Company name', companyName(app))
    .field('UEN', s.UEN)
    .field('Facility', s.Facility)
    .field('Financing type', s.FinancingType)
    .fieldIf('Financing amount', amountText(s.Amount))
    .fieldIf('Tenure', tenureText(s.Tenure))
    .fieldIf(rateLabel(s).replace('Indicative ', '').replace(/^./, (c) => c.toUpperCase()), rateText(s.InterestRate))
    .fieldIf('Monthly instalment', amountText(s.Instalment))
    .field('Letter generated on', generated);

  pdf.space(6).heading('Acceptance', 12);
  if (needsBoardMeeting(s.Entity_Type_Code)) {
    const { last } = boardMeetingWindow(app.letter_of_offer_on);
    pdf.paragraph(
      `The company (entity type ${s.Entity_Type_Code}) accepts this offer by a resolution of its board of directors. ` +
        `Please confirm the date of the board meeting online: it must be on or after ${generated} and no later than ` +
        `${displayDay(last)} (within 14 days of the date of this letter).`,
    );
    if (app.board_meeting_date) pdf.paragraph(`Board meeting date confirmed: ${displayDay(app.board_meeting_date)}.`);
  } else {
    pdf.paragraph('Accept this offer online. Acceptance is in progress once you confirm it.');
  }
  pdf.paragraph('Yours faithfully, for and on behalf of The Sandbox Bank');
  pdf.space(16).note(SIMULATED);
  return pdf.save();
}
