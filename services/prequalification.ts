import { PreQualificationResponse, paths } from './contract';
import { ServiceError } from './errors';
import { api, call } from './http';

export type PreQualification = { passed: true } | { passed: false; code: string };

/** The bank's pass verdicts (spec 2, 4 step 4). */
const PASSED = ['SUCCESS', 'GREEN'];
/** Spec 2, 4 step 4: a failure without a code is reported as M12 (technical issue; reapply). */
export const PRE_KNOCKOUT_DEFAULT_CODE = 'M12';

/** Spec 2, 4 "Submit on the summary" step 4: the check at the app-submit stage. */
export async function preQualify(token: string, stateId: string): Promise<PreQualification> {
  const answer = await call(PreQualificationResponse, api(paths.preQualification(stateId, 'APPSUBMIT')), { token });
  if (!answer.isSucess || !answer.model) throw new ServiceError('rejected', answer.message || 'The pre-qualification check was not successful');
  if (PASSED.includes(answer.model.status.toUpperCase())) return { passed: true };
  return { passed: false, code: answer.model.error?.code || PRE_KNOCKOUT_DEFAULT_CODE };
}
