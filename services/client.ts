import ky, { HTTPError, TimeoutError, type KyInstance } from 'ky';
import type { z } from 'zod';
import { ServiceError } from './errors';
import { apiSettings } from './http';
import { noteBankCall } from './sessionActivity';

/**
 * The newest version of the application each token works on, as the bank's ETag: a token is bound to
 * one application at a time, and every answer that loads or saves it carries the tag. Writes send it
 * back as If-Match, so a save from a tab that loaded an older version is refused (409) instead of
 * silently overwriting a newer one.
 */
const versions = new Map<string, string>();
const ANONYMOUS = '';

export function forgetVersions(): void {
  versions.clear();
}

/**
 * One ky instance per token: JSON, the bearer token, no-cache on reads, a timeout,
 * and ky's retry only on idempotent reads (ky retries GET/PUT/HEAD/DELETE by default; we keep GET only).
 */
export function client(token?: string | null): KyInstance {
  const key = token ?? ANONYMOUS;
  return ky.create({
    timeout: apiSettings().timeoutMs,
    retry: { limit: 1, methods: ['get'], statusCodes: [408, 502, 503, 504] },
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    hooks: {
      beforeRequest: [
        (request) => {
          if (request.method === 'GET') request.headers.set('Cache-Control', 'no-cache');
          const version = versions.get(key);
          if (request.method !== 'GET' && version && !request.headers.has('If-Match')) request.headers.set('If-Match', version);
        },
      ],
      afterResponse: [
        (_request, _options, response) => {
          const tag = response.headers.get('ETag');
          if (tag && response.ok) versions.set(key, tag);
        },
      ],
    },
  });
}

async function toServiceError(e: unknown): Promise<ServiceError> {
  if (e instanceof ServiceError) return e;
  if (e instanceof HTTPError) {
    const status = e.response.status;
    let message = e.message;
    try {
      const body = (await e.response.clone().json()) as { message?: string };
      if (body?.message) message = body.message;
    } catch {
      /* a body that is not JSON keeps ky's own message */
    }
    const kind = status === 401 ? 'unauthorized' : status === 403 ? 'forbidden' : status === 409 ? 'conflict' : status < 500 ? 'invalid' : 'server';
    return new ServiceError(kind, message, status);
  }
  if (e instanceof TimeoutError) return new ServiceError('network', 'The request timed out.');
  return new ServiceError('network', e instanceof Error ? e.message : String(e));
}

/** Sends a request and parses the answer with its contract schema: a parse failure is a failure of the call. */
export async function call<S extends z.ZodTypeAny>(
  schema: S,
  url: string,
  init: { method?: 'get' | 'post' | 'put'; token?: string | null; json?: unknown } = {},
): Promise<z.infer<S>> {
  let body: unknown;
  if (init.token) noteBankCall();
  try {
    body = await client(init.token)(url, { method: init.method ?? 'get', json: init.json }).json();
  } catch (e) {
    throw await toServiceError(e);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ServiceError('parse', `Unexpected answer from ${url}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  }
  return parsed.data;
}

