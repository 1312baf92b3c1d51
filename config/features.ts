/** Spec 3, section 9: feature switches and their values. */
export const features = {
  captcha: false,
  otpBar: true,
  otpApi: true,
  accountCheck: true,
  nonLending: true,
  /**
   * Spec 2, 4 "Return from the national identity service" step 4: the web-application assessment, a
   * pre-qualification knockout for a first user right after the identity service (value not shown; ours: on,
   * the sandbox bank runs it). Off, the chart still passes through the step, which then asks nothing.
   */
  webAssessment: true,
  fixedInterestRate: false,
  /** Spec 2, 2.2: the police advisory's alternative wording; its value is not shown (ours: off). */
  policeAdvisoryNewWording: false,
} as const;

/** The switches a journey runs with: the chart takes them as input, so a test or an app can set others. */
export type Features = { readonly [K in keyof typeof features]: boolean };
