import type { FastifyBaseLogger } from 'fastify';

/**
 * What a security monitor watches for, one name per kind of event. Each is written as one structured
 * line (`securityEvent`: its name) with ids and counts only: never an NRIC, a mobile number, a code or a name.
 */
export type SecurityEventKind =
  | 'otp.failed'
  | 'otp.locked'
  | 'otp.throttled'
  | 'otp.dailyCapReached'
  | 'status.lookup'
  | 'identity.refused'
  | 'identity.codeReplayed'
  | 'upload.refused'
  | 'request.throttled';

export type SecurityEventFields = Readonly<Record<string, string | number | boolean | null>>;

/** Writes one security event at warn level, so that it survives a log level that drops routine lines. */
export function securityEvent(log: FastifyBaseLogger, kind: SecurityEventKind, fields: SecurityEventFields = {}): void {
  log.warn({ securityEvent: kind, ...fields }, `security event ${kind}`);
}
