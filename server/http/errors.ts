import type { FastifyReply } from 'fastify';
import type { ErrorBody } from '../../src/contract';
import type { DbFailure } from '../db/failures';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
  507: 'Insufficient Storage',
};

export type Issue = { path: string; message: string };

/** Thrown by route code; the error handler turns it into the contract's ErrorBody. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly issues?: Issue[];
  constructor(statusCode: number, message: string, issues?: Issue[]) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.issues = issues;
  }
}

export const badRequest = (message: string, issues?: Issue[]) => new HttpError(400, message, issues);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);

export function errorBody(statusCode: number, message: string, issues?: Issue[]): ErrorBody {
  return {
    isSucess: false,
    statusCode,
    error: REASONS[statusCode] ?? (statusCode >= 500 ? 'Internal Server Error' : 'Bad Request'),
    message,
    ...(issues && issues.length > 0 ? { issues } : {}),
  };
}

/**
 * The database cannot be reached (503) or has no space left (507): the client is told to try again and when,
 * and that nothing was saved (a write is one transaction, rolled back whole). A database back up is used
 * again at once: the pool opens new connections per request, no restart needed.
 */
export const DB_FAILURES: Record<DbFailure, { statusCode: number; retryAfterSeconds: number; message: string }> = {
  unreachable: {
    statusCode: 503,
    retryAfterSeconds: 5,
    message: 'The sandbox bank cannot reach its database just now. Please try again in a few seconds.',
  },
  full: {
    statusCode: 507,
    retryAfterSeconds: 60,
    message: 'The sandbox bank has run out of storage space, so nothing was saved. Please try again later.',
  },
};

/** Answers a database failure in the contract's error shape, with Retry-After. */
export function sendDbFailure(reply: FastifyReply, failure: DbFailure, body?: unknown): FastifyReply {
  const { statusCode, retryAfterSeconds, message } = DB_FAILURES[failure];
  return reply
    .code(statusCode)
    .header('Retry-After', String(retryAfterSeconds))
    .send(body ?? errorBody(statusCode, message));
}
