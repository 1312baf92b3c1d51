/**
 * Spec 2, 2.2: the six declaration links (AL1 to AL6). The documents themselves are the bank's; the
 * sandbox shows a short summary of each so the "read before ticking" rule can be exercised.
 */
export const DECLARATION_LINKS = [
  { id: 'AL1', title: 'Terms and Conditions', text: 'The terms and conditions that govern business financing with the bank.' },
  { id: 'AL2', title: 'Data Protection Policy', text: 'How the bank collects, uses and discloses your personal data.' },
  {
    id: 'AL3',
    title: 'Police advisory',
    text: 'Do not allow your payment or bank accounts to be used by others. Misuse of payment or bank accounts for unlawful purposes is an offence, with penalties of up to $250,000 or 5 years of imprisonment, or both.',
  },
  { id: 'AL4', title: 'Internet Banking Terms', text: 'The terms for using the bank\'s internet banking services.' },
  { id: 'AL5', title: 'Access Terms', text: 'The terms of access to the bank\'s digital channels.' },
  { id: 'AL6', title: 'Property-activity declaration', text: 'Your declaration on the business\'s property-related activities.' },
] as const;
