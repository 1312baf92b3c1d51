import { z } from 'zod';

/** Ours: the longest reference or application number and the longest UEN or NRIC/FIN the bank takes. */
export const REFERENCE_MAX = 40;
export const ID_MAX = 20;

/** A required value the user or the client types: trimmed, not empty, at most `max` characters when given. */
export const requiredText = (field: string, max?: number) => {
  const text = z.string().trim().min(1, `${field} is required`);
  return max === undefined ? text : text.max(max);
};

/** Y/N flags as the bank sends them. */
export const YN = z.enum(['Y', 'N']);
export type YN = z.infer<typeof YN>;

/** 'true'/'false' strings: the bank's API spells some booleans this way (isFirstUser, SubmittedApplicants). */
export const BoolString = z.enum(['true', 'false']);

/** Text that may arrive as null from the bank; normalised to '' so views never print "null". */
export const Text = z.string().nullish().transform((v) => v ?? '');

/** Every SMEDL answer carries isSucess (the bank's spelling). */
export const envelope = <T extends z.ZodTypeAny>(model: T) =>
  z.object({ isSucess: z.boolean(), message: z.string().optional(), model });

/** Reads that come back as model.fields.request, with Data 'Empty' when there is nothing. */
export const formEnvelope = <T extends z.ZodTypeAny>(request: T) =>
  envelope(
    z.object({
      Data: z.string().optional(),
      fields: z.object({ request: request.nullable() }).nullable().optional(),
    }),
  );

export const SaveResult = z.object({ isSucess: z.boolean(), message: z.string().optional() });
export type SaveResult = z.infer<typeof SaveResult>;

/** The body of every 4xx/5xx answer of the sandbox bank. */
export const ErrorBody = z.object({
  isSucess: z.literal(false),
  statusCode: z.number(),
  error: z.string(),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
