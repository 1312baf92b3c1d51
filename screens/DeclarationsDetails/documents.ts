/**
 * Spec 2, 2.2: the six declaration links (AL1 to AL6). The documents are the bank's; the sandbox serves
 * a local placeholder page for each (the build emits them: scripts/documentPages.ts), opened in a new tab. AL3 is the police
 * advisory, shown in a pop-up instead.
 */
export type DocumentId = 'AL1' | 'AL2' | 'AL3' | 'AL4' | 'AL5' | 'AL6';

export const DECLARATION_DOCUMENTS: readonly { id: DocumentId; title: string }[] = [
  { id: 'AL1', title: 'Terms and Conditions Governing Business Financing' },
  { id: 'AL2', title: 'Data Protection Policy' },
  { id: 'AL3', title: 'Police Advisory' },
  { id: 'AL4', title: 'Internet Banking Terms and Conditions' },
  { id: 'AL5', title: 'Terms of Access to Digital Channels' },
  { id: 'AL6', title: 'Declaration on Property-Related Activities' },
];

/** The placeholder page of a document, under the app's base path (where the build emits it). */
export const documentHref = (id: DocumentId): string => `${import.meta.env.BASE_URL}documents/${id}.html`;

export const documentTitle = (id: DocumentId): string => DECLARATION_DOCUMENTS.find((d) => d.id === id)?.title ?? id;

/**
 * The four declarations (spec 2, 2.2), each naming the documents it rests on, in the page's order.
 * The wording is ours; the spec names the declarations only.
 */
export const DECLARATIONS: readonly { key: string; before: string; links: DocumentId[]; after: string }[] = [
  {
    key: 'terms',
    before: 'I have read, understood and agree to be bound by the',
    links: ['AL1', 'AL2'],
    after: ', and I consent to the bank collecting, using and disclosing my personal data for this application.',
  },
  {
    key: 'police',
    before: 'I have read and understood the',
    links: ['AL3'],
    after: ' on the misuse of payment or bank accounts.',
  },
  {
    key: 'access',
    before: 'I agree to the',
    links: ['AL4', 'AL5'],
    after: ' for the accounts and services opened with this application.',
  },
  {
    key: 'property',
    before: 'I have read and make the',
    links: ['AL6'],
    after: ': the financing will not be used to buy, develop or trade in property except as stated in this application.',
  },
];

/**
 * The extra declarations of the Online (BTL) product (spec 2, 2.2), from its eligibility and working
 * capital terms (spec 3, 9). Ours in wording.
 */
export const ONLINE_DECLARATIONS: readonly string[] = [
  'The group annual sales turnover of the business does not exceed S$100 million, or its group employment does not exceed 200 workers.',
  'At least 30% of the business is held by local equity (Singaporeans or Singapore Permanent Residents).',
  'The business has at most 5 directors, partners or owners, all of whom are Singaporeans or Singapore Permanent Residents.',
  'Directors, partners, owners and shareholders holding 20% or more of the business will act as guarantors for the financing.',
  'The business has been incorporated or registered for at least 1 year.',
];
