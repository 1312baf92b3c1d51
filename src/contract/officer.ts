import { z } from 'zod';
import { requiredText } from './common';
import { AipResponse } from './status';

/**
 * The officer console of the sandbox bank (SIM only; ours, spec 2, section 4 leaves the progress
 * transitions to the bank's back office). It is how testers move an application to every status page.
 */
export const ProductCode = z.enum(['BTL', 'PBF', 'AIP']);

/** Every progress code of spec 3, section 4, plus the two statuses. */
export const PROGRESS_CODES = [
  'application_pending', 'application_complete',
  'LP', 'LI', 'LA', 'LE', 'DI', 'DC', 'DE', 'RJ', 'AB', 'UM', 'CN', 'AP',
  'APN', 'ALP', 'AAP', 'AHB', 'LAP', 'AUM', 'AEX', 'ARJ',
  'HLP', 'HLA', 'HRJ', 'HAB', 'HUM',
] as const;
export const ProgressCode = z.enum(PROGRESS_CODES);

export const OfficerApplication = z.object({
  referenceNo: z.string(),
  stateId: z.string(),
  uen: z.string(),
  companyName: z.string(),
  entityTypeCode: z.string(),
  product: z.string(),
  status: z.string(),
  progress: z.string(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  deadline: z.string().nullable(),
  expiryDate: z.string().nullable(),
  letterOfOfferOn: z.string().nullable(),
  boardMeetingDate: z.string().nullable(),
  hasAipResponse: z.boolean(),
  applicants: z.array(z.object({ order: z.number(), idNumber: z.string(), name: z.string(), submitted: z.boolean(), mobile: z.string() })),
});
export type OfficerApplication = z.infer<typeof OfficerApplication>;
export const OfficerApplicationList = z.object({ applications: z.array(OfficerApplication) });

/**
 * Creates a submitted application straight from a persona, for products the online journey does not
 * take yet and to reach status pages quickly. `submitted` says who has submitted: the first applicant
 * only, or all of them.
 */
export const CreateOfficerApplication = z.object({
  uen: requiredText('uen'),
  product: ProductCode,
  financingType: z.enum(['Conventional', 'Islamic']).default('Conventional'),
  amount: z.number().positive().max(10_000_000).default(100_000),
  tenure: z.number().int().min(1).max(30).default(5),
  progress: ProgressCode.default('application_pending'),
  submitted: z.enum(['first', 'all']).default('all'),
  /** AIP only: whether the applicant has an existing Option to Purchase ('Y'/'N'). */
  isExistingOTPAvailable: z.enum(['Y', 'N', '']).default(''),
});
export type CreateOfficerApplication = z.input<typeof CreateOfficerApplication>;

export const SetProgress = z.object({ progress: ProgressCode });

/** The four AIP offer shapes of spec 3 ("AIP approved page"), or a response given field by field. */
export const AipShape = z.enum(['noProperty', 'freehold', 'leasehold', 'leaseholdJtc']);
export const AttachAipResponse = z.union([
  z.object({ shape: AipShape }),
  z.object({ response: AipResponse }),
]);

/** Dates as yyyy-mm-dd (Singapore calendar days). */
const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'dates are yyyy-mm-dd');
export const GenerateLetterOfOffer = z.object({ generatedOn: Day.optional() });
export const SetDates = z.object({
  deadline: Day.optional(),
  expiryDate: Day.optional(),
  letterOfOfferOn: Day.optional(),
  /** Ends the application's life: the status lookup then reports EXPIRED. */
  expire: z.boolean().optional(),
});
export const OfficerResult = z.object({ ok: z.literal(true), application: OfficerApplication });
