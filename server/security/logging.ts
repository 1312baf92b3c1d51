import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** What buildApp accepts for logging: off, on (stdout), or pino options such as a destination stream. */
export type LoggerOption = FastifyServerOptions['logger'];

const MASK = '***';

/**
 * NRIC and FIN: a prefix letter, seven digits, a check letter; and Singapore mobile numbers: eight digits
 * from 8 or 9, optionally after +65 or 65. Each stands on its own between separators: inside a longer run
 * of letters, digits and hyphens (a state id, a UUID) the same characters are part of something else.
 */
const NRIC = /(?<![A-Za-z0-9-])[STFGM]\d{7}[A-Z](?![A-Za-z0-9])/gi;
const MOBILE = /(?<![A-Za-z0-9-])(?:\+?65)?[89]\d{7}(?![A-Za-z0-9-])/g;
/** The OTP verification path carries the live code right after the mobile number. */
const OTP_IN_PATH = /(\/OTPVerification\/[^/?#]*\/)[^/?#]*/gi;
/** Query values (the identity provider's code and state come back on the page URL). */
const QUERY_VALUE = /([?&][^=&#]*=)[^&#]*/g;

function decoded(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

/**
 * A URL as the log may keep it: decoded first, so that an encoded + or separator cannot hide a
 * number from the patterns, then stripped of every personal or secret value.
 */
export function maskUrl(url: string): string {
  return decoded(url)
    .replace(QUERY_VALUE, `$1${MASK}`)
    .replace(OTP_IN_PATH, `$1${MASK}`)
    .replace(NRIC, MASK)
    .replace(MOBILE, MASK);
}

/** Credentials, wherever a line carries headers; the request serializer below logs none. */
const REDACTED_PATHS = [
  'headers.authorization',
  'headers.cookie',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

/**
 * The request as logged: method, the route's pattern (which names the parameters without their
 * values), the masked URL and the client address. Fastify adds reqId, status and response time.
 */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    route: request.routeOptions?.url,
    url: typeof request.url === 'string' ? maskUrl(request.url) : undefined,
    remoteAddress: request.ip,
  };
}

/** The bank's logger: the given options (or stdout defaults) with its redaction always applied. */
export function bankLogger(option: LoggerOption): LoggerOption {
  if (!option) return false;
  const base = option === true ? {} : option;
  return {
    ...base,
    redact: { paths: REDACTED_PATHS, censor: MASK },
    serializers: { ...base.serializers, req: serializeRequest as never },
  };
}
