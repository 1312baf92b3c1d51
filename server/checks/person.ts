import type { Applicant, SavedApplicant, SavePersonRequest } from '../../services/contract';
import type { Issue } from '../http/errors';
import type { ApplicationRow } from '../store/applications';
import { hasSubmitted, isRetrieved } from '../views/person';

const COMPARED: readonly (keyof Applicant)[] = [
  'TitleCode',
  'MaritalStatusCode',
  'MarStatusDesp',
  'CountryOfResidenceCode',
  'CountryOfResidenceDesc',
  'Position_Code',
  'Position_Desc',
  'MobileNumber',
  'Email_Address',
  'isJointContributerForMortgageLoan',
];
const REQUIRED_WHEN_RETRIEVED = ['TitleCode', 'MaritalStatusCode', 'CountryOfResidenceCode'] as const;

const differs = (a: SavedApplicant | undefined, b: SavedApplicant) =>
  !a || COMPARED.some((key) => (a[key] ?? '') !== (b[key] ?? ''));

export interface CheckedApplicants {
  applicants: SavedApplicant[];
  issues: Issue[];
}

/**
 * The bank's rules for saving applicants (spec 2, 3-5): each entry must be one of the application's
 * persons under the order the retrieval gave them; persons whose identity data was retrieved owe
 * title, marital status and country of residence; a submitted applicant's record is final; and a
 * user other than the first may change only their own entry. Name and ID are the registry's,
 * whatever the client sent.
 */
export function checkApplicants(app: ApplicationRow, body: SavePersonRequest, actingNric: string | null): CheckedApplicants {
  const persons = app.persons ?? [];
  const firstUser = persons.find((p) => p.OrderNumber === 1);
  const actorIsFirstUser = actingNric === null || actingNric === firstUser?.IDNumber;
  const issues: Issue[] = [];
  const byOrder = new Map<number, SavedApplicant>((app.applicants ?? []).map((a) => [a.OrderNumber, a]));
  const seen = new Set<string>();

  body.ApplicantDtls.forEach((entry, i) => {
    const at = (field: string) => `ApplicantDtls.${i}.${field}`;
    const id = entry.IDNumber.trim().toUpperCase();
    const person = persons.find((p) => p.IDNumber === id);
    if (!person) {
      issues.push({ path: at('IDNumber'), message: `${id} is not one of the persons of this application` });
      return;
    }
    if (seen.has(id)) {
      issues.push({ path: at('IDNumber'), message: `${id} appears more than once` });
      return;
    }
    seen.add(id);
    if (entry.OrderNumber !== person.OrderNumber) {
      issues.push({ path: at('OrderNumber'), message: `must be ${person.OrderNumber} for ${id}` });
      return;
    }
    if (isRetrieved(app, id)) {
      for (const field of REQUIRED_WHEN_RETRIEVED) {
        if (!entry[field]?.trim()) {
          issues.push({ path: at(field), message: `is required for ${person.Person_Name}, whose identity data was retrieved` });
        }
      }
    }
    const saved: SavedApplicant = {
      ...entry,
      IDNumber: person.IDNumber,
      Person_Name: person.Person_Name,
      Position_Code: entry.Position_Code ?? person.Position_Code,
      Position_Desc: entry.Position_Desc ?? person.Position_Desc,
    };
    const changed = differs(byOrder.get(person.OrderNumber), saved);
    if (changed && hasSubmitted(app, person.OrderNumber)) {
      issues.push({ path: at('IDNumber'), message: `applicant ${person.OrderNumber} has already submitted; their details can no longer be changed` });
      return;
    }
    if (changed && !actorIsFirstUser && person.IDNumber !== actingNric) {
      issues.push({ path: at('IDNumber'), message: `only the first user may change the details of ${person.Person_Name}` });
      return;
    }
    byOrder.set(person.OrderNumber, saved);
  });

  const applicants = [...byOrder.values()].sort((a, b) => a.OrderNumber - b.OrderNumber);
  return { applicants, issues };
}
