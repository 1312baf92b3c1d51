/**
 * Contact details and addresses the status pages show. The spec leaves them as placeholders ({email},
 * {phone}, "branch locator link", the account pages behind Discover and Open an account): the values
 * below are ours, on reserved example addresses, to be replaced by the bank's (one file to change).
 */
export const BANK_SITE = 'https://www.example.com/business/';

/** The shared support mailbox (spec 2, 9; spec 3, 2: {email}). */
export const SUPPORT_EMAIL = 'sme.efinancing@example.com';

/** The help line (spec 2, 2.12 "help-line text"; spec 3, 2: {phone}). */
export const HELP_LINE = '+65 6000 0000';

/** Spec 3, 2 "AIP rejected or expired page": the branch locator. */
export const BRANCH_LOCATOR_URL = `${BANK_SITE}branch-locator`;

export interface CurrentAccountCard {
  id: 'flexible' | 'premier' | 'sgd';
  title: string;
  description: string;
  discoverUrl: string;
  openUrl: string;
}

/** Spec 2, 2.12 "Account-type picker": three current accounts, each with Discover and Open an account. */
export const CURRENT_ACCOUNTS: readonly CurrentAccountCard[] = [
  {
    id: 'flexible',
    title: 'Flexible Current Account',
    description: 'A current account that adapts to your business, with flexible transaction bundles.', // ours
    discoverUrl: `${BANK_SITE}accounts/flexible-current-account`,
    openUrl: `${BANK_SITE}accounts/flexible-current-account/apply`,
  },
  {
    id: 'premier',
    title: 'Premier Current Account',
    description: 'For established businesses: preferential rates and a dedicated relationship team.', // ours
    discoverUrl: `${BANK_SITE}accounts/premier-current-account`,
    openUrl: `${BANK_SITE}accounts/premier-current-account/apply`,
  },
  {
    id: 'sgd',
    title: 'Singapore Dollar Current Account',
    description: 'Everyday collections and payments in Singapore dollars, with online banking.', // ours
    discoverUrl: `${BANK_SITE}accounts/sgd-current-account`,
    openUrl: `${BANK_SITE}accounts/sgd-current-account/apply`,
  },
];
