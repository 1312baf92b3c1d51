import { MyInfoDataResponse, PersonaList, ValidateEntityResponse, paths } from '../src/contract';
import { INVALID_DIRECTOR_CODES } from '../src/domain/outcomeCodes';
import { ServiceError } from './errors';
import { call } from './client';
import { api } from './http';

/** After a sign-in the bank rotates the session token: the outcome carries the new one. */
interface Rotated {
  token?: string;
  tokenExpirationDate?: string;
}

export type IdentityOutcome =
  | ({ outcome: 'ok' } & Rotated)
  | { outcome: 'invalidInput' }
  | ({ outcome: 'invalidDirectors'; code: string } & Rotated)
  | ({ outcome: 'invalidEntity'; code: string; missingFields: string[] } & Rotated);

/**
 * The national data call names the sign-in by the state the provider returned (the bank's secret for
 * that sign-in); the sandbox has no provider, and names the application's state. Entity validation
 * always reads the application's.
 */
export async function retrieveIdentity(token: string, stateId: string, code: string, providerState?: string): Promise<IdentityOutcome> {
  const data = await call(MyInfoDataResponse, api(paths.myInfoData(providerState ?? stateId, code)), { method: 'post', token });
  if (data.statuscode !== 'OK') return { outcome: 'invalidInput' };
  const rotated: Rotated = data.token ? { token: data.token, tokenExpirationDate: data.tokenExpirationDate } : {};
  const validation = await call(ValidateEntityResponse, api(paths.validateEntity(stateId)), { token: rotated.token ?? token });
  if (!validation.isSucess || !validation.model) throw new ServiceError('rejected', validation.message || 'Entity validation failed');
  const result = validation.model.code;
  if (result === '0') return { outcome: 'ok', ...rotated };
  return INVALID_DIRECTOR_CODES.includes(result)
    ? { outcome: 'invalidDirectors', code: result, ...rotated }
    : { outcome: 'invalidEntity', code: result, missingFields: validation.model.missingFields ?? [], ...rotated };
}

/** SIM only: the personas the return page offers as hints. */
export const getPersonas = () => call(PersonaList, api(paths.simPersonas));
