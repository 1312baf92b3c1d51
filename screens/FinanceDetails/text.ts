import type { ProductKind } from '../../src/domain';

/** Copy of the start page the spec describes without quoting (ours), kept out of the views. */

export const PRODUCT_CARDS: readonly { kind: ProductKind; title: string; body: string }[] = [
  { kind: 'Online', title: 'Online', body: 'Instant business term loan with an amount slider and indicative instalments.' },
  { kind: 'AIP', title: 'Approval In-Principle (property)', body: 'For a property purchase: an approval in-principle valid 30 days unless extended.' },
  { kind: 'Personalised', title: 'Personalised', body: 'Financing shaped around one or more purposes: working capital, property, trade, government assistance or ESG.' },
];

/** Islamic versus Conventional (spec 1, 2.1: shown with the product cards). */
export const COMPARISON: readonly { aspect: string; islamic: string; conventional: string }[] = [
  { aspect: 'Basis', islamic: 'Shariah-compliant contract (trade or lease based)', conventional: 'Loan with interest' },
  { aspect: 'Pricing', islamic: 'Profit rate agreed upfront', conventional: 'Interest rate' },
  { aspect: 'Use of funds', islamic: 'Halal business purposes only', conventional: 'Any lawful business purpose' },
  { aspect: 'Offered for', islamic: 'Working capital, property and trade', conventional: 'Every product and purpose' },
];

export const PURPOSE_TOOLTIP =
  'Working Capital: day-to-day operations. Property: buying or refinancing business premises. Trade: imports, exports and supplier payments. Government Assistance Scheme: the Enterprise Financing Scheme. ESG: environmental, social and governance projects.';

export const HALAL_LABEL = 'I declare that the financing and my business activities are Halal and Shariah-compliant.';

/** The start page's declaration and T&C, each to be opened before the box can be ticked (spec 1, 5.1). */
export const START_DECLARATION_LINKS = [
  {
    id: 'declaration',
    title: 'Declaration',
    text: 'I declare that the information given in this application is true and complete, and that I am authorised to apply on behalf of the business.',
  },
  {
    id: 'terms',
    title: 'Terms and Conditions',
    text: 'The bank may verify the information given, obtain credit reports and share the application with its service providers to assess it.',
  },
] as const;

export const START_DECLARATION_LABEL = 'I have read and agree to the Declaration and the Terms and Conditions.';

