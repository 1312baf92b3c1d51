import { PreQualificationResponse, paths } from '../src/contract';
import { PRE_KNOCKOUT_DEFAULT_CODE, START_KNOCKOUT_CODE } from '../src/domain/outcomeCodes';
import { ServiceError } from './errors';
import { call } from './client';
import { api } from './http';

export type PreQualification = { passed: true } | { passed: false; code: string };

/** The bank's pass verdicts (spec 2, 4 step 4). */
const PASSED = ['SUCCESS', 'GREEN'];

/** Spec 2, 4 "Submit on the summary" step 4: the check at the app-submit stage (APPSTART: see assessAtStart). */
export async function preQualify(token: string, stateId: string, stage: 'APPSTART' | 'APPSUBMIT' = 'APPSUBMIT'): Promise<PreQualification> {
  const answer = await call(PreQualificationResponse, api(paths.preQualification(stateId, stage)), { token });
  if (!answer.isSucess || !answer.model) throw new ServiceError('rejected', answer.message || 'The pre-qualification check was not successful');
  if (PASSED.includes(answer.model.status.toUpperCase())) return { passed: true };
  return { passed: false, code: answer.model.error?.code || PRE_KNOCKOUT_DEFAULT_CODE };
}

/**
 * The web-application assessment of a first user after the identity service (stage APPSTART), when the
 * feature switch is on; off, it passes without a call.
 */
export async function assessAtStart(token: string, stateId: string, enabled: boolean): Promise<PreQualification> {
  if (!enabled) return { passed: true };
  const verdict = await preQualify(token, stateId, 'APPSTART');
  return verdict.passed ? verdict : { passed: false, code: START_KNOCKOUT_CODE };
}
