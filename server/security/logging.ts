import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** What buildApp accepts for logging: off, on (stdout), or pino options such as a destination stream. */
export type LoggerOption = FastifyServerOptions['logger'];

const MASK = '***';

/**
 * Route parameters whose value is personal or secret whatever it looks like: the mobile number (in any
 * format the caller chose), the OTP code, the identity provider's code (the sandbox's NRIC or UEN) and the
 * sign-in's state (a secret of each sign-in, which binds the code to the browser that started it).
 */
const SECRET_PARAMS = new Set(['mobile', 'otp', 'code', 'state']);

/**
 * NRIC and FIN: a prefix letter, seven digits, a check letter. Each stands on its own between separators:
 * inside a longer run of letters, digits and hyphens (a state id, a UUID) the same characters are part of
 * something else.
 */
const NRIC = /(?<![A-Za-z0-9-])[STFGM]\d{7}[A-Z](?![A-Za-z0-9])/gi;
/**
 * A telephone number in the forms people write it, wherever it stands: +65 6123 4567, 0065-9123-4567,
 * (65) 91234567, +1 (202) 555-0143; eight digits or more (a Singapore number has eight, E.164 allows 15
 * after the country code's 00), grouped by spaces, dots, hyphens or brackets. The bounded repetition keeps
 * the match linear on any input; a longer run of digits is not a number anyone dials.
 */
const PHONE = /(?<![\w+.-])(?:\+|\(\+?\d{1,4}\)[ .-]?)?\d(?:[ .-]?\d|[ .-]?\(\d{1,4}\)){7,20}(?![\w-])/g;
/**
 * Where the paths carry a code, for a request no route took (so no pattern names its parameters): the
 * OTP right after the mobile number; the sign-in's state and the provider's code.
 */
const CODE_IN_PATH = /(\/OTPVerification\/[^/?#]*\/)[^/?#]*/gi;
const SIGN_IN_IN_PATH = /(\/GetSMEDigitalMyinfoData\/)[^/?#]*(?:\/[^/?#]*)?/gi;
/** Query values (the identity provider's code and state come back on the page URL). */
const QUERY_VALUE = /([?&][^=&#]*=)[^&#]*/g;

function decoded(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

/** The path's segments that the route's pattern names as secret parameters, masked; the rest as they came. */
function withoutSecretParams(url: string, route: string | undefined): string {
  if (!route || route.includes('*')) return url;
  const end = url.search(/[?#]/);
  const [pathPart, rest] = end < 0 ? [url, ''] : [url.slice(0, end), url.slice(end)];
  const segments = pathPart.split('/');
  const pattern = route.split('/');
  if (segments.length !== pattern.length) return url;
  return (
    segments.map((segment, i) => (pattern[i].startsWith(':') && SECRET_PARAMS.has(pattern[i].slice(1)) ? MASK : segment)).join('/') + rest
  );
}

/**
 * A URL as the log may keep it: the route's secret parameters masked by name; then, decoded (so that an
 * encoded + or separator cannot hide a number from the patterns), stripped of every query value, code,
 * NRIC and telephone number left.
 */
export function maskUrl(url: string, route?: string): string {
  return decoded(withoutSecretParams(url, route))
    .replace(QUERY_VALUE, `$1${MASK}`)
    .replace(CODE_IN_PATH, `$1${MASK}`)
    .replace(SIGN_IN_IN_PATH, `$1${MASK}/${MASK}`)
    .replace(NRIC, MASK)
    .replace(PHONE, MASK);
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
    url: typeof request.url === 'string' ? maskUrl(request.url, request.routeOptions?.url) : undefined,
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
