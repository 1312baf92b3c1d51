import type { ErrorBody } from '../../src/contract';

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
