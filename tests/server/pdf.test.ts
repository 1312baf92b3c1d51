import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { applicationSummaryPdf } from '../../server/pdf/applicationSummary';
import { pdfSafe } from '../../server/pdf/document';
import { letterOfOfferPdf } from '../../server/pdf/letterOfOffer';
import { PERSONAS } from '../../server/personas';
import type { ApplicationRow } from '../../server/store/applications';
import { applicationRow, NOBODY_SUBMITTED } from './helpers/applicationRow';
import { financing } from './helpers/journey';
import { pdfPageCount, pdfText } from './helpers/pdf';

const NOW = new Date('2026-03-02T02:00:00.000Z');
const merlion = PERSONAS.find((p) => p.company.Company_UEN === '201512345K')!;
const kopi = PERSONAS.find((p) => p.company.Company_UEN === '53312345D')!;

function row(overrides: Partial<ApplicationRow> = {}, persona = merlion): ApplicationRow {
  return applicationRow(persona, NOW, {
    financing: financing({ financingAmount: 1234567.5, financingTenure: 1, indicativeMonthlyInstallment: 108538.1 }),
    status: 'Submitted',
    progress: 'application_pending',
    submitted_applicants: { ...NOBODY_SUBMITTED, Applicant1: 'true' },
    submitted_at: NOW,
    letter_of_offer_on: '2026-03-10',
    ...overrides,
  });
}

describe('the application summary PDF', () => {
  it('is a PDF whose page text holds the summary of spec 2, 2.8', async () => {
    const bytes = await applicationSummaryPdf(row(), NOW);
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(Buffer.from(bytes.slice(-6)).toString('latin1')).toMatch(/%%EOF/);
    const text = pdfText(bytes);
    for (const expected of [
      'SME e-Financing Application Summary',
      'Joint Application in Progress (1/2 Done)',
      'SME20260302123456',
      '201512345K',
      'MERLION PRECISION ENGINEERING PTE. LTD.',
      'Business Term Loan',
      'Conventional',
      'SGD 1,234,567.50',
      '1 year',
      'SGD 108,538.10', // 1,234,567.50 over 12 months at 10 % p.a. (spec 1, 9)
      'Indicative Interest Rate',
      '10% p.a.',
      '02-03-2026',
      'Not Applicable',
      '1. TAN WEI MING',
      '2. LIM MEI LING',
      'Submitted',
      'Pending',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // The page text is compressed: the number is not in the file in clear, so pdfText did the reading.
    expect(Buffer.from(bytes).toString('latin1')).not.toContain('SME20260302123456');
    // Readable by pdf-lib itself, one A4 page.
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('SME e-Financing Application Summary SME20260302123456');
  });

  it('names the profit rate for Islamic financing and lists the chosen non-lending products', async () => {
    const text = pdfText(
      await applicationSummaryPdf(
        row({
          financing: financing({ financingType: 'Islamic' }),
          non_lending: { myCurrentAccount: 'Y', fxDeskServices: 'N', businessInsurance: 'Y', smeStartDigital: 'N', halalNetworkAndCertifiedAdvisory: 'N' },
          progress: 'application_complete',
          submitted_applicants: { Applicant1: 'true', Applicant2: 'true', Applicant3: 'false', Applicant4: 'false', Applicant5: 'false' },
        }),
        NOW,
      ),
    );
    expect(text).toContain('Indicative Profit Rate');
    expect(text).not.toContain('Indicative Interest Rate');
    expect(text).toContain('Current Account, Business Insurance');
    expect(text).toContain('We have received your application.');
  });

  it('prints what Helvetica cannot encode as ? instead of failing, and is the same document for the same input', async () => {
    expect(pdfSafe('陈 “quoted” – fine é')).toBe('? "quoted" - fine é');
    const persons = merlion.persons.map((p, i) => ({ ...p, OrderNumber: i + 1, Person_Name: i === 0 ? '陈伟明 TAN' : p.Person_Name }));
    const first = await applicationSummaryPdf(row({ persons }), NOW);
    expect(pdfText(first)).toContain('1. ??? TAN');
    const again = await applicationSummaryPdf(row({ persons }), NOW);
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
  });

  it('flows onto a second page when the content is long', async () => {
    const long = { ...merlion.company, Company_Name: 'VERY LONG COMPANY NAME '.repeat(120).trim() };
    const bytes = await applicationSummaryPdf(row({ company: long }), NOW);
    expect(pdfPageCount(bytes)).toBeGreaterThan(1);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(pdfPageCount(bytes));
  });
});

describe('the letter of offer PDF', () => {
  it('carries the letterhead, the date generated and the terms of the offer', async () => {
    const bytes = await letterOfOfferPdf(row(), NOW);
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = pdfText(bytes);
    for (const expected of [
      'THE SANDBOX BANK',
      'Date: 10-03-2026',
      'SME20260302123456',
      'MERLION PRECISION ENGINEERING PTE. LTD. (UEN 201512345K)',
      'Letter of Offer: Business Term Loan',
      'SGD 1,234,567.50',
      '1 year',
      'Interest Rate',
      'SGD 108,538.10', // 1,234,567.50 over 12 months at 10 % p.a. (spec 1, 9)
      'Singapore 408564',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('asks LL, LC and PCLS entities for a board resolution within 14 days, and no one else', async () => {
    const lc = pdfText(await letterOfOfferPdf(row(), NOW));
    expect(lc).toContain('resolution of its board of directors');
    expect(lc).toMatch(/no later than\s+24-03-2026/);
    const confirmed = pdfText(await letterOfOfferPdf(row({ board_meeting_date: '2026-03-20' }), NOW));
    expect(confirmed).toContain('Board meeting date confirmed: 20-03-2026.');
    const sole = pdfText(await letterOfOfferPdf(row({}, kopi), NOW));
    expect(sole).not.toContain('board');
    expect(sole).toContain('KOPI CORNER TRADING (UEN 53312345D)');
  });

  it('refuses to write a letter that was never generated', async () => {
    await expect(letterOfOfferPdf(row({ letter_of_offer_on: null }), NOW)).rejects.toThrow(/no letter of offer/);
  });
});
