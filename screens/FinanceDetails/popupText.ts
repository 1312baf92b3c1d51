import type { ProductKind } from '../../src/domain';

/** The words of the start page's dialogs: they load with the dialogs, after the page has painted. */

const DOCUMENTS = ['Latest 2 years of financial reports (profit and loss, balance sheet)', 'Latest 6 months of operating bank statements'];

/** The Important Note popups (spec 1, 2.1): BTL for Online, hybrid for Personalised, AIP. */
export const IMPORTANT_NOTES: Record<ProductKind, { name: string; documents: string[]; information: string[] }> = {
  Online: { name: 'BTL', documents: DOCUMENTS, information: [] },
  Personalised: { name: 'hybrid', documents: [...DOCUMENTS, 'Option to Purchase (property purchase only)'], information: [] },
  AIP: {
    name: 'AIP',
    documents: [...DOCUMENTS, 'Option to Purchase, if you already have one'],
    information: [
      'Annual revenue',
      'Profit or loss',
      'Interest expense',
      'Depreciation or amortisation',
      'Average month-end balance over the last 6 months',
      'Monthly debt commitments with other banks',
      'Leasehold effective date',
    ],
  },
};

/** Spec 1, 5.1 "Scheme declaration content" (Enterprise Financing Scheme). */
export const SCHEME_DECLARATION = [
  'The funds will not be used to refinance existing loans.',
  'Group annual sales do not exceed S$100 million or group employment does not exceed 200 staff (working capital loan).',
  'Group annual sales do not exceed S$500 million (trade loan).',
  'At least 30% local equity is held, directly or indirectly, by Singaporeans or permanent residents.',
];
