import { z } from 'zod';
import { envelope } from './common';

/** Spec 1, 4.1: 12000 for a business first-user continue, otherwise 13000. */
export const PackageId = z.enum(['12000', '13000']);

export const CreateStateRequest = z.object({
  packageId: PackageId,
  /** Browser name, version, full version, OS, host name and user agent, as XML. */
  dataFields: z.string().max(8000),
});
export type CreateStateRequest = z.infer<typeof CreateStateRequest>;

/** Spec 1, 3.2. clientSecret is part of the record but the sandbox never sends a real one to a browser. */
export const StateRecord = z.object({
  stateId: z.string().min(1),
  packageId: PackageId,
  referenceNo: z.string(),
  packageName: z.string(),
  appId: z.string(),
  clientID: z.string(),
  clientSecret: z.string(),
  scope: z.string(),
  returnURL: z.string(),
  /**
   * Outside SIM, where the browser goes to sign in: the provider's authorisation address with the
   * request the bank's configuration makes (spec 1, 4.1); empty in the sandbox, which has no provider.
   */
  authoriseURL: z.string().max(4000),
});
export type StateRecord = z.infer<typeof StateRecord>;

export const CreateStateResponse = envelope(StateRecord.nullable());
export type CreateStateResponse = z.infer<typeof CreateStateResponse>;
