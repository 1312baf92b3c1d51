/**
 * Strings of the personal details screen that the catalogue (src/domain/messages.ts) does not hold yet.
 * move to the catalogue: every entry below is ours (the spec describes but does not quote them),
 * except the CPF column titles, quoted by spec 2, 2.1.
 */
export const text = {
  title: 'Personal Details', // move to the catalogue
  next: 'Next', // move to the catalogue
  back: 'Back', // move to the catalogue
  retry: 'Retry', // move to the catalogue
  showPrefilled: 'Show my details', // move to the catalogue
  hidePrefilled: 'Hide my details', // move to the catalogue
  showPrefilledOther: 'Show details', // move to the catalogue
  hidePrefilledOther: 'Hide details', // move to the catalogue
  prefilledHeading: 'Details retrieved from Myinfo', // move to the catalogue
  IDNumber: 'NRIC / FIN', // move to the catalogue
  Person_Name: 'Name', // move to the catalogue
  HANYU_PINYIN_NAME: 'Hanyu Pinyin Name', // move to the catalogue
  ALIAS_NAME: 'Alias', // move to the catalogue
  HANYU_PINYIN_ALIAS_NAME: 'Hanyu Pinyin Alias', // move to the catalogue
  MARRIED_NAME: 'Married Name', // move to the catalogue
  Gender: 'Gender', // move to the catalogue
  RACE_DESC: 'Race', // move to the catalogue
  DATE_OF_BIRTH: 'Date of Birth', // move to the catalogue
  NATIONALITY: 'Nationality', // move to the catalogue
  COUNTRY_OF_BIRTH: 'Country of Birth', // move to the catalogue
  RESI_STS: 'Residency Status', // move to the catalogue
  Position_Desc: 'Position', // move to the catalogue
  registeredAddress: 'Registered Address', // move to the catalogue
  incomeHeading: 'Notice of Assessment (last 2 years)', // move to the catalogue
  incomeColumns: {
    year: 'Year of Assessment',
    taxCategory: 'Type',
    assessableIncome: 'Assessable Income',
    employment: 'Employment',
    trade: 'Trade',
    rent: 'Rent',
    interest: 'Interest',
    taxClearance: 'Tax Clearance',
  }, // move to the catalogue
  cpfHeading: 'CPF Contribution History', // move to the catalogue
  cpfColumns: { forMonth: 'For Month', paidOn: 'Paid On', amount: 'Amount', employerContribution: 'Employer Contribution' }, // spec 2, 2.1 (quoted); move to the catalogue
  noRecords: 'No records', // move to the catalogue
  /** Spec 3, 3 enumerations (codes to words). */
  genders: { F: 'Female', M: 'Male', U: 'Unknown' } as Record<string, string>, // move to the catalogue
  residency: { A: 'Alien', C: 'Citizen', P: 'Permanent Resident', U: 'Unknown', N: 'Not Applicable' } as Record<string, string>, // move to the catalogue
} as const;

/** Section title for an applicant whose name is not known. move to the catalogue */
export const applicantFallbackTitle = (order: number): string => `Applicant ${order}`; // move to the catalogue
