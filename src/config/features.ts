/** Spec 3, section 9: feature switches and their values. */
export const features = {
  captcha: false,
  otpBar: true,
  otpApi: true,
  accountCheck: true,
  nonLending: true,
  fixedInterestRate: false,
  /** Spec 2, 2.2: the police advisory's alternative wording; its value is not shown (ours: off). */
  policeAdvisoryNewWording: false,
} as const;
