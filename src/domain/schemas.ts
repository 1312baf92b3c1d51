import * as yup from 'yup';
import { amountError, hasAnyPurpose, moneyError, islamicAllowed, PRODUCT_KINDS, purposesFromFlags, type ProductKind } from './amounts';
import { ACCOUNT_NUMBER_MIN_DIGITS, DEFAULT_COUNTRY, OTP_LENGTH, POSTAL_CODE_LENGTH, PROMO_MAX_LENGTH, TENURE_YEARS } from './constants';
import { mobileError, emailError } from './contact';
import { latestFinancialYearEndError, previousFinancialYearEndError } from './financialDates';
import { labels, messages } from './messages';
import { PERSON_BLANK_MESSAGE } from './persons';
import { rateError } from './rate';
import {
  addressFieldsFor,
  addressMaxLength,
  addressRequiredFieldsFor,
  FOREIGN_ADDRESS_TYPE,
  isAddressTypeCode,
  MAILING_FIELDS,
  type MailingField,
} from './reference';
import { ACCOUNT_NUMBER_MAX } from './propertyReference';

/**
 * Yup schemas of the forms of the BTL slice. Every message comes from the catalogue (messages.ts).
 * Field names are the wire names of the spec, so a form's values are the payload.
 */

const blank = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A test that runs a pure rule returning an error message or undefined. */
function rule<T>(name: string, check: (value: T | undefined, parent: Record<string, unknown>) => string | undefined) {
  return {
    name,
    test(this: yup.TestContext, value: T | undefined) {
      const message = check(value, (this.parent ?? {}) as Record<string, unknown>);
      return message === undefined ? true : this.createError({ message });
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Money fields (spec 1, 5.2)
// ---------------------------------------------------------------------------------------------

/** Annual revenue: an amount more than 0 (blank -> blankField, not a number -> numericOnly, 0 -> moreThanZero). */
export function revenueError(value: string | number | null | undefined): string | undefined {
  return moneyError(value, { blank: messages.blankField, notANumber: messages.numericOnly, min: 'positive' });
}

/** Profit or loss before tax: like revenue, but a loss (leading minus) and 0 are valid. */
export function profitOrLossError(value: string | number | null | undefined): string | undefined {
  return moneyError(value, { blank: messages.blankField, notANumber: messages.numericOnly, min: 'any' });
}

// ---------------------------------------------------------------------------------------------
// Financing start page (spec 1, 5.1)
// ---------------------------------------------------------------------------------------------

const purposeFlag = yup.mixed<boolean | 'Y' | 'N'>().optional();

/**
 * The financing start page. Product-aware: Online needs a tenure, an amount within
 * 20,000..300,000 and a rate within 8..12 % on the 0.05 step; Personalised needs a purpose (error on path `purpose`) and an amount within its
 * bounds; AIP needs the existing-OTP answer and, when Y, an amount within 200,000..10,000,000.
 * Islamic is open to Personalised only for a valid purpose combination and needs the Halal
 * declaration; the start declaration must be accepted. Promo and referral values are optional, at
 * most 20 characters. The order in which the page reports these is `startErrors` (startCheck.ts).
 */
export const financeDetailsSchema = yup
  .object({
    financingProduct: yup
      .string()
      .required(messages.noProductSelected)
      .oneOf(PRODUCT_KINDS as ProductKind[], messages.noProductSelected),
    financingType: yup
      .string()
      .required(messages.financingTypeRequired)
      .oneOf(['Conventional', 'Islamic'], messages.financingTypeRequired)
      .test(
        rule<string>('islamic', (value, parent) =>
          value === 'Islamic' && parent.financingProduct === 'Personalised' && !islamicAllowed(purposesFromFlags(parent as Record<string, string | boolean>))
            ? messages.islamicNotAvailable
            : undefined,
        ),
      ),
    financingAmount: yup.mixed<number | string>().test(
      rule<number | string>('amount', (value, parent) => {
        const product = parent.financingProduct as ProductKind | undefined;
        const purposes = purposesFromFlags(parent as Record<string, string | boolean>);
        if (product === 'Online') return amountError('Online', value);
        if (product === 'Personalised') return hasAnyPurpose(purposes) ? amountError('Personalised', value, purposes) : undefined;
        if (product === 'AIP') return parent.isExistingOTPAvailable === 'Y' ? amountError('AIP', value) : undefined;
        return undefined;
      }),
    ),
    financingTenure: yup.mixed<number | string>().test(
      rule<number | string>('tenure', (value, parent) => {
        if (parent.financingProduct !== 'Online') return undefined;
        const years = typeof value === 'string' ? Number(value) : value;
        return blank(value) || !(TENURE_YEARS as readonly number[]).includes(years as number) ? messages.tenureRequired : undefined;
      }),
    ),
    /** Online only; when the rate is fixed the page offers the bank's and the bank refuses any other. */
    indicativeInterestRate: yup
      .mixed<number | string>()
      .test(rule<number | string>('rate', (value, parent) => (parent.financingProduct === 'Online' ? rateError(value) : undefined))),
    isExistingOTPAvailable: yup
      .string()
      .optional()
      .test(
        rule<string>('existingOtp', (value, parent) =>
          parent.financingProduct === 'AIP' && value !== 'Y' && value !== 'N' ? messages.existingOtpRequired : undefined,
        ),
      ),
    wcl: purposeFlag,
    property: purposeFlag,
    trade: purposeFlag,
    gas: purposeFlag,
    esg: purposeFlag,
    promoCode: yup.string().optional().max(PROMO_MAX_LENGTH, messages.promoMax),
    referralCode: yup.string().optional().max(PROMO_MAX_LENGTH, messages.promoMax),
    /** The promo-or-referral inputs of the form (row 1, optional row 2), before they are split into promoCode / referralCode. */
    promoValue: yup.string().optional().max(PROMO_MAX_LENGTH, messages.promoMax),
    promoValue2: yup.string().optional().max(PROMO_MAX_LENGTH, messages.promoMax),
    /** Islamic requires the Halal declaration (spec 1, 4.1 and 5.1). */
    halalDeclaration: yup
      .boolean()
      .optional()
      .test(rule<boolean>('halal', (value, parent) => (parent.financingType === 'Islamic' && value !== true ? messages.halalDeclarationRequired : undefined))),
    /** The start page's declaration and T&C, ticked once their links were opened (spec 1, 5.1). */
    declarationAccepted: yup.boolean().oneOf([true], messages.startDeclarationRequired),
  })
  .test('purpose', function (values) {
    if (values?.financingProduct !== 'Personalised') return true;
    const purposes = purposesFromFlags(values as Record<string, string | boolean>);
    return hasAnyPurpose(purposes) ? true : this.createError({ path: 'purpose', message: messages.noPurposeSelected });
  });

export type FinanceDetailsValues = yup.InferType<typeof financeDetailsSchema>;

// ---------------------------------------------------------------------------------------------
// Company details: mailing address and financial highlights (spec 1, 5.2)
// ---------------------------------------------------------------------------------------------

/** Allowed street characters: letters, digits, space, hyphen, dot, comma, slash, ampersand, apostrophe. */
export const STREET_PATTERN = /^[A-Za-z0-9 \-.,/&']*$/;
export const POSTAL_CODE_PATTERN = new RegExp(`^\\d{${POSTAL_CODE_LENGTH}}$`);

/**
 * The error of one mailing field, or undefined (only when the mailing form is used, i.e. same-as is N).
 * Until a postal search has set the address type, the search's message sits on the postal code it
 * names. A foreign address is outside Singapore.
 */
export function mailingFieldError(field: MailingField, value: string | null | undefined, type: string | null | undefined): string | undefined {
  if (!addressFieldsFor(type).includes(field)) return undefined;
  if (field === 'Postal_Code' && !isAddressTypeCode(type)) return messages.postalSearchRequired;
  if (field === 'Country' && type === FOREIGN_ADDRESS_TYPE && value === DEFAULT_COUNTRY) return messages.foreignCountryNotSingapore;
  if (blank(value)) {
    if (!addressRequiredFieldsFor(type).includes(field)) return undefined;
    return field === 'Country' ? messages.selectBlank(labels.Country) : messages.blankField;
  }
  const text = String(value);
  if (field === 'Postal_Code' && !POSTAL_CODE_PATTERN.test(text.trim())) return messages.postalCodeInvalid;
  const max = addressMaxLength(field, type);
  if (max !== undefined && text.length > max) return messages.maxLength(max);
  if (field === 'Street_Name' && !STREET_PATTERN.test(text)) return messages.streetCharsInvalid;
  return undefined;
}

function mailingFieldSchema(field: MailingField) {
  return yup
    .string()
    .optional()
    .test(
      rule<string>(`mailing-${field}`, (value, parent) =>
        parent.isMailAddressSameAsRegisterAddress === 'N'
          ? mailingFieldError(field, value, parent.Address_Format_Type as string | undefined)
          : undefined,
      ),
    );
}

export interface CompanyDetailsOptions {
  product: ProductKind | string;
  /** Whether the previous-year block is shown (see showPreviousYearBlock). */
  showPrevious: boolean;
  today: Date;
}

/** The company form's schema: the previous-year block counts when it is shown for the online product. */
export function companyDetailsSchema(opts: CompanyDetailsOptions) {
  return companyStepSchema({ previousYear: opts.showPrevious && opts.product === 'Online', today: opts.today });
}

export interface CompanyStepOptions {
  /** Whether the previous-year block is part of the answer: the form knows it shows it, the bank that it was sent. */
  previousYear: boolean;
  today: Date;
}

/**
 * The company step, for the form and the bank alike: the mailing option is required; with N the
 * format type is required (it comes from the postal lookup), the type's fields must be filled and
 * fit their lengths, and the postal code is 6 digits. The latest financial year end (within the
 * 2-year window), annual revenue and profit or loss are required; with the previous-year block, the
 * previous year end (calendar year before the latest), revenue 2 and profit or loss 2 are too.
 */
export function companyStepSchema(opts: CompanyStepOptions) {
  const previousRequired = opts.previousYear;
  const mailingShape = Object.fromEntries(MAILING_FIELDS.map((f) => [f, mailingFieldSchema(f)])) as Record<
    MailingField,
    ReturnType<typeof mailingFieldSchema>
  >;
  const optionalText = yup.string().optional();
  return yup.object({
    isMailAddressSameAsRegisterAddress: yup
      .string()
      .required(messages.mailingOptionRequired)
      .oneOf(['Y', 'N'], messages.mailingOptionRequired),
    Address_Format_Type: yup.string().optional(),
    ...mailingShape,
    Country_Desc: optionalText,
    LatestFinancialYearEndDate: yup
      .string()
      .optional()
      .test(rule<string>('latest', (value) => latestFinancialYearEndError(value ?? '', opts.today))),
    AnnualRevenue1: yup.string().optional().test(rule<string>('revenue1', (v) => revenueError(v))),
    ProfitOrLossBeforeTax1: yup.string().optional().test(rule<string>('profit1', (v) => profitOrLossError(v))),
    PreviousFinancialYearEndDate: previousRequired
      ? yup
          .string()
          .optional()
          .test(
            rule<string>('previous', (value, parent) =>
              previousFinancialYearEndError(value ?? '', String(parent.LatestFinancialYearEndDate ?? '')),
            ),
          )
      : optionalText,
    AnnualRevenue2: previousRequired ? yup.string().optional().test(rule<string>('revenue2', (v) => revenueError(v))) : optionalText,
    ProfitOrLossBeforeTax2: previousRequired
      ? yup.string().optional().test(rule<string>('profit2', (v) => profitOrLossError(v)))
      : optionalText,
  });
}

export type CompanyDetailsValues = yup.InferType<ReturnType<typeof companyStepSchema>>;

/** The company record fields the completeness check reads (CompDtls names, spec 1, 3.4). */
export interface CompanyDataForCompleteness {
  Company_UEN?: string | null;
  Company_Name?: string | null;
  Registration_Date?: string | null;
  Country_of_Incorporation_Code?: string | null;
  Primary_Activity_Desc?: string | null;
  Address_Type_Code?: string | null;
  Reg_Add_Postal_Code?: string | null;
  Reg_Add_Block_No?: string | null;
  Reg_Add_Street_Name?: string | null;
  Address_Line_1?: string | null;
  Address_Line_2?: string | null;
}

/**
 * Data completeness check before saving company details (spec 1, 5.2). Returns the names of the
 * missing fields (empty when complete); any entry means the screen shows messages.missingPersonalData.
 * Always: UEN, name, registration date, country of incorporation code, primary activity description,
 * address type code. Foreign (address type F): address lines 1 and 2. Otherwise local: postal code,
 * and a block number or a street name (reported as 'Reg_Add_Block_No|Reg_Add_Street_Name').
 * With the mailing form in use (same-as N), its format type is required too.
 */
export function companyDataCompletenessErrors(
  comp: CompanyDataForCompleteness,
  mailing?: { isMailAddressSameAsRegisterAddress?: string | null; Address_Format_Type?: string | null },
): string[] {
  const missing: string[] = [];
  const need = (field: keyof CompanyDataForCompleteness) => {
    if (blank(comp[field])) missing.push(field);
  };
  need('Company_UEN');
  need('Company_Name');
  need('Registration_Date');
  need('Country_of_Incorporation_Code');
  need('Primary_Activity_Desc');
  need('Address_Type_Code');
  if (!blank(comp.Address_Type_Code)) {
    if (String(comp.Address_Type_Code).trim().toUpperCase() === FOREIGN_ADDRESS_TYPE) {
      need('Address_Line_1');
      need('Address_Line_2');
    } else {
      need('Reg_Add_Postal_Code');
      if (blank(comp.Reg_Add_Block_No) && blank(comp.Reg_Add_Street_Name)) missing.push('Reg_Add_Block_No|Reg_Add_Street_Name');
    }
  }
  if (mailing?.isMailAddressSameAsRegisterAddress === 'N' && !isAddressTypeCode(mailing.Address_Format_Type)) {
    missing.push('Address_Format_Type');
  }
  return missing;
}

// ---------------------------------------------------------------------------------------------
// Contact block / person form (spec 1, 5.4; spec 2, 5)
// ---------------------------------------------------------------------------------------------

export interface ContactOptions {
  /** The applicant has prefilled identity data: title, marital status and country are then required. */
  prefilled: boolean;
}

/** A blank person field shows the two-line message of spec 2, 5; the contact block's one-liner stays in contact.ts. */
const personRule = (check: (v: string | undefined) => string | undefined) => (v: string | undefined) =>
  !v || v.trim() === '' ? PERSON_BLANK_MESSAGE : check(v);

export function contactSchema(opts: ContactOptions) {
  // Spec 2, 5 lists the drop-downs among the fields that must not be blank and quotes its words for all of them.
  const prefilledChoice = () => (opts.prefilled ? yup.string().required(PERSON_BLANK_MESSAGE) : yup.string().optional());
  return yup.object({
    TitleCode: prefilledChoice(),
    MaritalStatusCode: prefilledChoice(),
    CountryOfResidenceCode: prefilledChoice(),
    MobileNumber: yup.string().test(rule<string>('mobile', personRule(mobileError))),
    Email_Address: yup.string().test(rule<string>('email', personRule(emailError))),
    isJointContributerForMortgageLoan: yup.string().optional().oneOf(['YES', 'NO', 'NA', ''], messages.pleaseSelect),
  });
}

export type ContactValues = yup.InferType<ReturnType<typeof contactSchema>>;

// ---------------------------------------------------------------------------------------------
// Account details (spec 1, 5.3)
// ---------------------------------------------------------------------------------------------

export interface AccountOptions {
  /** How many accounts the account list returned; the account is required only when there are 2 or more. */
  accountCount: number;
  /** The account-check service is off (spec 3, 9): the applicant types the number instead of choosing it. */
  typed?: boolean;
}

/** A typed disbursement account number: digits only, at least our minimum, at most the spec's 80 (spec 3, 9). */
export const TYPED_ACCOUNT_NUMBER_PATTERN = new RegExp(`^\\d{${ACCOUNT_NUMBER_MIN_DIGITS},${ACCOUNT_NUMBER_MAX}}$`);
export const typedAccountNumberMessage = messages.accountNumberInvalid(ACCOUNT_NUMBER_MIN_DIGITS, ACCOUNT_NUMBER_MAX);

const typedAccountNumber = yup
  .string()
  .trim()
  .required(messages.accountNumberRequired)
  .matches(TYPED_ACCOUNT_NUMBER_PATTERN, typedAccountNumberMessage);

export function accountSchema(opts: AccountOptions) {
  return yup.object({
    disbursement_Branch_Code: yup.string().required(messages.branchRequired),
    disbursement_Branch_Account_No: opts.typed
      ? typedAccountNumber
      : opts.accountCount > 1
        ? yup.string().required(messages.accountRequired)
        : yup.string().optional(),
  });
}

export type AccountValues = yup.InferType<ReturnType<typeof accountSchema>>;

/** Declarations (spec 2, 2.2 and 5): the one checkbox must be ticked. */
export const declarationsSchema = yup.object({ applicantDeclare: yup.boolean().oneOf([true], messages.declarationRequired) });

// ---------------------------------------------------------------------------------------------
// One-time password (spec 2, 2.4 and 5)
// ---------------------------------------------------------------------------------------------

export const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

export const otpSchema = yup.object({
  otp: yup.string().required(messages.otpInvalidFormat).matches(OTP_PATTERN, messages.otpInvalidFormat),
});

export type OtpValues = yup.InferType<typeof otpSchema>;

/** Collect a schema's errors as { path: message } (first message per path), or {} when valid. */
export function validationErrors(schema: yup.AnySchema, values: unknown): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (err) {
    if (!(err instanceof yup.ValidationError)) throw err;
    const out: Record<string, string> = {};
    for (const e of err.inner.length ? err.inner : [err]) {
      const path = e.path ?? '';
      if (!(path in out)) out[path] = e.message;
    }
    return out;
  }
}
