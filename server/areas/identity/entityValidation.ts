import type { ValidateEntityResponse } from '../../../src/contract';
import { missingIdentityLabels } from '../../../src/domain';
import type { ApplicationRow } from '../../store/applications';
import { validationCodeNow } from './rules';

/** Spec 2, 8: "M02 plus field list", the identity profile lacks fields the application needs. */
export const MISSING_IDENTITY_DATA = 'M02';

type EntityVerdict = NonNullable<ValidateEntityResponse['model']>;

/**
 * Validate's answer (spec 2, 4 "Return from the national identity service", step 3). The registry's and
 * the business-type verdicts come first: no update of a person's profile could make such a business
 * eligible. Then the identity data of the person who signed in must be complete (spec 3, 5 "Authorised
 * person"), else M02 with what is missing; a UEN sign-in (SIM) acts as applicant 1.
 */
export function entityVerdict(
  application: Pick<ApplicationRow, 'financing' | 'company' | 'created_at' | 'persons'>,
  registryCode: string,
  actingNric: string | null,
): EntityVerdict {
  const code = validationCodeNow(application, registryCode);
  if (code !== '0') return { code };
  const persons = application.persons ?? [];
  const person = persons.find((p) => p.IDNumber === actingNric) ?? persons[0];
  const missingFields = person ? missingIdentityLabels(person) : [];
  return missingFields.length > 0 ? { code: MISSING_IDENTITY_DATA, missingFields } : { code };
}
