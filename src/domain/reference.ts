import { ADDRESS_MAX, DEFAULT_COUNTRY } from './constants';
import type { ProductKind } from './amounts';

export interface Option<C extends string = string> {
  code: C;
  label: string;
}

/** Spec 3, 3 reference lists. */
export const TITLES: readonly Option[] = [
  { code: 'Mr', label: 'Mr' },
  { code: 'Mrs', label: 'Mrs' },
  { code: 'Ms', label: 'Ms' },
  { code: 'Mdm', label: 'Mdm' },
  { code: 'Dr', label: 'Dr' },
];

export const MARITAL_STATUSES: readonly Option[] = [
  { code: '1', label: 'Single' },
  { code: '2', label: 'Married' },
  { code: '3', label: 'Widowed' },
  { code: '5', label: 'Divorced' },
];

export function optionLabel(options: readonly Option[], code: string | null | undefined): string {
  return options.find((o) => o.code === code)?.label ?? '';
}

// ---------------------------------------------------------------------------------------------
// Address format types (spec 1, 3.9 and 4.2; spec 3, 3)
// ---------------------------------------------------------------------------------------------

/**
 * The spec gives two readings of codes D and H. We use the first, complete one: D local,
 * H multi-storey, so that each of the nine format types of spec 1, 3.9 has exactly one code
 * (ADR 0003). The other reading ("D multi-storey, H block/building/level/unit/street") leaves
 * local without a code.
 */
export const ADDRESS_TYPE_READING = 'D_LOCAL_H_MULTISTOREY' as const;

export const ADDRESS_TYPE_CODES = ['D', 'F', 'B', 'G', 'H', 'L', 'P', 'S', 'W'] as const;
export type AddressTypeCode = (typeof ADDRESS_TYPE_CODES)[number];

export const LOCAL_ADDRESS_TYPE: AddressTypeCode = 'D';
export const FOREIGN_ADDRESS_TYPE: AddressTypeCode = 'F';
export const MULTI_STOREY_ADDRESS_TYPE: AddressTypeCode = 'H';

/** The mailing address fields of spec 1, 3.5, by their wire names. */
export type MailingField =
  | 'Block_Number'
  | 'Street_Name'
  | 'Storey_Number'
  | 'Unit_Number'
  | 'Building_Name'
  | 'Postal_Code'
  | 'Country'
  | 'Address_Line1'
  | 'Address_Line2'
  | 'Address_Line3'
  | 'State_City'
  | 'Locked_Bag_Number'
  | 'Godown_Number'
  | 'Lot_Mukim_Number'
  | 'Box_Number'
  | 'Post_Office_Name'
  | 'House_Number'
  | 'Window_Delivery_Number';

export const MAILING_FIELDS: readonly MailingField[] = [
  'Block_Number',
  'Street_Name',
  'Storey_Number',
  'Unit_Number',
  'Building_Name',
  'Postal_Code',
  'Country',
  'Address_Line1',
  'Address_Line2',
  'Address_Line3',
  'State_City',
  'Locked_Bag_Number',
  'Godown_Number',
  'Lot_Mukim_Number',
  'Box_Number',
  'Post_Office_Name',
  'House_Number',
  'Window_Delivery_Number',
];

export interface AddressFormatType {
  code: AddressTypeCode;
  label: string;
  /** Fields shown, in display order. */
  fields: readonly MailingField[];
  /**
   * Fields that must be filled (spec 2, 5: the summary's checks per address type; where the summary
   * names none, the postal code only).
   */
  required: readonly MailingField[];
}

const BLOCK_FIELDS: readonly MailingField[] = ['Postal_Code', 'Block_Number', 'Street_Name', 'Storey_Number', 'Unit_Number', 'Building_Name', 'Country'];
const BLOCK_REQUIRED: readonly MailingField[] = ['Postal_Code', 'Block_Number', 'Storey_Number', 'Unit_Number', 'Street_Name'];

export const ADDRESS_FORMAT_TYPES: readonly AddressFormatType[] = [
  { code: 'D', label: 'Local', fields: BLOCK_FIELDS, required: BLOCK_REQUIRED },
  {
    code: 'F',
    label: 'Foreign',
    fields: ['Country', 'Address_Line1', 'Address_Line2', 'Address_Line3', 'State_City'],
    required: ['Country', 'Address_Line1', 'Address_Line2'],
  },
  {
    code: 'B',
    label: 'Locked Bag',
    fields: ['Postal_Code', 'Post_Office_Name', 'Locked_Bag_Number', 'Country'],
    required: ['Postal_Code', 'Post_Office_Name', 'Locked_Bag_Number'],
  },
  {
    code: 'G',
    label: 'Godown',
    fields: ['Postal_Code', 'Building_Name', 'Storey_Number', 'Unit_Number', 'Street_Name', 'Godown_Number', 'Country'],
    required: ['Postal_Code', 'Godown_Number'],
  },
  { code: 'H', label: 'Multi-Storey', fields: BLOCK_FIELDS, required: BLOCK_REQUIRED },
  {
    code: 'L',
    label: 'Lot / Mukim',
    fields: ['Postal_Code', 'Street_Name', 'Lot_Mukim_Number', 'Country'],
    required: ['Postal_Code', 'Lot_Mukim_Number', 'Street_Name'],
  },
  {
    code: 'P',
    label: 'PO Box',
    fields: ['Postal_Code', 'Box_Number', 'Post_Office_Name', 'Country'],
    required: ['Postal_Code', 'Box_Number', 'Post_Office_Name'],
  },
  {
    code: 'S',
    label: 'House / Shop / Walk-up Apartment',
    fields: ['Postal_Code', 'Building_Name', 'House_Number', 'Street_Name', 'Country'],
    required: ['Postal_Code'],
  },
  {
    code: 'W',
    label: 'Window Delivery',
    fields: ['Postal_Code', 'Window_Delivery_Number', 'Post_Office_Name', 'Country'],
    required: ['Postal_Code', 'Window_Delivery_Number', 'Post_Office_Name'],
  },
];

export function isAddressTypeCode(code: string | null | undefined): code is AddressTypeCode {
  return !!code && (ADDRESS_TYPE_CODES as readonly string[]).includes(code);
}

export function addressFormatType(code: string | null | undefined): AddressFormatType | undefined {
  return ADDRESS_FORMAT_TYPES.find((t) => t.code === code);
}

/**
 * Which mailing fields show for a format type (spec 1, 4.2). Before a type is known (no postal
 * lookup yet) only the postal code and the country show.
 */
export function addressFieldsFor(type: string | null | undefined): readonly MailingField[] {
  return addressFormatType(type)?.fields ?? ['Postal_Code', 'Country'];
}

/** Which mailing fields must be filled for a format type (none when the type is unknown). */
export function addressRequiredFieldsFor(type: string | null | undefined): readonly MailingField[] {
  return addressFormatType(type)?.required ?? [];
}

/** The maximum length of a mailing field for a format type (spec 1, 5.2): block is 6 for multi-storey. */
export function addressMaxLength(field: MailingField, type: string | null | undefined): number | undefined {
  switch (field) {
    case 'Block_Number':
      return type === MULTI_STOREY_ADDRESS_TYPE ? ADDRESS_MAX.blockMultiStorey : ADDRESS_MAX.block;
    case 'Street_Name':
      return ADDRESS_MAX.street;
    case 'Storey_Number':
      return ADDRESS_MAX.storey;
    case 'Unit_Number':
      return ADDRESS_MAX.unit;
    case 'Building_Name':
      return ADDRESS_MAX.building;
    case 'Address_Line1':
    case 'Address_Line2':
    case 'Address_Line3':
      return ADDRESS_MAX.addressLine;
    case 'State_City':
      return ADDRESS_MAX.stateCity;
    case 'Post_Office_Name':
      return ADDRESS_MAX.postOffice;
    case 'Locked_Bag_Number':
      return ADDRESS_MAX.lockedBag;
    case 'Box_Number':
      return ADDRESS_MAX.box;
    case 'Godown_Number':
      return ADDRESS_MAX.godown;
    case 'Lot_Mukim_Number':
      return ADDRESS_MAX.lotMukim;
    case 'House_Number':
      return ADDRESS_MAX.house;
    case 'Window_Delivery_Number':
      return ADDRESS_MAX.windowDelivery;
    case 'Postal_Code':
    case 'Country':
      return undefined;
  }
}

/**
 * Format type from a postal lookup result (spec 1, 4.2): the address type code, falling back to the
 * format code, then to local. Codes outside D F B G H L P S W count as missing.
 */
export function addressFormatFromPostal(result: { addR_TYP_CODE: string; addR_FMT_CODE: string }): string {
  const type = result.addR_TYP_CODE?.trim().toUpperCase();
  if (isAddressTypeCode(type)) return type;
  const fmt = result.addR_FMT_CODE?.trim().toUpperCase();
  if (isAddressTypeCode(fmt)) return fmt;
  return LOCAL_ADDRESS_TYPE;
}

/** Mailing fields filled from a postal lookup result (spec 1, 3.6). */
export function mailingFromPostal(
  postalCode: string,
  result: { addR_TYP_CODE: string; addR_FMT_CODE: string; blK_NO?: string; bldG_NAME?: string; sT_NAME?: string; poboX_NO?: string; staT_CITY_NAME?: string; uniT_NO?: string; strY_NO?: string },
): { Address_Format_Type: string } & Partial<Record<MailingField, string>> {
  return {
    Address_Format_Type: addressFormatFromPostal(result),
    Postal_Code: postalCode,
    Country: DEFAULT_COUNTRY,
    Block_Number: result.blK_NO ?? '',
    Building_Name: result.bldG_NAME ?? '',
    Street_Name: result.sT_NAME ?? '',
    Box_Number: result.poboX_NO ?? '',
    State_City: result.staT_CITY_NAME ?? '',
    Unit_Number: result.uniT_NO ?? '',
    Storey_Number: result.strY_NO ?? '',
  };
}

// ---------------------------------------------------------------------------------------------
// Other enumerations
// ---------------------------------------------------------------------------------------------

/** Joint contributor for mortgage loan (spec 2, 2.1). */
export const JOINT_CONTRIBUTOR_OPTIONS: readonly Option<'YES' | 'NO' | 'NA'>[] = [
  { code: 'YES', label: 'Yes' },
  { code: 'NO', label: 'No' },
  { code: 'NA', label: 'Not Applicable' },
];

export type FinancingTypeCode = 'Conventional' | 'Islamic';
export const FINANCING_TYPES: readonly Option<FinancingTypeCode>[] = [
  { code: 'Conventional', label: 'Conventional' },
  { code: 'Islamic', label: 'Islamic' },
];

export interface Product {
  code: 'BTL' | 'PBF' | 'AIP';
  kind: ProductKind;
  label: string;
}

/** The product code of each kind of financing (spec 1, 1; spec 2, section 9). */
export const PRODUCT_CODE_BY_KIND = { Online: 'BTL', Personalised: 'PBF', AIP: 'AIP' } as const satisfies Record<ProductKind, Product['code']>;

/** Financing products (spec 1, 1 and 3.9). */
export const PRODUCTS: readonly Product[] = [
  { code: PRODUCT_CODE_BY_KIND.Online, kind: 'Online', label: 'Online' },
  { code: PRODUCT_CODE_BY_KIND.Personalised, kind: 'Personalised', label: 'Personalised' },
  { code: PRODUCT_CODE_BY_KIND.AIP, kind: 'AIP', label: 'Approval In-Principle' },
];

export function productByKind(kind: string | null | undefined): Product | undefined {
  return PRODUCTS.find((p) => p.kind === kind);
}

/** Product codes of the bank's lists (spec 1, 3.9). */
export const PRODUCT_CODES: readonly Option[] = [
  { code: 'BTL', label: 'Business Term Loan' },
  { code: 'WCL', label: 'Working Capital Loan' },
];

/** Purposes of financing (spec 1, 1), keyed like the start page's flags. */
export const PURPOSES: readonly Option<'wcl' | 'property' | 'trade' | 'gas' | 'esg'>[] = [
  { code: 'wcl', label: 'Working Capital' },
  { code: 'property', label: 'Property' },
  { code: 'trade', label: 'Trade' },
  { code: 'gas', label: 'Government Assistance Scheme' },
  { code: 'esg', label: 'ESG' },
];

/** Promo or referral dropdown (spec 3, 3); the second row is always the opposite of the first. */
export const PROMO_REFERRAL_KINDS: readonly Option<'PromoCode' | 'ReferralCode'>[] = [
  { code: 'PromoCode', label: 'Promo Code' },
  { code: 'ReferralCode', label: 'Referral Code' },
];

export function oppositePromoKind(kind: 'PromoCode' | 'ReferralCode'): 'PromoCode' | 'ReferralCode' {
  return kind === 'PromoCode' ? 'ReferralCode' : 'PromoCode';
}

/** Business types (spec 3, 3). */
export const BUSINESS_TYPES: readonly Option[] = [
  { code: 'P', label: 'Partnership' },
  { code: 'S', label: 'Sole Proprietor' },
  { code: 'LP', label: 'Limited Partnership' },
  { code: 'LL', label: 'Limited Liability Partnership' },
  { code: 'LC', label: 'Local Company' },
  { code: 'FC', label: 'Foreign Company' },
];

export const YES_NO: readonly Option<'Y' | 'N'>[] = [
  { code: 'Y', label: 'Yes' },
  { code: 'N', label: 'No' },
];

/** Document types for uploads (spec 3, 3). */
export const DOCUMENT_TYPE_CODES = ['FS', 'MA', 'DA', 'BS', 'OTP'] as const;
export type DocumentTypeCode = (typeof DOCUMENT_TYPE_CODES)[number];
/** Their labels, which the bank also keeps as each file's description. */
export const DOCUMENT_TYPES = {
  FS: 'Financial Report',
  MA: 'Management Account',
  DA: 'Draft Account',
  BS: 'Bank Statement',
  OTP: 'Option to Purchase',
} as const satisfies Record<DocumentTypeCode, string>;
