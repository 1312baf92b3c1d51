export { authoriseUrl } from './authorise';
export { IdentityProviderError, retrievePerson, type ProviderFailureReason, type RetrievedPerson, type RetrieveOptions } from './client';
export {
  IdentityProviderConfigError,
  identityProviderFromEnv,
  PERSON_ATTRIBUTES,
  PROVIDER_RETURN_PATH,
  type IdentityProviderConfig,
  type ProviderPackageId,
} from './config';
export type { ProviderPerson } from './mapPerson';
export { USED_CODE_KEEP_MS, type UsedCodes } from './usedCodes';
