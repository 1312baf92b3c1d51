import type { FormikErrors } from 'formik';
import type { Applicant, PersonForm, PrefilledPerson, SavedApplicant } from '../../src/contract';
import { DEFAULT_COUNTRY } from '../../src/domain/constants';
import { countryLabel } from '../../src/domain/countries';
import {
  canEditApplicant,
  canPickSecondPerson,
  currentUserOrder,
  FIRST_USER_ORDER,
  holderOptions,
  maxApplicants,
  secondPersonError,
} from '../../src/domain/persons';
import { MARITAL_STATUSES, optionLabel } from '../../src/domain/reference';
import { contactSchema, validationErrors } from '../../src/domain/schemas';

/** The order of applicant 2, the one a first user may pick from the holders (spec 2, 2.1). */
export const SECOND_PERSON_ORDER = 2;

/** Who is looking at the form: the chart's first-user flag and the ID given on Welcome. */
export interface Viewer {
  firstUser: boolean;
  nric?: string | null;
}

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
   * The current user fills this applicant in: their own record, or (first user only) the contact of
   * an applicant who has not submitted yet (spec 2, 4).
   */
  editable: boolean;
  /** Applicant 2 is picked from these holders (spec 2, 2.1); empty when there is no choice. */
  holders: { code: string; label: string }[];
}

export interface ApplicantFormValues {
  TitleCode: string;
  MaritalStatusCode: string;
  CountryOfResidenceCode: string;
  MobileNumber: string;
  Email_Address: string;
  isJointContributerForMortgageLoan: string;
  /** The holder picked as applicant 2 (their IDNumber), when the picker shows. */
  holderId: string;
}

export interface PersonsFormValues {
  applicants: ApplicantFormValues[];
}

const submitted = (form: PersonForm, order: number): boolean =>
  (form.SubmittedApplicants as Record<string, string | undefined>)[`Applicant${order}`] === 'true';

/**
 * One row per applicant, by order number: the saved entries and the identity records joined, at most
 * as many as the product allows (spec 2, 1). When applicant 2 is picked from the holders and the bank
 * sent no applicant 2 yet, an empty row 2 carries the picker.
 */
export function applicantRows(form: PersonForm, viewer: Viewer): ApplicantRow[] {
  const product = form.Request_Form.FinancingProduct;
  const orders = [...new Set([...form.ApplicantDtls, ...form.ApplicantsDtlsMyInfo].map((a) => a.OrderNumber))]
    .sort((a, b) => a - b)
    .slice(0, maxApplicants(product));
  const ids = orders.map((order) => ({
    OrderNumber: order,
    IDNumber: form.ApplicantDtls.find((a) => a.OrderNumber === order)?.IDNumber || form.ApplicantsDtlsMyInfo.find((a) => a.OrderNumber === order)?.IDNumber || '',
  }));
  const currentOrder = currentUserOrder(ids, viewer);
  const firstInfo = form.ApplicantsDtlsMyInfo.find((a) => a.OrderNumber === FIRST_USER_ORDER);
  const picking = currentOrder === FIRST_USER_ORDER && canPickSecondPerson(product, firstInfo?.isAuthorisedPerson);
  if (picking && !orders.includes(SECOND_PERSON_ORDER)) orders.push(SECOND_PERSON_ORDER);
  const selfId = ids.find((i) => i.OrderNumber === FIRST_USER_ORDER)?.IDNumber ?? '';
  return orders.map((order) => {
    const saved = form.ApplicantDtls.find((a) => a.OrderNumber === order);
    const info = form.ApplicantsDtlsMyInfo.find((a) => a.OrderNumber === order);
    const isCurrentUser = order === currentOrder;
    const hasSubmitted = submitted(form, order);
    const editable = canEditApplicant({ order, currentOrder, submitted: hasSubmitted });
    return {
      order,
      IDNumber: saved?.IDNumber || info?.IDNumber || '',
      Person_Name: saved?.Person_Name || info?.Person_Name || '',
      saved,
      info,
      fullForm: isCurrentUser && !!info,
      showPrefilled: !!info && (isCurrentUser || hasSubmitted),
      isCurrentUser,
      editable,
      holders: picking && editable && order === SECOND_PERSON_ORDER ? holderOptions(form.Holdersdetails, selfId) : [],
    };
  });
}

export function initialPersonsValues(rows: ApplicantRow[]): PersonsFormValues {
  return {
    applicants: rows.map(({ saved, fullForm, holders, IDNumber }) => ({
      TitleCode: saved?.TitleCode ?? '',
      MaritalStatusCode: saved?.MaritalStatusCode ?? '',
      CountryOfResidenceCode: saved?.CountryOfResidenceCode || (fullForm ? DEFAULT_COUNTRY : ''),
      MobileNumber: saved?.MobileNumber ?? '',
      Email_Address: saved?.Email_Address ?? '',
      isJointContributerForMortgageLoan: saved?.isJointContributerForMortgageLoan ?? '',
      holderId: holders.some((h) => h.code === IDNumber) ? IDNumber : '',
    })),
  };
}

/** contactSchema per applicant; {} when every applicant is valid (Formik's isValid). */
export function validatePersons(rows: ApplicantRow[], values: PersonsFormValues): FormikErrors<PersonsFormValues> {
  const perApplicant = rows.map((row, i) => {
    if (!row.editable) return undefined;
    const v = values.applicants[i];
    const errors: Record<string, string> = validationErrors(contactSchema({ prefilled: row.fullForm }), v ?? {});
    const holderError = row.holders.length > 0 ? secondPersonError(v?.holderId, row.holders) : undefined;
    if (holderError) errors.holderId = holderError;
    return Object.keys(errors).length > 0 ? (errors as FormikErrors<ApplicantFormValues>) : undefined;
  });
  return perApplicant.some(Boolean) ? ({ applicants: perApplicant } as FormikErrors<PersonsFormValues>) : {};
}

const trim = (v: string | undefined): string => (v ?? '').trim();

/**
 * Applicant 2 as picked from the holders: the holder's ID and name. The identity record and the saved
 * entry belong to whoever was applicant 2 before, so they stay only when the same person is picked.
 */
function pickedRow(row: ApplicantRow, v: ApplicantFormValues | undefined): ApplicantRow {
  if (row.holders.length === 0 || !v?.holderId || v.holderId === row.IDNumber) return row;
  const holder = row.holders.find((h) => h.code === v.holderId);
  return { ...row, IDNumber: v.holderId, Person_Name: holder?.label ?? '', info: undefined, saved: undefined, fullForm: false };
}

/**
 * The event payload (spec 2, 3): per applicant its order, ID and name, the position from the identity
 * record, and the form. The current user sends title, marital status and country with their
 * descriptions (and the joint-contributor answer for the online product); other applicants send their
 * contact details, with whatever else was saved for them carried over unchanged; a submitted
 * applicant's saved record goes back as it is. Persons without identity data send only order, ID,
 * name, mobile and e-mail.
 */
export function toApplicants(rows: ApplicantRow[], values: PersonsFormValues, online: boolean): Applicant[] {
  return rows.map((picked, i) => {
    const v = values.applicants[i];
    const row = pickedRow(picked, v);
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
