/** Labels of the declarations screen (ours: the spec names the parts, not their words). */
export const text = {
  title: 'Declarations',
  intro: 'Please read each of the documents below before you accept the declarations.',
  read: 'read',
  onlineHeading: 'Declarations for the Business Term Loan',
  applicantDeclare: 'I have read, understood and agree to the declarations, terms and conditions above.',
  back: 'Back',
  next: 'Next',
} as const;
