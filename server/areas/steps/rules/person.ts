import type { Applicant, SavedApplicant, SavePersonRequest } from '../../../../src/contract';
import type { Issue } from '../../../http/errors';
import type { ApplicationRow } from '../../../store/applications';
import { maxApplicants } from '../../../../src/domain/persons';
import { contactSchema, validationErrors } from '../../../../src/domain/schemas';
import { hasSubmitted, isRetrieved, mustPickSecondPerson } from '../views/person';
import { countryIssue } from './listed';

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
const CONTACT_FIELDS = Object.keys(contactSchema({ prefilled: true }).fields);

/**
 * The person form's own rules (spec 2, 5): title, marital status and country are owed once identity
 * data was retrieved; a country given is one of the list.
 */
function contactIssues(entry: Applicant, prefilled: boolean): Issue[] {
  const errors = validationErrors(contactSchema({ prefilled }), entry);
  const country = countryIssue(entry.CountryOfResidenceCode ?? '');
  if (country && !errors.CountryOfResidenceCode) errors.CountryOfResidenceCode = country;
  return Object.entries(errors)
    .map(([path, message]) => ({ path, message }))
    .sort((a, b) => CONTACT_FIELDS.indexOf(a.path) - CONTACT_FIELDS.indexOf(b.path));
}

const differs = (a: SavedApplicant | undefined, b: SavedApplicant) =>
  !a || a.IDNumber !== b.IDNumber || COMPARED.some((key) => (a[key] ?? '') !== (b[key] ?? ''));

export interface CheckedApplicants {
  applicants: SavedApplicant[];
  issues: Issue[];
}

/**
 * The bank's rules for saving applicants (spec 2, 3-5): each entry must be one of the application's
 * persons under the order the retrieval gave them; persons whose identity data was retrieved owe
 * title, marital status and country of residence; a submitted applicant's record is final; and a
 * user other than the first may change only their own entry. Name and ID are the registry's,
 * whatever the client sent. Outside the Online product there are at most 2 applicants, and when the
 * business has more persons, applicant 2 is whichever holder the first user picked (spec 2, 2.1).
 */
export function checkApplicants(app: ApplicationRow, body: SavePersonRequest, actingNric: string | null): CheckedApplicants {
  const persons = app.persons ?? [];
  const firstUser = persons.find((p) => p.OrderNumber === 1);
  const actorIsFirstUser = actingNric === null || actingNric === firstUser?.IDNumber;
  const issues: Issue[] = [];
  const byOrder = new Map<number, SavedApplicant>((app.applicants ?? []).map((a) => [a.OrderNumber, a]));
  const seen = new Set<string>();
  const seenOrder = new Set<number>();
  const picking = mustPickSecondPerson(app);
  const orderOf = (person: { OrderNumber: number }) => (picking && person.OrderNumber !== 1 ? 2 : person.OrderNumber);
  const limit = maxApplicants(app.financing.financingProduct);
  if (body.ApplicantDtls.length > limit) {
    issues.push({ path: 'ApplicantDtls', message: `has ${body.ApplicantDtls.length} applicants; this product takes at most ${limit}` });
  }

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
    if (entry.OrderNumber !== orderOf(person)) {
      issues.push({ path: at('OrderNumber'), message: `must be ${orderOf(person)} for ${id}` });
      return;
    }
    if (seenOrder.has(entry.OrderNumber)) {
      issues.push({ path: at('OrderNumber'), message: `applicant ${entry.OrderNumber} is given twice` });
      return;
    }
    seenOrder.add(entry.OrderNumber);
    for (const issue of contactIssues(entry, isRetrieved(app, id))) issues.push({ path: at(issue.path), message: issue.message });
    const saved: SavedApplicant = {
      ...entry,
      IDNumber: person.IDNumber,
      Person_Name: person.Person_Name,
      Position_Code: entry.Position_Code ?? person.Position_Code,
      Position_Desc: entry.Position_Desc ?? person.Position_Desc,
    };
    const order = entry.OrderNumber;
    const changed = differs(byOrder.get(order), saved);
    if (changed && hasSubmitted(app, order)) {
      issues.push({ path: at('IDNumber'), message: `applicant ${order} has already submitted; their details can no longer be changed` });
      return;
    }
    if (changed && !actorIsFirstUser && person.IDNumber !== actingNric) {
      issues.push({ path: at('IDNumber'), message: `only the first user may change the details of ${person.Person_Name}` });
      return;
    }
    byOrder.set(order, saved);
  });

  const applicants = [...byOrder.values()].sort((a, b) => a.OrderNumber - b.OrderNumber);
  return { applicants, issues };
}
