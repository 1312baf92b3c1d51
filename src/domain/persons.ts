import { MAX_APPLICANTS_BTL, MAX_APPLICANTS_OTHER } from './constants';
import { labels, messages } from './messages';
import { FOREIGN_ADDRESS_TYPE } from './reference';

/**
 * Person-details rules (spec 2, 2.1, 4 "Person-details rules" and 5 "Person details"; spec 3, 5
 * "Authorised person"). Pure: the screen and the sandbox bank both call these.
 */

/** The product code the wire sends for the term-loan (BTL) product. */
export const ONLINE_PRODUCT = 'Online';

export const isOnlineProduct = (product: string | null | undefined): boolean => product === ONLINE_PRODUCT;

/** Up to 5 applicants for BTL (Online), 2 for the other products (spec 2, 1 and 9). */
export const maxApplicants = (product: string | null | undefined): number =>
  isOnlineProduct(product) ? MAX_APPLICANTS_BTL : MAX_APPLICANTS_OTHER;

/** Applicant 1 is the first user (spec 2, 4). */
export const FIRST_USER_ORDER = 1;

/**
 * The current user's order number: 1 for the first user; otherwise the applicant whose ID number is
 * the one the user gave (the Welcome lookup). null when no applicant matches: nobody is editable.
 */
export function currentUserOrder(
  applicants: readonly { OrderNumber: number; IDNumber: string }[],
  who: { firstUser: boolean; nric?: string | null },
): number | null {
  if (who.firstUser) return FIRST_USER_ORDER;
  const wanted = (who.nric ?? '').trim().toUpperCase();
  if (!wanted) return null;
  return applicants.find((a) => a.IDNumber.trim().toUpperCase() === wanted)?.OrderNumber ?? null;
}

/**
 * Who edits what (spec 2, 4; spec 3, 6): the first user edits their own details and every other
 * applicant's contact details; anyone else edits only their own entry. A submitted applicant's record
 * is final.
 */
export function canEditApplicant(o: { order: number; currentOrder: number | null; submitted: boolean }): boolean {
  if (o.order === o.currentOrder) return true;
  return o.currentOrder === FIRST_USER_ORDER && !o.submitted;
}

/**
 * Applicant 2 is picked from the holders when the authorised-person flag is N and the product is not
 * Online (spec 2, 2.1). The flag is read from applicant 1's identity record (ADR 0003).
 */
export const canPickSecondPerson = (product: string | null | undefined, isAuthorisedPerson: string | null | undefined): boolean =>
  !isOnlineProduct(product) && (isAuthorisedPerson ?? '').trim().toUpperCase() === 'N';

/** The holders applicant 2 may be: everyone but the current user (spec 2, 2.1 "excluding self"). */
export function holderOptions(holders: readonly { IDNumber: string; Person_Name: string }[], selfId: string): { code: string; label: string }[] {
  const self = selfId.trim().toUpperCase();
  return holders.filter((h) => h.IDNumber.trim().toUpperCase() !== self).map((h) => ({ code: h.IDNumber, label: h.Person_Name }));
}

/** 'Second person must be selected from holders' (spec 2, 5): the message when the pick is not one of them. */
export function secondPersonError(picked: string | null | undefined, options: readonly { code: string }[]): string | undefined {
  return options.some((o) => o.code === picked) ? undefined : messages.holderRequired;
}

/** The identity record fields the completeness check reads (spec 2, section 3 "Prefilled person info"). */
export interface IdentityRecord {
  IDNumber: string;
  DATE_OF_BIRTH: string;
  Gender: string;
  RACE_DESC: string;
  NATIONALITY: string;
  COUNTRY_OF_BIRTH: string;
  RESI_STS: string;
  Position_Code: string;
  Position_Desc: string;
  REG_ADD_TYPE: string;
  REG_ADD_POSTAL_CODE: string;
  REG_ADD_BLOCK_NO: string;
  REG_ADD_STREET_NAME: string;
  REG_ADD_LINE1: string;
  REG_ADD_LINE2: string;
}

const ALWAYS_REQUIRED = [
  'IDNumber',
  'DATE_OF_BIRTH',
  'Gender',
  'RACE_DESC',
  'NATIONALITY',
  'COUNTRY_OF_BIRTH',
  'RESI_STS',
  'Position_Code',
  'Position_Desc',
] as const satisfies readonly (keyof IdentityRecord)[];
const LOCAL_ADDRESS_REQUIRED = ['REG_ADD_POSTAL_CODE', 'REG_ADD_BLOCK_NO', 'REG_ADD_STREET_NAME'] as const satisfies readonly (keyof IdentityRecord)[];
const FOREIGN_ADDRESS_REQUIRED = ['REG_ADD_LINE1', 'REG_ADD_LINE2'] as const satisfies readonly (keyof IdentityRecord)[];

const blank = (v: string | null | undefined): boolean => !v || v.trim() === '';

/**
 * The identity fields missing before submit (spec 2, 5): ID, date of birth, gender, race, nationality,
 * country of birth, residency status, position code and description, and the address: foreign (F)
 * needs lines 1 and 2, any other type postal code, block number and street name. [] means complete.
 */
export function missingIdentityFields(p: IdentityRecord): (keyof IdentityRecord)[] {
  const foreign = p.REG_ADD_TYPE?.trim().toUpperCase() === FOREIGN_ADDRESS_TYPE;
  const fields = [...ALWAYS_REQUIRED, ...(foreign ? FOREIGN_ADDRESS_REQUIRED : LOCAL_ADDRESS_REQUIRED)];
  return fields.filter((f) => blank(p[f]));
}

/**
 * What a person calls each identity field (ours; the person details screen shows the same words beside
 * the retrieved values). Position is one field to a person though the record carries a code and a text.
 */
export const IDENTITY_FIELD_LABELS: Readonly<Record<keyof IdentityRecord, string>> = {
  IDNumber: 'NRIC / FIN',
  DATE_OF_BIRTH: 'Date of Birth',
  Gender: 'Gender',
  RACE_DESC: 'Race',
  NATIONALITY: 'Nationality',
  COUNTRY_OF_BIRTH: 'Country of Birth',
  RESI_STS: 'Residency Status',
  Position_Code: 'Position',
  Position_Desc: 'Position',
  REG_ADD_TYPE: 'Registered Address Type',
  REG_ADD_POSTAL_CODE: `Registered Address ${labels.Postal_Code}`,
  REG_ADD_BLOCK_NO: `Registered Address ${labels.Block_Number}`,
  REG_ADD_STREET_NAME: `Registered Address ${labels.Street_Name}`,
  REG_ADD_LINE1: 'Registered Address Line 1',
  REG_ADD_LINE2: 'Registered Address Line 2',
};

/**
 * The missing identity fields as the M02 page lists them (spec 2, 8 "M02 plus field list"): the labels
 * of missingIdentityFields, in its order, each once. [] means complete.
 */
export const missingIdentityLabels = (p: IdentityRecord): string[] => [
  ...new Set(missingIdentityFields(p).map((f) => IDENTITY_FIELD_LABELS[f])),
];

/** Year-month-day: a 4-digit year, month 1-12 and day 1-31, one or two digits each (spec 2, 5; ADR 0003). */
export const DATE_OF_BIRTH_PATTERN = /^\d{4}-(0?[1-9]|1[0-2])-(0?[1-9]|[12]\d|3[01])$/;

export const isDateOfBirthValid = (dob: string | null | undefined): boolean => DATE_OF_BIRTH_PATTERN.test((dob ?? '').trim());

/** The first user reapplies; anyone else resumes through the e-mail link (spec 2, 5). */
export type IdentityMessageVariant = 'firstUser' | 'subUser';

/**
 * Spec 2 and spec 3 quote the missing-data copy with "the identity service" and with "Myinfo". We show
 * the Myinfo wording, like every other Myinfo message on the screen (ADR 0003); both are in the
 * catalogue, so switching is this one constant.
 */
export const IDENTITY_MESSAGE_READING: 'myinfo' | 'identityService' = 'myinfo';

const MISSING = {
  myinfo: { firstUser: messages.missingMyinfoFirstUser, subUser: messages.missingMyinfoSubUser },
  identityService: { firstUser: messages.missingIdentityDataFirstUser, subUser: messages.missingIdentityDataSubUser },
} as const;

const INCOMPLETE = { firstUser: messages.incompleteMyinfoFirstUser, subUser: messages.incompleteMyinfoSubUser } as const;

/**
 * The message that blocks submit for the current user's identity record, or undefined when it is
 * complete: missing fields first (a blank date of birth is missing), then the date-of-birth pattern.
 */
export function identityDataError(
  p: IdentityRecord,
  variant: IdentityMessageVariant,
  reading: typeof IDENTITY_MESSAGE_READING = IDENTITY_MESSAGE_READING,
): string | undefined {
  if (missingIdentityFields(p).length > 0) return MISSING[reading][variant];
  if (!isDateOfBirthValid(p.DATE_OF_BIRTH)) return INCOMPLETE[variant];
  return undefined;
}

/** The blank message on two lines (spec 2, 5: 'Please do not leave field blank.' and 'Please fill in the text field.'). */
export const PERSON_BLANK_MESSAGE = `${messages.personBlankLine1}\n${messages.personBlankLine2}`;
