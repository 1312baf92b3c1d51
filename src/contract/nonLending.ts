import { z } from 'zod';
import { envelope, REFERENCE_MAX, requiredText, YN } from './common';

/** Spec 2, section 7 "Non-lending get / save": the save spells the flags in PascalCase. */
export const SaveNonLendingRequest = z.object({
  referenceno: requiredText('referenceno', REFERENCE_MAX),
  BusinessInsurance: YN,
  FXDeskServices: YN,
  HalalNetworkAndCertifiedAdvisory: YN,
  MYCurrentAccount: YN,
  SMEStartDigital: YN,
});
export type SaveNonLendingRequest = z.infer<typeof SaveNonLendingRequest>;

/** Spec 2, section 3 "Non-lending preferences": the read spells them in camelCase. */
export const NonLendingPreferences = z.object({
  myCurrentAccount: YN,
  fxDeskServices: YN,
  businessInsurance: YN,
  smeStartDigital: YN,
  halalNetworkAndCertifiedAdvisory: YN,
});
export type NonLendingPreferences = z.infer<typeof NonLendingPreferences>;
export const GetNonLendingResponse = envelope(NonLendingPreferences.nullable());
