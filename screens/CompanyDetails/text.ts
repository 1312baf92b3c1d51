/**
 * Strings of the company details screen that the catalogue (src/domain/messages.ts) does not hold yet.
 * move to the catalogue: every entry below is ours (the spec describes but does not quote them).
 */
export const text = {
  title: 'Company Details', // move to the catalogue
  introLead: 'Have these supporting documents ready to speed up your application:', // move to the catalogue
  introDocuments: [
    'Latest 2 years of financial reports (profit and loss, balance sheet)', // move to the catalogue
    'Latest 6 months of operating bank statement', // move to the catalogue
  ],
  companySection: 'Company Information', // move to the catalogue
  registeredAddressSection: 'Registered Address', // move to the catalogue
  mailingSection: 'Mailing Address', // move to the catalogue
  financialSection: 'Financial Highlights', // move to the catalogue
  previousYearHeading: 'Previous Financial Year', // move to the catalogue
  addPreviousYear: '+ Add previous financial year', // move to the catalogue
  removePreviousYear: 'REMOVE', // move to the catalogue
  capitalSection: 'Capital', // move to the catalogue
  search: 'Search', // move to the catalogue
  next: 'Next', // move to the catalogue
  retry: 'Retry', // move to the catalogue
  amountHint: 'In SGD, digits with up to 2 decimals', // move to the catalogue
  profitHint: 'In SGD; a loss starts with a minus sign', // move to the catalogue
} as const;
