import { sql as initial } from './001_initial';
import { sql as tokenBoundBy } from './002_token_bound_by';
import { sql as afterSubmission } from './003_after_submission';
import { sql as documents } from './004_documents';
import { sql as property } from './005_property';
import { sql as declaredApplicants } from './006_declared_applicants';
import { sql as rateLimits } from './007_rate_limits';
import { sql as applicationVersion } from './008_application_version';
import { sql as sessionAndOtpHardening } from './009_session_and_otp_hardening';
import { sql as otpRequesters } from './010_otp_requesters';
import { sql as identityRoundTrip } from './011_identity_round_trip';

export interface Migration {
  /** Ordered, never renamed once released: it is the key in schema_migrations. */
  version: string;
  sql: string;
}

/**
 * Migrations are TypeScript strings rather than .sql files so they travel inside the module graph:
 * tsx, vitest and any bundler load them without copying assets next to the compiled code.
 */
export const migrations: readonly Migration[] = [
  { version: '001_initial', sql: initial },
  { version: '002_token_bound_by', sql: tokenBoundBy },
  { version: '003_after_submission', sql: afterSubmission },
  { version: '004_documents', sql: documents },
  { version: '005_property', sql: property },
  { version: '006_declared_applicants', sql: declaredApplicants },
  { version: '007_rate_limits', sql: rateLimits },
  { version: '008_application_version', sql: applicationVersion },
  { version: '009_session_and_otp_hardening', sql: sessionAndOtpHardening },
  { version: '010_otp_requesters', sql: otpRequesters },
  { version: '011_identity_round_trip', sql: identityRoundTrip },
];
