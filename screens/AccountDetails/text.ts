/**
 * Labels and headings of the account details screen (ours unless marked). The spec's messages and
 * validation texts live in the one catalogue, src/domain/messages.ts.
 */
export const text = {
  title: 'Account Details',
  next: 'Next',
  back: 'Back',
  retry: 'Retry',
} as const;
