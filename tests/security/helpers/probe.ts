import type { InjectOptions } from 'fastify';
import { multipartBody, SAMPLES } from '../../server/helpers/multipart';
import { JSON_BODIES, NO_BODY, pathValues, type Target } from './bodies';
import { fillPath, routeKey, type RouteEntry } from './routes';

/** The one route that takes a file instead of JSON. */
export const UPLOAD_ROUTE = 'POST /api/v1/SMEDL/PostDocumentUpload/:referenceNo/:documentType/:uid/:applicantId';

export const bearer = (token: string | undefined): Record<string, string> => (token === undefined ? {} : { authorization: `Bearer ${token}` });

/**
 * A well-formed request for the route, addressed to the target application. A POST or PUT route with no
 * body in JSON_BODIES throws: a new route must say what it takes before the matrix can probe it.
 */
export function requestFor(route: RouteEntry, target: Target, token: string | undefined, params: Partial<Record<string, string>> = {}): InjectOptions {
  const values = Object.fromEntries(
    Object.entries({ ...pathValues(target), ...params }).map(([k, v]) => [k, encodeURIComponent(v ?? '')]),
  );
  const url = fillPath(route.url, values);
  const method = route.method as InjectOptions['method'];
  if (route.method === 'GET' || route.method === 'HEAD' || NO_BODY.has(routeKey(route))) return { method, url, headers: bearer(token) };
  const key = routeKey(route);
  if (key === UPLOAD_ROUTE) {
    const { payload, contentType } = multipartBody([{ name: 'files', filename: 'statement.pdf', data: SAMPLES.pdf }]);
    return { method, url, headers: { ...bearer(token), 'content-type': contentType }, payload };
  }
  const body = JSON_BODIES[key];
  if (!body) throw new Error(`${key} takes a body the security tests do not know: add a valid one to tests/security/helpers/bodies.ts.`);
  return { method, url, headers: bearer(token), payload: body(target) as object };
}
