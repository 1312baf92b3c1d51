import { z } from 'zod';

/** The client's name for itself (ours is 19 characters); it is stored with each token, so it is bounded. */
export const APP_ID_MAX = 64;

export const TokenRequest = z.object({
  appId: z.string().min(1, 'appId is required').max(APP_ID_MAX, `appId must be at most ${APP_ID_MAX} characters`),
});
export type TokenRequest = z.infer<typeof TokenRequest>;

export const TokenResponse = z.object({
  token: z.string().min(1),
  /** ISO 8601 instant. */
  tokenExpirationDate: z.string().min(1),
});
export type TokenResponse = z.infer<typeof TokenResponse>;
