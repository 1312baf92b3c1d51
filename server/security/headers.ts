import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The browser-side defences of every answer, through @fastify/helmet:
 * - a Content-Security-Policy the built front end runs under: its own scripts and styles only (React
 *   sets style props through the CSSOM, which style-src does not govern, so no 'unsafe-inline'),
 *   data: images (inline SVG icons), calls to its own origin and the configured API origins, and no
 *   framing, plugins, <base> rewriting or foreign form targets;
 * - X-Frame-Options DENY for browsers that predate frame-ancestors;
 * - Referrer-Policy no-referrer: page URLs can carry the identity provider's code and state, and
 *   nothing of the bank reads the Referer, so none is sent, not even to our own origin;
 * - nosniff, and helmet's other defaults (HSTS, cross-origin isolation headers).
 * Every API answer is personal data or a refusal about it: none may be stored by a cache. The
 * front end's hashed assets keep the long caching web.ts gives them.
 */
export async function registerSecurityHeaders(app: FastifyInstance, apiOrigins: readonly string[] = []): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...apiOrigins],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });

  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
  });
}
