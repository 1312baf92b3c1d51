/** Spec 3, section 9: feature switches and their values. */
export const features = {
  captcha: false,
  otpBar: true,
  otpApi: true,
  accountCheck: true,
  nonLending: true,
  fixedInterestRate: false,
} as const;
