import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Spec 1, 2: every screen sits under this one prefix. */
export const WEB_PREFIX = '/rsmedigitalfinancing';

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SME e-Financing</title></head>
<body><h1>The front end has not been built</h1><p>Run <code>npm run build</code>, then restart the sandbox bank.</p></body></html>`;

export interface Web {
  /** Answers a GET that no route took: the SPA's index.html for a screen path, else null. */
  fallback(request: FastifyRequest, reply: FastifyReply): FastifyReply | null;
}

/**
 * Serves the built front end under the prefix. Vite puts content hashes in asset names, so assets
 * may be cached for a year; index.html must be revalidated or a new build would never reach users.
 */
export async function registerWeb(app: FastifyInstance, webRoot: string | undefined): Promise<Web> {
  const redirect = (_: FastifyRequest, reply: FastifyReply) => reply.redirect(`${WEB_PREFIX}/`);
  app.get('/', redirect);
  app.get(WEB_PREFIX, redirect);

  const root = webRoot && existsSync(path.join(webRoot, 'index.html')) ? path.resolve(webRoot) : null;
  if (root) {
    await app.register(fastifyStatic, {
      root,
      prefix: `${WEB_PREFIX}/`,
      wildcard: true,
      cacheControl: false,
      // The build writes .br and .gz beside each text asset (scripts/buildOutput.ts): sent to a browser
      // that accepts them, with Content-Encoding and Vary: Accept-Encoding.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.startsWith(path.join(root, 'assets') + path.sep);
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  return {
    fallback(request, reply) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return null;
      const pathname = request.url.split('?')[0];
      if (!pathname.startsWith(`${WEB_PREFIX}/`)) return null;
      // A screen path has no extension; a missing /assets/x.js must stay a 404, not become HTML.
      if (/\.[a-z0-9]+$/i.test(pathname.split('/').pop() ?? '')) return null;
      if (!root) return reply.code(404).type('text/html; charset=utf-8').send(NOT_BUILT);
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html', root);
    },
  };
}
