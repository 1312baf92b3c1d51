import { z } from 'zod';

/** Ours: what POST /api/Security/KeepAlive answers; the idle timeout starts again from now. */
export const KeepAliveResponse = z.object({
  idleTimeoutSeconds: z.number().int().positive(),
  idleExpiresAt: z.string().min(1),
});
export type KeepAliveResponse = z.infer<typeof KeepAliveResponse>;
