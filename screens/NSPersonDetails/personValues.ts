import type { FormikErrors } from 'formik';
import type { Applicant, PersonForm, PrefilledPerson, SavedApplicant } from '../../services/contract';
import { DEFAULT_COUNTRY } from '../../src/domain/constants';
import { countryLabel, MARITAL_STATUSES, optionLabel } from '../../src/domain/reference';
import { contactSchema, validationErrors } from '../../src/domain/schemas';

/** The order number of the current user: in this journey the first user (spec 2, 4: Applicant 1). */
export const CURRENT_USER_ORDER = 1;

export interface ApplicantRow {
  order: number;
  IDNumber: string;
  Person_Name: string;
  saved: SavedApplicant | undefined;
  info: PrefilledPerson | undefined;
  /** The current user with identity data: title, marital status, country and contact ('Fill Up Form'). */
  fullForm: boolean;
  /** Prefilled read-only details are shown: the current user's, or an applicant's who has submitted. */
  showPrefilled: boolean;
  isCurrentUser: boolean;
  /**
   * The current user fills this applicant in: their own record, or the contact of an applicant who
   * has not submitted yet. A submitted applicant's record is final (spec 2, 4): shown, not edited.
   */
  editable: boolean;
}

export interface ApplicantFormValues {
  TitleCode: string;
  MaritalStatusCode: string;
  CountryOfResidenceCode: string;
  MobileNumber: string;
  Email_Address: string;
  isJointContributerForMortgageLoan: string;
}

export interface PersonsFormValues {
  applicants: ApplicantFormValues[];
}

const submitted = (form: PersonForm, order: number): boolean =>
  (form.SubmittedApplicants as Record<string, string | undefined>)[`Applicant${order}`] === 'true';

/** One row per applicant, by order number: the saved entries and the identity records joined. */
export function applicantRows(form: PersonForm): ApplicantRow[] {
  const orders = [...new Set([...form.ApplicantDtls, ...form.ApplicantsDtlsMyInfo].map((a) => a.OrderNumber))].sort((a, b) => a - b);
  return orders.map((order) => {
    const saved = form.ApplicantDtls.find((a) => a.OrderNumber === order);
    const info = form.ApplicantsDtlsMyInfo.find((a) => a.OrderNumber === order);
    const isCurrentUser = order === CURRENT_USER_ORDER;
    const hasSubmitted = submitted(form, order);
    return {
      order,
      IDNumber: saved?.IDNumber || info?.IDNumber || '',
      Person_Name: saved?.Person_Name || info?.Person_Name || '',
      saved,
      info,
      fullForm: isCurrentUser && !!info,
      showPrefilled: !!info && (isCurrentUser || hasSubmitted),
      isCurrentUser,
      editable: isCurrentUser || !hasSubmitted,
    };
  });
}

export function initialPersonsValues(rows: ApplicantRow[]): PersonsFormValues {
  return {
    applicants: rows.map(({ saved, fullForm }) => ({
      TitleCode: saved?.TitleCode ?? '',
      MaritalStatusCode: saved?.MaritalStatusCode ?? '',
      CountryOfResidenceCode: saved?.CountryOfResidenceCode || (fullForm ? DEFAULT_COUNTRY : ''),
      MobileNumber: saved?.MobileNumber ?? '',
      Email_Address: saved?.Email_Address ?? '',
      isJointContributerForMortgageLoan: saved?.isJointContributerForMortgageLoan ?? '',
    })),
  };
}

/** contactSchema per applicant; {} when every applicant is valid (Formik's isValid). */
export function validatePersons(rows: ApplicantRow[], values: PersonsFormValues): FormikErrors<PersonsFormValues> {
  const perApplicant = rows.map((row, i) => {
    if (!row.editable) return undefined;
    const errors = validationErrors(contactSchema({ prefilled: row.fullForm }), values.applicants[i] ?? {});
    return Object.keys(errors).length > 0 ? (errors as FormikErrors<ApplicantFormValues>) : undefined;
  });
  return perApplicant.some(Boolean) ? ({ applicants: perApplicant } as FormikErrors<PersonsFormValues>) : {};
}

const trim = (v: string | undefined): string => (v ?? '').trim();

/**
 * The event payload (spec 2, 3): per applicant its order, ID and name, the position from the identity
 * record, and the form. The current user sends title, marital status and country with their
 * descriptions (and the joint-contributor answer for the online product); other applicants send their
 * contact details, with whatever else was saved for them carried over unchanged; a submitted
 * applicant's saved record goes back as it is. Persons without identity data send only order, ID,
 * name, mobile and e-mail.
 */
export function toApplicants(rows: ApplicantRow[], values: PersonsFormValues, online: boolean): Applicant[] {
  return rows.map((row, i) => {
    const v = values.applicants[i];
    const contact = row.editable ? v : { MobileNumber: row.saved?.MobileNumber, Email_Address: row.saved?.Email_Address };
    const base: Applicant = {
      OrderNumber: row.order,
      IDNumber: row.IDNumber,
      Person_Name: row.Person_Name,
      MobileNumber: trim(contact.MobileNumber),
      Email_Address: trim(contact.Email_Address),
    };
    if (!row.info) return base;
    const position = { Position_Code: row.info.Position_Code, Position_Desc: row.info.Position_Desc };
    if (!row.fullForm) {
      const s = row.saved;
      const carried: Partial<Applicant> = {};
      if (s?.TitleCode) carried.TitleCode = s.TitleCode;
      if (s?.MaritalStatusCode) carried.MaritalStatusCode = s.MaritalStatusCode;
      if (s?.MarStatusDesp) carried.MarStatusDesp = s.MarStatusDesp;
      if (s?.CountryOfResidenceCode) carried.CountryOfResidenceCode = s.CountryOfResidenceCode;
      if (s?.CountryOfResidenceDesc) carried.CountryOfResidenceDesc = s.CountryOfResidenceDesc;
      if (s?.isJointContributerForMortgageLoan) carried.isJointContributerForMortgageLoan = s.isJointContributerForMortgageLoan;
      return { ...base, ...carried, ...position };
    }
    const joint = v.isJointContributerForMortgageLoan as Applicant['isJointContributerForMortgageLoan'];
    return {
      ...base,
      TitleCode: v.TitleCode,
      MaritalStatusCode: v.MaritalStatusCode,
      MarStatusDesp: optionLabel(MARITAL_STATUSES, v.MaritalStatusCode),
      CountryOfResidenceCode: v.CountryOfResidenceCode,
      CountryOfResidenceDesc: countryLabel(v.CountryOfResidenceCode),
      ...position,
      ...(online ? { isJointContributerForMortgageLoan: joint ?? '' } : {}),
    };
  });
}
