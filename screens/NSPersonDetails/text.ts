import { IDENTITY_FIELD_LABELS } from '../../src/domain';

/**
 * Labels and headings of the personal details screen (ours unless marked). The spec's messages and
 * validation texts live in the one catalogue, src/domain/messages.ts.
 */
export const text = {
  title: 'Personal Details',
  next: 'Next',
  back: 'Back',
  retry: 'Retry',
  /** The holders dropdown of applicant 2 (spec 2, 2.1; spec 1, 2.4). */
  holder: 'Authorised Person',
  showPrefilled: 'Show my details',
  hidePrefilled: 'Hide my details',
  showPrefilledOther: 'Show details',
  hidePrefilledOther: 'Hide details',
  prefilledHeading: 'Details retrieved from Myinfo',
  Person_Name: 'Name',
  HANYU_PINYIN_NAME: 'Hanyu Pinyin Name',
  ALIAS_NAME: 'Alias',
  HANYU_PINYIN_ALIAS_NAME: 'Hanyu Pinyin Alias',
  MARRIED_NAME: 'Married Name',
  // The same words the M02 error page lists missing fields by.
  ...IDENTITY_FIELD_LABELS,
  registeredAddress: 'Registered Address',
  incomeHeading: 'Notice of Assessment (last 2 years)',
  incomeColumns: {
    year: 'Year of Assessment',
    taxCategory: 'Type',
    assessableIncome: 'Assessable Income',
    employment: 'Employment',
    trade: 'Trade',
    rent: 'Rent',
    interest: 'Interest',
    taxClearance: 'Tax Clearance',
  },
  cpfHeading: 'CPF Contribution History',
  cpfColumns: { forMonth: 'For Month', paidOn: 'Paid On', amount: 'Amount', employerContribution: 'Employer Contribution' }, // spec 2, 2.1 (quoted)
  noRecords: 'No records',
} as const;

/** Spec 3, 2 (SPersonDetails): a sole proprietor's page heads its panels Authorised Person 1 and 2. */
export const authorisedPersonTitle = (order: number): string => `Authorised Person ${order}`;

/** Section title for an applicant whose name is not known. */
export const applicantFallbackTitle = (order: number): string => `Applicant ${order}`;
