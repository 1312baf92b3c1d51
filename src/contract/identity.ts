import { z } from 'zod';
import { envelope } from './common';

/**
 * National data retrieval (spec 2, section 7). In UAT/PROD the code comes from the identity provider;
 * in the other modes the return page asks for an NRIC or UEN, and that entry is the code.
 */
export const MyInfoDataResponse = z.object({
  statuscode: z.string(),
  message: z.string().optional(),
  /** Ours: once the identity service has said who is using the session, the bank's new token for it. */
  token: z.string().min(1).optional(),
  tokenExpirationDate: z.string().min(1).optional(),
});
export type MyInfoDataResponse = z.infer<typeof MyInfoDataResponse>;

/**
 * Entity validation with state: code '0' is OK; 1010, M10, M27 mean InvalidDirectors; others InvalidEntity.
 * With M02 the bank lists what the identity profile lacks (spec 2, 8 "M02 plus field list"), by the
 * labels of domain's missingIdentityLabels.
 */
export const ValidateEntityResponse = envelope(
  z.object({ code: z.string(), missingFields: z.array(z.string().min(1)).optional() }).nullable(),
);
export type ValidateEntityResponse = z.infer<typeof ValidateEntityResponse>;

/** SIM only: the personas a tester may sign in as. */
export const Persona = z.object({
  uen: z.string(),
  companyName: z.string(),
  entityType: z.string(),
  description: z.string(),
  persons: z.array(z.object({ nric: z.string(), name: z.string(), role: z.string() })),
});
export type Persona = z.infer<typeof Persona>;
export const PersonaList = z.object({ personas: z.array(Persona) });
