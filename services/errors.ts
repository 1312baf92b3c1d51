/**
 * What can go wrong on the wire, reduced to what the journey must decide on:
 * an expired session leads to SessionExpired, a 403 means another application's token,
 * a 409 means the application changed elsewhere since this page loaded it (the user must reload),
 * everything else is a get/save failure that the user may retry.
 */
export type ServiceErrorKind = 'unauthorized' | 'forbidden' | 'conflict' | 'invalid' | 'network' | 'server' | 'parse' | 'rejected';

export class ServiceError extends Error {
  readonly kind: ServiceErrorKind;
  readonly status?: number;
  constructor(kind: ServiceErrorKind, message: string, status?: number) {
    super(message);
    this.name = 'ServiceError';
    this.kind = kind;
    this.status = status;
  }
}

export const isServiceError = (e: unknown): e is ServiceError => e instanceof ServiceError;
