/**
 * Strings of the account details screen that the catalogue (src/domain/messages.ts) does not hold yet.
 * move to the catalogue: every entry below is ours.
 */
export const text = {
  title: 'Account Details', // move to the catalogue
  next: 'Next', // move to the catalogue
  back: 'Back', // move to the catalogue
  retry: 'Retry', // move to the catalogue
} as const;
