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

/**
 * A deployment's switches: the spec's values with what its setting names changed, e.g.
 * "otpBar=off,fixedInterestRate=on". The front end reads VITE_FEATURES at build, the bank FEATURES at
 * start: the two must say the same, and the bank, which decides, refuses what its own switches forbid.
 */
export function featuresFrom(setting: string | undefined, base: Features = features): Features {
  const result: Record<string, boolean> = { ...base };
  for (const part of (setting ?? '').split(',').map((p) => p.trim()).filter(Boolean)) {
    const [name, value] = part.split('=').map((p) => p.trim());
    if (!(name in base)) throw new Error(`Unknown feature switch "${name}": the switches are ${Object.keys(base).join(', ')}.`);
    if (value !== 'on' && value !== 'off') throw new Error(`Feature switch ${name} takes on or off; got "${value ?? ''}".`);
    result[name] = value === 'on';
  }
  return result as Features;
}
