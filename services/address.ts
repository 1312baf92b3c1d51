import { PostalLookupResponse, paths } from '../src/contract';
import { ServiceError } from './errors';
import { call } from './client';
import { addressApi } from './http';

/** The address service takes no Authorization header (spec 1, section 7); the first entry is used. */
export async function lookupPostal(postalCode: string) {
  const answer = await call(PostalLookupResponse, addressApi(paths.postal(postalCode)));
  const first = answer.model[0];
  if (!answer.isSucess || !first) throw new ServiceError('rejected', answer.message || 'No address found for that postal code');
  return first;
}
