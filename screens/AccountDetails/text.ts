/**
 * Labels and headings of the account details screen (ours unless marked). The spec's messages and
 * validation texts live in the one catalogue, src/domain/messages.ts.
 */
export const text = {
  title: 'Account Details',
  next: 'Next',
  back: 'Back',
  retry: 'Retry',
  yes: 'Yes',
  no: 'No',
  ok: 'OK',
  noActiveAccountTitle: 'No active account found',
  noResultTitle: 'No result',
  noAccountTitle: 'No current or savings account',
} as const;
