import { z } from 'zod';
import { envelope } from './common';

/** The stages the bank names (spec 3, 4): the summary's submit runs the check at APPSUBMIT. */
export const PreQualificationStage = z.enum(['APPSTART', 'APPSUBMIT', 'APPRESUME']);
export type PreQualificationStage = z.infer<typeof PreQualificationStage>;

/**
 * Spec 2, 4 "Submit on the summary" step 4 and section 7: GET PreQualificationknockout/{sessionId}/{param}.
 * model.status SUCCESS or GREEN passes; anything else fails with model.error.code (M12 when there is none).
 */
export const PreQualificationResponse = envelope(
  z
    .object({
      status: z.string(),
      error: z.object({ code: z.string().nullish() }).nullish(),
    })
    .nullable(),
);
export type PreQualificationResponse = z.infer<typeof PreQualificationResponse>;
