import type { FinancingApplication } from '../../../../src/contract';
import { PREQUAL_MAX_TURNOVER, PREQUAL_MIN_TURNOVER_ONLINE } from '../../../../src/domain/constants';

export type PreQualificationVerdict = { status: 'SUCCESS' } | { status: 'Fail'; code: string | null };

/**
 * The web-application assessment after the identity service (stage APPSTART): the sandbox declines the
 * personas marked for it (docs/personas.md). The client shows any failure as error 500.
 */
export function assessAtStart(persona: { declinedAtStart?: true } | null): PreQualificationVerdict {
  return persona?.declinedAtStart ? { status: 'Fail', code: null } : { status: 'SUCCESS' };
}

/**
 * The sandbox's knockout at the app-submit stage, on the latest annual revenue the applicant saved.
 * Without saved highlights the check cannot run: a failure without a code (the client shows M12).
 */
export function preQualify(financing: FinancingApplication, annualRevenue: string | null): PreQualificationVerdict {
  if (annualRevenue === null || annualRevenue === '') return { status: 'Fail', code: null };
  const revenue = Number(annualRevenue);
  if (financing.financingProduct === 'Online' && revenue < PREQUAL_MIN_TURNOVER_ONLINE) return { status: 'Fail', code: 'M09' };
  if (revenue > PREQUAL_MAX_TURNOVER) return { status: 'Fail', code: 'M11' };
  return { status: 'SUCCESS' };
}
