import { z } from 'zod';
import { envelope } from './common';
import { OrderNumber } from './person';

/** Spec 2, section 7: PUT putSubmitwithFields/{stateId}. */
export const SubmitRequest = z.object({
  RefNo: z.string().min(1, 'RefNo is required'),
  OrderNumber,
  IDNumber: z.string().min(1, 'IDNumber is required'),
  Status: z.enum(['Submitted', 'Rejected']),
  isAuthorisedPerson: z.string().optional(),
  IsNonLendingCompleted: z.enum(['Y', 'N']),
});
export type SubmitRequest = z.infer<typeof SubmitRequest>;

export const SubmitResponse = envelope(z.object({ refNo: z.string().nullable() }).nullable());
export type SubmitResponse = z.infer<typeof SubmitResponse>;
