import { z } from 'zod';
import { EMAIL_MAX_LENGTH, MAX_APPLICANTS_BTL } from '../domain/constants';
import { EMAIL_PATTERN, MOBILE_PATTERN } from '../domain/contact';
import { messages } from '../domain/messages';
import { BoolString, Text, YN, formEnvelope } from './common';

/** An applicant's place, 1 to the most applicants any product takes (spec 2, section 1). */
export const OrderNumber = z.number().int().min(1).max(MAX_APPLICANTS_BTL);

export const CpfContribution = z.object({
  forMonth: Text,
  paidOn: Text,
  amount: Text,
  employerContribution: Text,
});

export const IncomeRow = z.object({
  RowNumber: z.number().int().min(1).max(2),
  year: Text,
  taxCategory: Text,
  assessableIncome: Text,
  employment: Text,
  trade: Text,
  rent: Text,
  interest: Text,
  taxClearance: Text,
});

/** Spec 2, section 3: prefilled person info from the personal-data service. */
export const PrefilledPerson = z.object({
  OrderNumber,
  IDNumber: Text,
  Person_Name: Text,
  HANYU_PINYIN_NAME: Text,
  ALIAS_NAME: Text,
  HANYU_PINYIN_ALIAS_NAME: Text,
  MARRIED_NAME: Text,
  Gender: Text,
  RACE_DESC: Text,
  DATE_OF_BIRTH: Text,
  NATIONALITY: Text,
  COUNTRY_OF_BIRTH: Text,
  RESI_STS: Text,
  Position_Code: Text,
  Position_Desc: Text,
  REG_ADD_TYPE: Text,
  REG_ADD_POSTAL_CODE: Text,
  REG_ADD_BLOCK_NO: Text,
  REG_ADD_STREET_NAME: Text,
  REG_ADD_FLR_NO: Text,
  REG_ADD_UNIT_NO: Text,
  REG_ADD_BLDG_NAME: Text,
  REG_ADD_COUNTRY: Text,
  REG_ADD_LINE1: Text,
  REG_ADD_LINE2: Text,
  cpfContributionHistory: z.array(CpfContribution),
  yearOfAssessment: z.object({ income: z.array(IncomeRow) }),
  isFirstUser: BoolString,
  isAuthorisedPerson: z.string(),
  showCPFAndNOA: z.boolean(),
  allowEdit: z.boolean(),
});
export type PrefilledPerson = z.infer<typeof PrefilledPerson>;

const mobile = z.string().regex(MOBILE_PATTERN, messages.mobileInvalid);
const email = z.string().max(EMAIL_MAX_LENGTH, messages.emailMax).regex(EMAIL_PATTERN, messages.emailInvalid);

/** Spec 2, section 3: one applicant (OrderNumber 1-5). Persons without identity data send only order, ID, name, mobile, e-mail. */
export const Applicant = z.object({
  OrderNumber,
  IDNumber: z.string().min(1, 'IDNumber is required'),
  Person_Name: z.string(),
  TitleCode: z.string().optional(),
  MaritalStatusCode: z.string().optional(),
  MarStatusDesp: z.string().optional(),
  CountryOfResidenceCode: z.string().optional(),
  CountryOfResidenceDesc: z.string().optional(),
  Position_Code: z.string().optional(),
  Position_Desc: z.string().optional(),
  MobileNumber: mobile,
  Email_Address: email,
  isJointContributerForMortgageLoan: z.enum(['YES', 'NO', 'NA', '']).optional(),
});
export type Applicant = z.infer<typeof Applicant>;

/** The saved applicant as read back: contact fields may still be empty before the first save. */
export const SavedApplicant = Applicant.extend({
  MobileNumber: Text,
  Email_Address: Text,
});
export type SavedApplicant = z.infer<typeof SavedApplicant>;

export const Holder = z.object({ IDNumber: z.string(), Person_Name: z.string() });

export const SubmittedApplicants = z.object({
  Applicant1: BoolString,
  Applicant2: BoolString,
  Applicant3: BoolString,
  Applicant4: BoolString,
  Applicant5: BoolString,
});

export const PersonForm = z.object({
  RefNum: z.string(),
  Request_Form: z.object({ FinancingProduct: z.string(), Property: YN }),
  ApplicantsDtlsMyInfo: z.array(PrefilledPerson),
  ApplicantDtls: z.array(SavedApplicant),
  Holdersdetails: z.array(Holder),
  SubmittedApplicants: SubmittedApplicants,
});
export type PersonForm = z.infer<typeof PersonForm>;

export const GetPersonResponse = formEnvelope(PersonForm);
export type GetPersonResponse = z.infer<typeof GetPersonResponse>;

export const SavePersonRequest = z.object({
  StateId: z.string().min(1, 'StateId is required'),
  ReferenceNo: z.string().min(1, 'ReferenceNo is required'),
  ApplicantDtls: z.array(Applicant).min(1, 'ApplicantDtls needs at least one applicant').max(MAX_APPLICANTS_BTL, `at most ${MAX_APPLICANTS_BTL} applicants`),
});
export type SavePersonRequest = z.infer<typeof SavePersonRequest>;
