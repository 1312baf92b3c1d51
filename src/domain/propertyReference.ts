/**
 * Reference lists and limits of the property step (spec 3, sections 3 and 9). Pure data: the wire
 * contract (src/contract/property.ts) reads the codes from here, so the form, the contract
 * and the sandbox bank share one list of each.
 */
import type { Option } from './reference';

/** The bank's product name, the {product} of spec 3 ("{product} Account Details", isSixMonthsBankBalWith{product}). Ours. */
export const BANK_PRODUCT_NAME = 'SMEBank' as const;
/** The wire name of the {product}-account answer, spelled from the product name. */
export const SIX_MONTHS_BAL_FIELD = `isSixMonthsBankBalWith${BANK_PRODUCT_NAME}` as const;
export const SIX_MONTHS_BAL_DESCRIPTION_FIELD = `${SIX_MONTHS_BAL_FIELD}Description` as const;
/** The same answer as the summary spells it (spec 2, 3). */
export const PREVIEW_SIX_MONTHS_BAL_FIELD = `IsSixMonthsBankBalWith${BANK_PRODUCT_NAME}` as const;

export const TYPE_OF_FINANCE_CODES = ['NEW_PURCHASE', 'REFINANCE'] as const;
export type TypeOfFinance = (typeof TYPE_OF_FINANCE_CODES)[number];
export const NEW_PURCHASE: TypeOfFinance = 'NEW_PURCHASE';
export const REFINANCE: TypeOfFinance = 'REFINANCE';

export const PROPERTY_PURPOSE_CODES = ['IS_FOR_BIZ_OPER', 'IS_FOR_REN_AND_INVEST'] as const;
export type PropertyPurpose = (typeof PROPERTY_PURPOSE_CODES)[number];
export const BUSINESS_OPERATIONS: PropertyPurpose = 'IS_FOR_BIZ_OPER';

export const PROPERTY_TYPE_CODES = ['COMM', 'INDU', 'SHOP'] as const;
export type PropertyType = (typeof PROPERTY_TYPE_CODES)[number];
/** The special code of spec 3, 3: an HDB shophouse hides the account section. */
export const SHOP_PROPERTY_TYPE: PropertyType = 'SHOP';

export const LEASEHOLD_TENURE_CODES = ['99', '999', '60', '30', 'Others'] as const;
export type LeaseholdTenure = (typeof LEASEHOLD_TENURE_CODES)[number];
export const OTHERS_LEASEHOLD: LeaseholdTenure = 'Others';

export const LOAN_PRODUCT_TYPE_CODES = ['OD_REV_LOAN', 'PROP_LOAN', 'VEH_LOAN', 'WC_LOAN'] as const;
export type LoanProductType = (typeof LOAN_PRODUCT_TYPE_CODES)[number];
/** Overdraft or revolving: its amount is a facility limit, every other type's a monthly instalment. */
export const FACILITY_LIMIT_PRODUCT: LoanProductType = 'OD_REV_LOAN';

export const NUMBER_OF_BANKS_CODES = ['ONEBANK', 'MULTIPLE_BANK'] as const;
export type NumberOfBanks = (typeof NUMBER_OF_BANKS_CODES)[number];

/** Spec 3, 9. The currency and bank lists themselves are in currencies.ts and singaporeBanks.ts. */
export const DEFAULT_CURRENCY = 'SGD';
/** Ours: the longest bank or currency code the wire carries. */
export const LIST_CODE_MAX = 20;

/** Spec 3, 9 and 5. */
export const ACCOUNT_NUMBER_MAX = 80;
export const LEASEHOLD_OTHERS_MAX = 80;
export const LEASEHOLD_DATE_FORMAT = 'dd-MM-yyyy';
/** Balances are the average month-end balance of this many past months (spec 3, 3). */
export const BALANCE_MONTHS = 6;

/**
 * The property address fields of spec 3, 3 and the mailing field each one mirrors: the field sets
 * and limits by address type are the mailing address's (reference.ts), only the spelling differs.
 */
export const PROPERTY_ADDRESS_FIELDS = {
  postal_Code: 'Postal_Code',
  block_Number: 'Block_Number',
  street_Name: 'Street_Name',
  storey_Number: 'Storey_Number',
  unit_Number: 'Unit_Number',
  building_Name: 'Building_Name',
  godown_Number: 'Godown_Number',
  lot_Mukim_Number: 'Lot_Mukim_Number',
  box_Number: 'Box_Number',
  locked_Bag_Number: 'Locked_Bag_Number',
  post_Office_Name: 'Post_Office_Name',
  house_Number: 'House_Number',
  window_Delivery_Number: 'Window_Delivery_Number',
} as const;
export type PropertyAddressField = keyof typeof PROPERTY_ADDRESS_FIELDS;
export const PROPERTY_ADDRESS_FIELD_NAMES = Object.keys(PROPERTY_ADDRESS_FIELDS) as PropertyAddressField[];

// ---------------------------------------------------------------------------------------------
// Option lists (labels are ours where spec 3 gives only the codes)
// ---------------------------------------------------------------------------------------------

export const TYPE_OF_FINANCE_OPTIONS: readonly Option<TypeOfFinance>[] = [
  { code: 'NEW_PURCHASE', label: 'New Purchase' },
  { code: 'REFINANCE', label: 'Refinance' },
];

export const PROPERTY_PURPOSE_OPTIONS: readonly Option<PropertyPurpose>[] = [
  { code: 'IS_FOR_BIZ_OPER', label: 'For business operations' },
  { code: 'IS_FOR_REN_AND_INVEST', label: 'For rental and investment' },
];

export const PROPERTY_TYPE_OPTIONS: readonly Option<PropertyType>[] = [
  { code: 'COMM', label: 'Commercial' },
  { code: 'INDU', label: 'Industrial' },
  { code: 'SHOP', label: 'HDB Shophouse' },
];

export const LEASEHOLD_TENURE_OPTIONS: readonly Option<LeaseholdTenure>[] = [
  { code: '99', label: '99 years' },
  { code: '999', label: '999 years' },
  { code: '60', label: '60 years' },
  { code: '30', label: '30 years' },
  { code: 'Others', label: 'Others' },
];

export const LOAN_PRODUCT_TYPE_OPTIONS: readonly Option<LoanProductType>[] = [
  { code: 'OD_REV_LOAN', label: 'Overdraft / Revolving Loan' },
  { code: 'PROP_LOAN', label: 'Property Loan' },
  { code: 'VEH_LOAN', label: 'Vehicle Loan' },
  { code: 'WC_LOAN', label: 'Working Capital Loan' },
];

export const NUMBER_OF_BANKS_OPTIONS: readonly Option<NumberOfBanks>[] = [
  { code: 'ONEBANK', label: 'One bank' },
  { code: 'MULTIPLE_BANK', label: 'Multiple banks' },
];

/** The property products (spec 2, 2.3; spec 3, 1): AIP, or any product with the Property purpose. They have the property step. */
export const hasPropertyStep = (product: string | null | undefined, propertyPurpose: string | null | undefined): boolean =>
  product === 'AIP' || propertyPurpose === 'Y';
