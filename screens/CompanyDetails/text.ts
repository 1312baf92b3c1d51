/**
 * Labels and headings of the company details screen (ours unless marked). The spec's messages and
 * validation texts live in the one catalogue, src/domain/messages.ts.
 */
export const text = {
  title: 'Company Details',
  introLead: 'Have these supporting documents ready to speed up your application:',
  introDocuments: [
    'Latest 2 years of financial reports (profit and loss, balance sheet)',
    'Latest 6 months of operating bank statement',
  ],
  companySection: 'Company Information',
  registeredAddressSection: 'Registered Address',
  mailingSection: 'Mailing Address',
  financialSection: 'Financial Highlights',
  previousYearHeading: 'Previous Financial Year',
  addPreviousYear: '+ Add previous financial year',
  removePreviousYear: 'Remove',
  capitalSection: 'Capital',
  search: 'Search',
  next: 'Next',
  retry: 'Retry',
  amountHint: 'In SGD, digits with up to 2 decimals',
  profitHint: 'In SGD; a loss starts with a minus sign',
} as const;
