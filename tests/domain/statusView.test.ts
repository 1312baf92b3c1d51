import { describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { needsBoardMeeting } from '../../src/domain/statusPages';
import {
  applicantsProgress,
  combinedApplications,
  combinedApplicationsText,
  displayDate,
  isSubmitted,
  rejectKind,
  rejectMessage,
  statusPurposeText,
  statusRateLabel,
  submitHeadline,
  thankYouText,
  type StatusViewInput,
} from '../../src/domain/statusView';
import { pageMessages } from '../../src/domain/pageMessages';

const applicants = (...statuses: string[]): StatusViewInput['ApplicantsStatus'] =>
  statuses.map((status, i) => ({ name: `Applicant ${i + 1}`, status }));

const NO_PURPOSE = { WCL: 'N', Property: 'N', Trade: 'N', GAS: 'N', ESG: 'N' };
const NO_NON_LENDING = { MYCurrentAccount: 'N', FXDeskServices: 'N', BusinessInsurance: 'N', SMEStartDigital: 'N', HalalNetworkAndCertifiedAdvisory: 'N' };

/** Spec 2, 4 "Applicant status": 'submitted' (case-insensitive) means complete; any other is pending. */
describe('isSubmitted', () => {
  it.each(['submitted', 'Submitted', 'SUBMITTED'])("'%s' is complete", (status) => {
    expect(isSubmitted(status)).toBe(true);
  });

  it.each(['pending', 'Pending', 'in progress', 'submit', '', null, undefined])("'%s' is pending", (status) => {
    expect(isSubmitted(status)).toBe(false);
  });
});

/** Spec 2, 2.8: the lists of completed and pending applicant names. */
describe('applicantsProgress', () => {
  it('1 of 2 done: one name in each list, not all done', () => {
    expect(applicantsProgress({ ApplicantsStatus: applicants('Submitted', 'Pending') })).toEqual({
      done: ['Applicant 1'],
      pending: ['Applicant 2'],
      total: 2,
      allDone: false,
    });
  });

  it('2 of 2 done, whatever the case of submitted: all done', () => {
    expect(applicantsProgress({ ApplicantsStatus: applicants('submitted', 'SUBMITTED') })).toEqual({
      done: ['Applicant 1', 'Applicant 2'],
      pending: [],
      total: 2,
      allDone: true,
    });
  });

  it('none done: every name pending', () => {
    expect(applicantsProgress({ ApplicantsStatus: applicants('Pending', '') })).toMatchObject({ done: [], pending: ['Applicant 1', 'Applicant 2'], allDone: false });
  });

  it('no applicants listed: nobody has completed, so not all done (our reading)', () => {
    expect(applicantsProgress({ ApplicantsStatus: [] })).toEqual({ done: [], pending: [], total: 0, allDone: false });
    expect(applicantsProgress({ ApplicantsStatus: null }).allDone).toBe(false);
  });
});

/**
 * Spec 2, 2.8 headline: "all applicants complete -> final thank-you; otherwise 'Joint Application in
 * Progress (n/total Done)' for non-sole, or 'Submission in Progress'".
 */
describe('submitHeadline', () => {
  it.each<[string, StatusViewInput, string]>([
    ['non-sole, 1 of 2 done', { SoleorNonSole: 'NonSole', ApplicantsStatus: applicants('Submitted', 'Pending') }, 'Joint Application in Progress (1/2 Done)'],
    ['non-sole, 0 of 3 done', { SoleorNonSole: 'NonSole', ApplicantsStatus: applicants('Pending', 'Pending', 'Pending') }, 'Joint Application in Progress (0/3 Done)'],
    ['non-sole, 2 of 3 done', { SoleorNonSole: 'NonSole', ApplicantsStatus: applicants('Submitted', 'Pending', 'submitted') }, 'Joint Application in Progress (2/3 Done)'],
    ['sole, 1 of 2 done', { SoleorNonSole: 'Sole', ApplicantsStatus: applicants('Submitted', 'Pending') }, 'Submission in Progress'],
    ['sole, none done', { SoleorNonSole: 'Sole', ApplicantsStatus: applicants('Pending') }, 'Submission in Progress'],
    ['non-sole, all done', { SoleorNonSole: 'NonSole', ApplicantsStatus: applicants('Submitted', 'Submitted') }, pageMessages.thankYouTitle],
    ['sole, all done', { SoleorNonSole: 'Sole', ApplicantsStatus: applicants('Submitted') }, pageMessages.thankYouTitle],
  ])('%s', (_, status, headline) => {
    expect(submitHeadline(status)).toBe(headline);
  });

  it("reads 'Non-Sole' and 'NONSOLE' as non-sole too (our reading of the bank's spelling)", () => {
    const oneOfTwo = applicants('Submitted', 'Pending');
    expect(submitHeadline({ SoleorNonSole: 'Non-Sole', ApplicantsStatus: oneOfTwo })).toBe('Joint Application in Progress (1/2 Done)');
    expect(submitHeadline({ SoleorNonSole: 'NONSOLE', ApplicantsStatus: oneOfTwo })).toBe('Joint Application in Progress (1/2 Done)');
  });
});

/** Spec 2, 2.8: "Thank-you text varies by product and applicant status". */
describe('thankYouText', () => {
  const allDone = applicants('Submitted', 'Submitted');
  const oneOfTwo = applicants('Submitted', 'Pending');

  it.each<[string, StatusViewInput, string]>([
    ['online (BTL), all done', { ProductType: 'BTL', ApplicantsStatus: allDone }, pageMessages.thankYouOnlineComplete],
    ['online (BTL), 1 of 2 done', { ProductType: 'BTL', ApplicantsStatus: oneOfTwo }, pageMessages.thankYouOnlinePending],
    ['personalised (PBF), all done', { ProductType: 'PBF', ApplicantsStatus: allDone }, pageMessages.thankYouOtherComplete],
    ['personalised (PBF), 1 of 2 done', { ProductType: 'PBF', ApplicantsStatus: oneOfTwo }, pageMessages.thankYouOtherPending],
    ['AIP, all done', { ProductType: 'AIP', ApplicantsStatus: allDone }, pageMessages.thankYouOtherComplete],
    ['AIP, 1 of 2 done', { ProductType: 'AIP', ApplicantsStatus: oneOfTwo }, pageMessages.thankYouOtherPending],
  ])('%s', (_, status, text) => {
    expect(thankYouText(status)).toBe(text);
  });

  it('gives four different texts: two products by two applicant states', () => {
    const texts = ['BTL', 'PBF'].flatMap((ProductType) => [allDone, oneOfTwo].map((ApplicantsStatus) => thankYouText({ ProductType, ApplicantsStatus })));
    expect(new Set(texts).size).toBe(4);
  });
});

/** Spec 2, 2.8: "indicative interest rate or profit rate (interest if conventional, else profit)". */
describe('statusRateLabel', () => {
  it.each([['Conventional'], ['conventional']])('%s: interest rate', (FinancingType) => {
    expect(statusRateLabel({ FinancingType })).toBe(messages.labelInterestRate);
    expect(messages.labelInterestRate).toMatch(/interest rate/i);
  });

  it.each([['Islamic'], [''], [null]])('%s: profit rate', (FinancingType) => {
    expect(statusRateLabel({ FinancingType })).toBe(messages.labelProfitRate);
    expect(messages.labelProfitRate).toMatch(/profit rate/i);
  });
});

/** Spec 2, 2.16 / spec 3, 2: "purpose (Property for AIP, otherwise chosen purposes joined by commas)". */
describe('statusPurposeText', () => {
  it('AIP: Property, whatever the flags say', () => {
    expect(statusPurposeText({ ProductType: 'AIP', ...NO_PURPOSE })).toBe('Property');
    expect(statusPurposeText({ ProductType: 'AIP', ...NO_PURPOSE, WCL: 'Y', Trade: 'Y' })).toBe('Property');
  });

  it('other products: the chosen purposes, in the start page order, joined by commas', () => {
    expect(statusPurposeText({ ProductType: 'PBF', ...NO_PURPOSE, ESG: 'Y', WCL: 'Y', Trade: 'Y' })).toBe('Working Capital, Trade, ESG');
    expect(statusPurposeText({ ProductType: 'PBF', WCL: 'Y', Property: 'Y', Trade: 'Y', GAS: 'Y', ESG: 'Y' })).toBe(
      'Working Capital, Property, Trade, Government Assistance Scheme, ESG',
    );
  });

  it('one purpose: no comma', () => {
    expect(statusPurposeText({ ProductType: 'PBF', ...NO_PURPOSE, GAS: 'Y' })).toBe('Government Assistance Scheme');
  });

  it('no purpose chosen: empty', () => {
    expect(statusPurposeText({ ProductType: 'PBF', ...NO_PURPOSE })).toBe('');
  });
});

/** Spec 2, 2.8 and 2.16: "combined non-lending applications or Not Applicable"; titles of spec 2, 2.11. */
describe('combined applications', () => {
  it('none chosen: Not Applicable', () => {
    expect(combinedApplications(NO_NON_LENDING)).toEqual([]);
    expect(combinedApplicationsText(NO_NON_LENDING)).toBe('Not Applicable');
  });

  it('one chosen: its title', () => {
    expect(combinedApplicationsText({ ...NO_NON_LENDING, BusinessInsurance: 'Y' })).toBe('Business Insurance');
  });

  it('several chosen: their titles joined by commas', () => {
    expect(combinedApplicationsText({ ...NO_NON_LENDING, FXDeskServices: 'Y', HalalNetworkAndCertifiedAdvisory: 'Y' })).toBe(
      'FX Desk Services, Halal Network and Certified Advisory',
    );
  });

  it('all five chosen: the five titles', () => {
    const all = { MYCurrentAccount: 'Y', FXDeskServices: 'Y', BusinessInsurance: 'Y', SMEStartDigital: 'Y', HalalNetworkAndCertifiedAdvisory: 'Y' };
    expect(combinedApplications(all)).toEqual([
      'Current Account',
      'FX Desk Services',
      'Business Insurance',
      'Digital SME Starter Solution',
      'Halal Network and Certified Advisory',
    ]);
  });
});

describe('displayDate', () => {
  it('shows an ISO date as dd-mm-yyyy and passes the bank dd-mm-yyyy through', () => {
    expect(displayDate('2026-03-05')).toBe('05-03-2026');
    expect(displayDate('05-03-2026')).toBe('05-03-2026');
  });

  it('shows nothing without a date', () => {
    expect(displayDate(null)).toBe('');
    expect(displayDate('')).toBe('');
  });
});

/**
 * Spec 2, 2.16 and spec 3, 2 "Rejected page": "RJ - unsuccessful, reapply immediately with a property loan,
 * or 12 months from the status created date without one; ARJ - reapply immediately; UM - sales personnel
 * will be in touch within 2 business days; otherwise generic unsuccessful". The routing sends HRJ, HAB,
 * HUM and ARJ here (spec 2, 4); HRJ and HUM are the hybrid rejected and unable-to-process codes (spec 3, 4).
 */
describe('rejectMessage', () => {
  const created = { StatusCreatedDate: '2026-03-05' };

  it.each(['RJ', 'HRJ'])('%s: unsuccessful, reapply now with a property loan or 12 months from the status created date without one', (ApplicationProgress) => {
    const text = rejectMessage({ ApplicationProgress, ...created });
    expect(text).toBe(pageMessages.rejectedRJ('05-03-2026'));
    expect(text).toMatch(/unsuccessful/);
    expect(text).toMatch(/reapply immediately with a property loan/);
    expect(text).toMatch(/12 months from 05-03-2026 without a property loan/);
  });

  it('RJ without a status created date still names a date to count from (our reading)', () => {
    expect(rejectMessage({ ApplicationProgress: 'RJ', StatusCreatedDate: '' })).toBe(pageMessages.rejectedRJ(pageMessages.statusDecisionDate));
  });

  it('ARJ: reapply immediately', () => {
    const text = rejectMessage({ ApplicationProgress: 'ARJ', ...created });
    expect(text).toBe(pageMessages.rejectedARJ);
    expect(text).toMatch(/reapply immediately\.$/);
  });

  it.each(['UM', 'HUM'])('%s: sales personnel in touch within 2 business days', (ApplicationProgress) => {
    const text = rejectMessage({ ApplicationProgress, ...created });
    expect(text).toBe(pageMessages.rejectedUM);
    expect(text).toMatch(/sales personnel will be in touch with you within 2 business days/);
  });

  it.each(['HAB', 'AB', 'LP', '', null])('%s: the generic unsuccessful message', (ApplicationProgress) => {
    const text = rejectMessage({ ApplicationProgress, ...created });
    expect(text).toBe(pageMessages.rejectedGeneric);
    expect(text).toMatch(/unsuccessful/);
    expect(text).not.toMatch(/reapply/);
  });

  it('the four messages differ', () => {
    const texts = ['RJ', 'ARJ', 'UM', 'HAB'].map((ApplicationProgress) => rejectMessage({ ApplicationProgress, ...created }));
    expect(new Set(texts).size).toBe(4);
  });
});

/** Spec 2, 2.16: the amount is "hidden for UM"; HUM reads as UM, every other code shows it. */
describe('rejectKind', () => {
  it.each<[string | null, string]>([
    ['RJ', 'RJ'],
    ['HRJ', 'RJ'],
    ['ARJ', 'ARJ'],
    ['UM', 'UM'],
    ['HUM', 'UM'],
    ['HAB', 'other'],
    ['AB', 'other'],
    [null, 'other'],
  ])('%s -> %s', (progress, kind) => {
    expect(rejectKind(progress)).toBe(kind);
  });
});

/** Spec 2, 2.14 and 6: entity types LL, LC and PCLS confirm a board meeting date; the letter of offer says it is received. */
describe('needsBoardMeeting', () => {
  it.each(['LL', 'LC', 'PCLS'])('%s: yes', (type) => {
    expect(needsBoardMeeting(type)).toBe(true);
  });

  it.each(['S', 'P', 'PCL', '', null, undefined])('%s: no', (type) => {
    expect(needsBoardMeeting(type)).toBe(false);
  });
});
