import type { PersonForm, PrefilledPerson, SavedApplicant } from '../../services/contract';
import type { ApplicantKey, ApplicationRow, StoredPerson } from '../store/applications';

export const applicantKey = (order: number) => `Applicant${order}` as ApplicantKey;

export const hasSubmitted = (app: ApplicationRow, order: number) => app.submitted_applicants[applicantKey(order)] === 'true';

/**
 * A person's identity data counts as retrieved when they consented themselves (their NRIC was the
 * retrieval code). Only then does the bank show their retirement and tax history, and only then
 * are title, marital status and country of residence required of them.
 */
export const isRetrieved = (app: ApplicationRow, nric: string) => app.retrieved_nrics.includes(nric);

export function prefilledPerson(app: ApplicationRow, person: StoredPerson): PrefilledPerson {
  const { role: _role, ...data } = person;
  const retrieved = isRetrieved(app, person.IDNumber);
  return {
    ...data,
    cpfContributionHistory: retrieved ? data.cpfContributionHistory : [],
    yearOfAssessment: { income: retrieved ? data.yearOfAssessment.income : [] },
    isFirstUser: person.OrderNumber === 1 ? 'true' : 'false',
    isAuthorisedPerson: 'Y',
    showCPFAndNOA: retrieved,
    // Once an applicant has submitted, their record is final.
    allowEdit: !hasSubmitted(app, person.OrderNumber),
  };
}

/** The saved contact data of each person, or their name and ID with empty contact fields. */
export function applicantDetails(app: ApplicationRow): SavedApplicant[] {
  return (app.persons ?? []).map((person) => {
    const saved = app.applicants?.find((a) => a.OrderNumber === person.OrderNumber);
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
    ApplicantsDtlsMyInfo: app.persons.map((p) => prefilledPerson(app, p)),
    ApplicantDtls: applicantDetails(app),
    Holdersdetails: app.persons.map((p) => ({ IDNumber: p.IDNumber, Person_Name: p.Person_Name })),
    SubmittedApplicants: app.submitted_applicants,
  };
}
