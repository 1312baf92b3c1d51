import type { PersonForm, PrefilledPerson, SavedApplicant } from '../../../../src/contract';
import { isOnlineProduct } from '../../../../src/domain/persons';
import type { ApplicantKey, ApplicationRow, StoredPerson } from '../../../store/applications';

export const applicantKey = (order: number) => `Applicant${order}` as ApplicantKey;

export const hasSubmitted = (app: ApplicationRow, order: number) => app.submitted_applicants[applicantKey(order)] === 'true';

/** Each applicant accepts the declarations for themselves; the first user's acceptance has its own column. */
export const hasDeclared = (app: ApplicationRow, order: number) =>
  order === 1 ? app.declarations_accepted_at !== null : Boolean(app.declared_applicants?.[applicantKey(order)]);

/** The applicant the session acts for: the one whose NRIC signed in, else the first user. */
export const actingOrder = (app: ApplicationRow, actingNric: string | null): number =>
  applicationPersons(app).find((p) => actingNric !== null && p.IDNumber === actingNric)?.OrderNumber ?? 1;

/**
 * A person's identity data counts as retrieved when they consented themselves (their NRIC was the
 * retrieval code). Only then does the bank show their retirement and tax history, and only then
 * are title, marital status and country of residence required of them.
 */
export const isRetrieved = (app: ApplicationRow, nric: string) => app.retrieved_nrics.includes(nric);

/**
 * The persons taking part, under the order numbers the application shows them with. Online (BTL)
 * takes every person (up to 5); the other products take 2 (spec 2, 1): applicant 1 and the holder
 * saved as applicant 2, else the next person in registry order.
 */
export function applicationPersons(app: ApplicationRow): StoredPerson[] {
  const persons = app.persons ?? [];
  if (isOnlineProduct(app.financing.financingProduct)) return persons;
  const first = persons.find((p) => p.OrderNumber === 1);
  const pickedId = app.applicants?.find((a) => a.OrderNumber === 2)?.IDNumber;
  const second = persons.find((p) => p !== first && p.IDNumber === pickedId) ?? persons.find((p) => p.OrderNumber === 2);
  return [first, second && { ...second, OrderNumber: 2 }].filter((p): p is StoredPerson => !!p);
}

/**
 * Applicant 2 is picked from the holders when a product other than Online has more persons than it
 * takes (spec 2, 2.1): applicant 1's authorised-person flag is then N.
 */
export const mustPickSecondPerson = (app: ApplicationRow): boolean =>
  !isOnlineProduct(app.financing.financingProduct) && (app.persons?.length ?? 0) > 2;

export function prefilledPerson(app: ApplicationRow, person: StoredPerson): PrefilledPerson {
  const { role: _role, ...data } = person;
  const retrieved = isRetrieved(app, person.IDNumber);
  return {
    ...data,
    cpfContributionHistory: retrieved ? data.cpfContributionHistory : [],
    yearOfAssessment: { income: retrieved ? data.yearOfAssessment.income : [] },
    isFirstUser: person.OrderNumber === 1 ? 'true' : 'false',
    isAuthorisedPerson: person.OrderNumber === 1 && mustPickSecondPerson(app) ? 'N' : 'Y',
    showCPFAndNOA: retrieved,
    // Once an applicant has submitted, their record is final.
    allowEdit: !hasSubmitted(app, person.OrderNumber),
  };
}

/** The saved contact data of each person, or their name and ID with empty contact fields. */
export function applicantDetails(app: ApplicationRow): SavedApplicant[] {
  return applicationPersons(app).map((person) => {
    const saved = app.applicants?.find((a) => a.OrderNumber === person.OrderNumber && a.IDNumber === person.IDNumber);
    return (
      saved ?? {
        OrderNumber: person.OrderNumber,
        IDNumber: person.IDNumber,
        Person_Name: person.Person_Name,
        Position_Code: person.Position_Code,
        Position_Desc: person.Position_Desc,
        MobileNumber: '',
        Email_Address: '',
      }
    );
  });
}

export function personForm(app: ApplicationRow): PersonForm | null {
  if (!app.persons) return null;
  return {
    RefNum: app.reference_no,
    Request_Form: { FinancingProduct: app.financing.financingProduct, Property: app.financing.property },
    ApplicantsDtlsMyInfo: applicationPersons(app).map((p) => prefilledPerson(app, p)),
    ApplicantDtls: applicantDetails(app),
    // Every holder: applicant 2 of a product other than Online is picked from them.
    Holdersdetails: app.persons.map((p) => ({ IDNumber: p.IDNumber, Person_Name: p.Person_Name })),
    SubmittedApplicants: app.submitted_applicants,
  };
}
