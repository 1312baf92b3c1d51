import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  /** The route's pattern as registered, e.g. /api/v1/SMEDL/GetStatus/:stateId/:refNo. */
  url: string;
}

export const routeKey = (r: RouteEntry) => `${r.method} ${r.url}`;

/**
 * Every route the bank registered, read back from Fastify's own route tree (printRoutes), so a route
 * added later shows up here without anyone listing it. Each tree line is a path segment, indented four
 * characters per level, with the methods it answers in brackets; a segment continues its parent's path.
 */
export function registeredRoutes(app: FastifyInstance): RouteEntry[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const stack: string[] = [''];
  const routes: RouteEntry[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)(?:[├└]── )(.*?)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4 + 1;
    const path = (stack[depth - 1] ?? '') + match[2];
    stack[depth] = path.replace(/\/+/g, '/');
    stack.length = depth + 1;
    if (!match[3]) continue;
    for (const method of match[3].split(',').map((m) => m.trim())) routes.push({ method, url: stack[depth] });
  }
  if (routes.length === 0) throw new Error(`Could not read any route from Fastify's route tree:\n${tree}`);
  return routes.sort((a, b) => routeKey(a).localeCompare(routeKey(b)));
}

/** The names of a route's path parameters, in order. */
export const paramNames = (url: string) => [...url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);

/** The route's pattern with each parameter replaced (values are put in as given: encode them first). */
export const fillPath = (url: string, values: Record<string, string>) =>
  url.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`No value for :${name} of ${url}`);
    return values[name];
  });
