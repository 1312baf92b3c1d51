import { z } from 'zod';

export const TokenRequest = z.object({ appId: z.string().min(1, 'appId is required') });
export type TokenRequest = z.infer<typeof TokenRequest>;

export const TokenResponse = z.object({
  token: z.string().min(1),
  /** ISO 8601 instant. */
  tokenExpirationDate: z.string().min(1),
});
export type TokenResponse = z.infer<typeof TokenResponse>;
