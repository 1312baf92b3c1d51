import { z } from 'zod';
import { ADDRESS_MAX, POSTAL_CODE_LENGTH } from '../domain/constants';
import { POSTAL_CODE_PATTERN } from '../domain/schemas';
import { Text, YN, formEnvelope } from './common';

/** Spec 1, 3.4. The registered address fields carry the Reg_Add_ prefix throughout. */
export const CompDtls = z.object({
  Company_UEN: Text,
  Company_Name: Text,
  Entity_Type_Code: Text,
  Entity_Type_Desc: Text,
  Registration_Date: Text,
  Country_of_Incorporation_Code: Text,
  Country_of_Incorporation_Desc: Text,
  business_constitution_Code: Text,
  business_constitution_Desc: Text,
  Entity_Status: Text,
  Primary_Activity_Code: Text,
  Primary_Activity_Desc: Text,
  Secondary_Activity_Code: Text,
  Secondary_Activity_Desc: Text,
  Business_Expiry_Date: Text,
  Business_Former_Name: Text,
  Address_Type_Code: Text,
  Address_Type_Desc: Text,
  Ownership_Code: Text,
  Ownership_Desc: Text,
  Capital_Type: Text,
  Capital_PaidUpAmount: Text,
  Capital_IssuedAmount: Text,
  Capital_ShareAllottedAmount: Text,
  Capital_Currency_Code: Text,
  Capital_Currency_Desc: Text,
  Reg_Add_Block_No: Text,
  Reg_Add_Street_Name: Text,
  Reg_Add_Floor_No: Text,
  Reg_Add_Unit_No: Text,
  Reg_Add_Bldg_Name: Text,
  Reg_Add_Postal_Code: Text,
  Reg_Add_Country_Code: Text,
  Reg_Add_Country_Desc: Text,
  Address_Line_1: Text,
  Address_Line_2: Text,
  /** 'Sole' for a sole proprietor, 'NonSole' otherwise. */
  SoleorNonSole: z.enum(['Sole', 'NonSole']),
});
export type CompDtls = z.infer<typeof CompDtls>;

const maxText = (n: number) => z.string().max(n, `must be at most ${n} characters`);

/** Spec 1, 3.5: mailing address and financial highlights, saved together. */
export const MailingAndFinancials = z.object({
  stateId: z.string().min(1, 'stateId is required'),
  referenceNo: z.string().min(1, 'referenceNo is required'),
  isMailAddressSameAsRegisterAddress: YN,
  Address_Format_Type: z.string().max(1),
  Block_Number: maxText(ADDRESS_MAX.block),
  Street_Name: maxText(ADDRESS_MAX.street),
  Storey_Number: maxText(ADDRESS_MAX.storey),
  Unit_Number: maxText(ADDRESS_MAX.unit),
  Building_Name: maxText(ADDRESS_MAX.building),
  Postal_Code: z.string().refine((v) => v === '' || POSTAL_CODE_PATTERN.test(v), `Postal_Code must be ${POSTAL_CODE_LENGTH} digits`),
  Country: maxText(3),
  Country_Desc: maxText(ADDRESS_MAX.addressLine),
  Address_Line1: maxText(ADDRESS_MAX.addressLine),
  Address_Line2: maxText(ADDRESS_MAX.addressLine),
  Address_Line3: maxText(ADDRESS_MAX.addressLine),
  State_City: maxText(ADDRESS_MAX.stateCity),
  Locked_Bag_Number: maxText(ADDRESS_MAX.lockedBag),
  Godown_Number: maxText(ADDRESS_MAX.godown),
  Lot_Mukim_Number: maxText(ADDRESS_MAX.lotMukim),
  Box_Number: maxText(ADDRESS_MAX.box),
  Post_Office_Name: maxText(ADDRESS_MAX.postOffice),
  House_Number: maxText(ADDRESS_MAX.house),
  Window_Delivery_Number: maxText(ADDRESS_MAX.windowDelivery),
  /** yyyy-mm-dd */
  LatestFinancialYearEndDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'LatestFinancialYearEndDate must be yyyy-mm-dd'),
  AnnualRevenue1: z.string().regex(/^\d+(\.\d{1,2})?$/, 'AnnualRevenue1 must be a number with up to 2 decimals'),
  ProfitOrLossBeforeTax1: z.string().regex(/^-?\d+(\.\d{1,2})?$/, 'ProfitOrLossBeforeTax1 must be a number with up to 2 decimals'),
  PreviousFinancialYearEndDate: z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/, 'PreviousFinancialYearEndDate must be yyyy-mm-dd or empty'),
  AnnualRevenue2: z.string().regex(/^(\d+(\.\d{1,2})?)?$/, 'AnnualRevenue2 must be a number with up to 2 decimals or empty'),
  ProfitOrLossBeforeTax2: z.string().regex(/^(-?\d+(\.\d{1,2})?)?$/, 'ProfitOrLossBeforeTax2 must be a number with up to 2 decimals or empty'),
});
export type MailingAndFinancials = z.infer<typeof MailingAndFinancials>;

/** The financial highlights of the payload: one list, so the mailing part and the highlights cannot overlap. */
const FINANCIAL_FIELDS = {
  LatestFinancialYearEndDate: true,
  AnnualRevenue1: true,
  ProfitOrLossBeforeTax1: true,
  PreviousFinancialYearEndDate: true,
  AnnualRevenue2: true,
  ProfitOrLossBeforeTax2: true,
} as const;

/** The mailing part as read back (RegBizMailAddr). */
export const RegBizMailAddr = MailingAndFinancials.omit({ stateId: true, referenceNo: true, ...FINANCIAL_FIELDS });
export type RegBizMailAddr = z.infer<typeof RegBizMailAddr>;

export const FinancialHighlights = MailingAndFinancials.pick(FINANCIAL_FIELDS);
export type FinancialHighlights = z.infer<typeof FinancialHighlights>;

/** Spec 1, 3.3: Request_Form as the company step reads it. */
export const CompanyRequestForm = z.object({
  FinancingProduct: z.string(),
  Property: YN,
  GAS: YN,
  IsExistingOTPAvailable: z.string(),
});

export const CompanyForm = z.object({
  RefNum: z.string(),
  Request_Form: CompanyRequestForm,
  CompDtls: CompDtls,
  RegBizMailAddr: RegBizMailAddr.nullable(),
  financialHighlights: FinancialHighlights.nullable(),
});
export type CompanyForm = z.infer<typeof CompanyForm>;

export const GetCompanyResponse = formEnvelope(CompanyForm);
export type GetCompanyResponse = z.infer<typeof GetCompanyResponse>;
