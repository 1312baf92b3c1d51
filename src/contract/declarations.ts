import { z } from 'zod';

export const SaveDeclarationsRequest = z.object({
  StateId: z.string().min(1, 'StateId is required'),
  Request: z.literal(true, { message: 'Request must be true: the applicant must accept the declarations' }),
});
export type SaveDeclarationsRequest = z.infer<typeof SaveDeclarationsRequest>;
