/*
 * The sandbox bank: one folder per area of the spec's API, on a platform they share.
 *
 * server/areas/<area>/ is one part of the API (spec 2 and 3, "Calls"):
 *   routes.ts  parses the request with the contract's zod schema, authorises it (http/access.ts), asks
 *              the rules, reads or writes the store, and answers in the contract's shape;
 *   rules.ts   what the bank decides: plain values in, a decision out, no HTTP and no SQL. A "no" is a
 *              Refusal value (areas/refusal.ts) the route answers with areas/refuse.ts. Each has a
 *              unit test, tests/server/rules/<area>.test.ts;
 *   store.ts   the SQL of the tables only that area uses; view.ts the contract's shape of a row.
 * Areas: session (the token), identity (retrieval), steps (the application steps: routes/, views/,
 * rules/ with each step's checks, which run the form's schemas from src/domain/schemas.ts), otp, status, offer (cancel, board meeting, letter of
 * offer), nonLending, uploads, address, and officer and sim (SIM mode only). identity/eligibility.ts is the
 * registry's verdict on the business (spec 1, 5.2).
 * Shared by the areas: store/ (the application, state and token rows every area reads), policy.ts (the
 * bank's own values), days.ts and time.ts (the Singapore calendar), personas/ (the SIM registry) and
 * pdf/ (the printed documents). Platform: http/, security/, db/, web.ts, main.ts.
 * The spec's constants and messages come from domain/, the wire's shapes from contract/; never copied.
 */
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import { features as specFeatures, type Features } from '../src/config/features';
import type { BankContext, Mode } from './context';
import type { Db } from './db/db';
import { requireToken } from './http/auth';
import { dbFailureOf } from './db/failures';
import { errorBody, HttpError, sendDbFailure } from './http/errors';
import { refuseUnstorableText } from './http/storableText';
import { addressRoutes } from './areas/address/routes';
import { identityRoutes } from './areas/identity/routes';
import { providerRetrievalRoutes } from './areas/identity/providerRetrieval';
import type { IdentityProviderConfig } from './areas/identity/provider';
import { sandboxRetrievalRoutes } from './areas/identity/sandboxRetrieval';
import { nonLendingRoutes } from './areas/nonLending/routes';
import { offerRoutes } from './areas/offer/routes';
import { officerRoutes } from './areas/officer/routes';
import { otpRoutes } from './areas/otp/routes';
import { securityRoutes } from './areas/session/routes';
import { journeyCoverageRoutes } from './areas/sim/coverage';
import { simRoutes } from './areas/sim/routes';
import { statusRoutes } from './areas/status/routes';
import { accountRoutes } from './areas/steps/routes/account';
import { companyRoutes } from './areas/steps/routes/company';
import { declarationRoutes } from './areas/steps/routes/declarations';
import { financingRoutes } from './areas/steps/routes/financing';
import { personRoutes } from './areas/steps/routes/person';
import { preQualificationRoutes } from './areas/steps/routes/preQualification';
import { previewRoutes } from './areas/steps/routes/preview';
import { propertyRoutes } from './areas/steps/routes/property';
import { submitRoutes } from './areas/steps/routes/submit';
import { uploadRoutes } from './areas/uploads/routes';
import type { FileInspector } from './areas/uploads/inspect/verdict';
import { healthRoutes } from './http/health';
import { limitsWith, type SecurityLimits } from './security/limits';
import { fastifyTrustProxy, type TrustedProxy } from './security/limitsFromEnv';
import { registerSecurityHeaders } from './security/headers';
import { switchesRefusal } from './security/switches';
import { bankLogger, type LoggerOption } from './security/logging';
import { registerRateLimits } from './security/rateLimits';
import { registerWeb } from './web';

export interface BuildAppOptions {
  db: Db;
  mode?: Mode;
  /** The built front end (dist/web); without it the bank serves the API only. */
  webRoot?: string;
  /** The bank's clock: tests move it to expire OTPs and tokens. */
  now?: () => Date;
  /** true logs to stdout; pino options (a level, a destination stream) let a caller route or capture it. */
  logger?: LoggerOption;
  /** The abuse limits; tests and the load benchmark override some (server/security/limits.ts). */
  limits?: Partial<SecurityLimits>;
  /** Origins other than its own that the front end calls (the Content-Security-Policy's connect-src). */
  apiOrigins?: readonly string[];
  /** SIM: where test runs leave their journey coverage (default ./coverage/journey). */
  coverageDir?: string;
  /** The bank's switches; the spec's values (src/config/features.ts) where not given. */
  features?: Partial<Features>;
  /** Outside SIM: the identity provider the bank exchanges codes with (server/areas/identity/provider). */
  identityProvider?: IdentityProviderConfig | null;
  /**
   * The proxies trusted to name the client (TRUSTED_PROXY: a hop count or their addresses); unset, the
   * client address is the socket's, whatever X-Forwarded-For says.
   */
  trustProxy?: TrustedProxy;
  /** Judges each upload's content (server/areas/uploads/inspect/); the bank closes it when it closes. */
  fileInspector?: FileInspector;
}

/** The largest body of the contract is a state's dataFields (8000 characters); 64 KiB leaves room. */
const BODY_LIMIT = 64 * 1024;

/** Fastify's own refusals, in words a front-end developer can act on. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty: send a JSON object.',
  FST_ERR_CTP_BODY_TOO_LARGE: `The request body is too large: the limit is ${BODY_LIMIT} bytes.`,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported Content-Type: send the body as application/json.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
  FST_ERR_BAD_URL: 'The request path is not a valid URL.',
};

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const ctx: BankContext = {
    db: opts.db,
    now: opts.now ?? (() => new Date()),
    mode: opts.mode ?? 'SIM',
    limits: limitsWith(opts.limits),
    features: { ...specFeatures, ...opts.features },
    identityProvider: opts.identityProvider ?? null,
  };
  const refusedSwitches = switchesRefusal(ctx.mode, ctx.features);
  if (refusedSwitches) throw new Error(refusedSwitches);
  const app = Fastify({
    logger: bankLogger(opts.logger),
    bodyLimit: BODY_LIMIT,
    trustProxy: fastifyTrustProxy(opts.trustProxy),
    // Malformed URLs are refused before routing; they still get the contract's error shape.
    frameworkErrors: (error, _request, reply) => {
      const statusCode = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      (reply as FastifyReply).code(statusCode).send(errorBody(statusCode, FRAMEWORK_MESSAGES[error.code] ?? error.message));
    },
  });

  // The API speaks JSON only: a text body is refused (415) rather than parsed into a string.
  app.removeContentTypeParser('text/plain');

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message, error.issues));
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode < 500) {
      return reply.code(statusCode).send(errorBody(statusCode, FRAMEWORK_MESSAGES[error.code] ?? error.message));
    }
    const failure = dbFailureOf(error);
    if (failure) {
      // The code only: a driver's message may quote the statement's values.
      request.log.error({ database: failure, code: (error as { code?: unknown }).code ?? null }, `database ${failure}`);
      return sendDbFailure(reply, failure);
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(errorBody(500, 'Something went wrong in the sandbox bank. Please try again.'));
  });

  await registerSecurityHeaders(app, opts.apiOrigins);
  await registerRateLimits(app, ctx);
  // Before any route: text the database cannot store never reaches a handler (400, not 500).
  app.addHook('preValidation', refuseUnstorableText);

  // Open to anyone: the token call itself, the address service (no Authorization, spec 1, 7), health.
  securityRoutes(app, ctx);
  addressRoutes(app);
  healthRoutes(app, ctx);
  if (ctx.mode === 'SIM') simRoutes(app, ctx);
  if (ctx.mode === 'SIM') journeyCoverageRoutes(app, opts.coverageDir);
  if (ctx.mode === 'SIM') officerRoutes(app, ctx);

  // Spec 1, 6 and spec 2, 7: every SMEDL and OTP call carries the session token.
  await app.register(async (scope) => {
    scope.addHook('onRequest', requireToken(ctx));
    identityRoutes(scope, ctx);
    // SIM signs in the sandbox's personas on a typed NRIC; every other mode only through the provider.
    if (ctx.mode === 'SIM') sandboxRetrievalRoutes(scope, ctx);
    else if (ctx.identityProvider) providerRetrievalRoutes(scope, ctx, ctx.identityProvider);
    financingRoutes(scope, ctx);
    companyRoutes(scope, ctx);
    personRoutes(scope, ctx);
    accountRoutes(scope, ctx);
    declarationRoutes(scope, ctx);
    previewRoutes(scope, ctx);
    otpRoutes(scope, ctx);
    preQualificationRoutes(scope, ctx);
    submitRoutes(scope, ctx);
    statusRoutes(scope, ctx);
    offerRoutes(scope, ctx);
    nonLendingRoutes(scope, ctx);
    uploadRoutes(scope, ctx, opts.fileInspector);
    propertyRoutes(scope, ctx);
  });

  const web = await registerWeb(app, opts.webRoot);
  app.setNotFoundHandler((request, reply) => {
    const served = web.fallback(request, reply);
    if (served) return served;
    const pathname = request.url.split('?')[0];
    return reply.code(404).send(errorBody(404, `There is no ${request.method} ${pathname} in the sandbox bank.`));
  });

  return app;
}
