import { DEFAULT_COUNTRY } from './constants';
import { countryLabel } from './countries';
import { addressFormatType, FOREIGN_ADDRESS_TYPE, MULTI_STOREY_ADDRESS_TYPE, type MailingField } from './reference';

type Part = string | null | undefined;

/**
 * Addresses as an envelope shows them, one line each: a Singapore address in SingPost's order
 * ("Block 123 Street Name", "#08-1234 Building", "Singapore 560123"), a foreign one as its lines and
 * then its country. Every screen that shows an address takes its lines from here.
 */
export type AddressLines = string[];

const joined = (parts: readonly Part[], separator = ' '): string =>
  parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(separator);

const lines = (parts: readonly Part[]): AddressLines => parts.map((p) => p?.trim() ?? '').filter(Boolean);

/** '#08-1234': storey and unit of a building; '' when neither is known. */
const unitNumber = (storey: Part, unit: Part): string => (storey?.trim() || unit?.trim() ? `#${storey?.trim() ?? ''}-${unit?.trim() ?? ''}` : '');

/** The last line of a Singapore address: the country's name and the postal code. */
const postalLine = (postalCode: Part, country: Part = DEFAULT_COUNTRY): string => joined([countryLabel(country) || country, postalCode]);

/** A Singapore address by its parts; `block` already carries its label where the type has one. */
function singaporeLines(a: { block?: Part; street?: Part; storey?: Part; unit?: Part; building?: Part; postalCode: Part; country?: Part }): AddressLines {
  return lines([joined([a.block, a.street]), joined([unitNumber(a.storey, a.unit), a.building]), postalLine(a.postalCode, a.country || DEFAULT_COUNTRY)]);
}

/** A foreign address: its own lines, then the country's name. */
function foreignLines(own: readonly Part[], country: Part): AddressLines {
  return lines([...own, countryLabel(country) || country]);
}

/** A company's registered address as the registry holds it (spec 1, 2.2): foreign lines, or the local fields. */
export function companyAddressLines(c: {
  Address_Line_1?: Part;
  Address_Line_2?: Part;
  Reg_Add_Block_No: Part;
  Reg_Add_Street_Name: Part;
  Reg_Add_Floor_No: Part;
  Reg_Add_Unit_No: Part;
  Reg_Add_Bldg_Name: Part;
  Reg_Add_Postal_Code: Part;
}): AddressLines {
  if (c.Address_Line_1?.trim()) return lines([c.Address_Line_1, c.Address_Line_2]);
  return singaporeLines({
    block: c.Reg_Add_Block_No,
    street: c.Reg_Add_Street_Name,
    storey: c.Reg_Add_Floor_No,
    unit: c.Reg_Add_Unit_No,
    building: c.Reg_Add_Bldg_Name,
    postalCode: c.Reg_Add_Postal_Code,
  });
}

type Mailing = { Address_Format_Type: string } & Partial<Record<MailingField, Part>>;

/** 'Block 123' for a multi-storey building; a bare number otherwise (a house or a registry's street number). */
const blockOf = (m: Mailing): string => (m.Block_Number?.trim() ? (m.Address_Format_Type === MULTI_STOREY_ADDRESS_TYPE ? `Block ${m.Block_Number.trim()}` : m.Block_Number.trim()) : '');

/** A numbered delivery point: 'PO Box 123', 'Locked Bag 12'. */
const numbered = (label: string, n: Part): string => (n?.trim() ? `${label} ${n.trim()}` : '');

/**
 * A mailing address by its format type (spec 1, 3.5; spec 2, 2.3): only the fields its type shows, in
 * an envelope's order. An unknown type shows what there is, as a local address.
 */
export function mailingAddressLines(m: Mailing): AddressLines {
  const type = addressFormatType(m.Address_Format_Type);
  const shown = new Set<MailingField>(type?.fields ?? ['Postal_Code', 'Country']);
  const v = (f: MailingField): Part => (shown.has(f) ? m[f] : '');
  const last = postalLine(v('Postal_Code'), v('Country') || DEFAULT_COUNTRY);
  switch (m.Address_Format_Type) {
    case FOREIGN_ADDRESS_TYPE:
      return foreignLines([v('Address_Line1'), v('Address_Line2'), v('Address_Line3'), v('State_City')], v('Country'));
    case 'B':
      return lines([numbered('Locked Bag', v('Locked_Bag_Number')), v('Post_Office_Name'), last]);
    case 'P':
      return lines([numbered('PO Box', v('Box_Number')), v('Post_Office_Name'), last]);
    case 'W':
      return lines([numbered('Window Delivery', v('Window_Delivery_Number')), v('Post_Office_Name'), last]);
    case 'G':
      return lines([numbered('Godown', v('Godown_Number')), v('Street_Name'), joined([unitNumber(v('Storey_Number'), v('Unit_Number')), v('Building_Name')]), last]);
    case 'L':
      return lines([numbered('Lot', v('Lot_Mukim_Number')), v('Street_Name'), last]);
    case 'S':
      return lines([joined([v('House_Number'), v('Street_Name')]), v('Building_Name'), last]);
    default:
      return singaporeLines({
        block: shown.has('Block_Number') ? blockOf(m) : '',
        street: v('Street_Name'),
        storey: v('Storey_Number'),
        unit: v('Unit_Number'),
        building: v('Building_Name'),
        postalCode: v('Postal_Code'),
        country: v('Country'),
      });
  }
}

/** A property's address on the summary (spec 2, 2.3): a local address in Singapore. */
export function propertyAddressLines(p: { Block_Number?: Part; Street_Name?: Part; Storey_Number?: Part; Unit_Number?: Part; Building_Name?: Part; Postal_Code?: Part }): AddressLines {
  if (![p.Block_Number, p.Street_Name, p.Storey_Number, p.Unit_Number, p.Building_Name, p.Postal_Code].some((x) => x?.trim())) return [];
  return singaporeLines({
    block: p.Block_Number,
    street: p.Street_Name,
    storey: p.Storey_Number,
    unit: p.Unit_Number,
    building: p.Building_Name,
    postalCode: p.Postal_Code,
  });
}

/** A person's registered address by its type (spec 1, 2.4): foreign lines 1 and 2 with the country, or the local fields. */
export function personAddressLines(p: {
  REG_ADD_TYPE: string;
  REG_ADD_LINE1: Part;
  REG_ADD_LINE2: Part;
  REG_ADD_COUNTRY: Part;
  REG_ADD_BLOCK_NO: Part;
  REG_ADD_STREET_NAME: Part;
  REG_ADD_FLR_NO: Part;
  REG_ADD_UNIT_NO: Part;
  REG_ADD_BLDG_NAME: Part;
  REG_ADD_POSTAL_CODE: Part;
}): AddressLines {
  if (p.REG_ADD_TYPE.trim().toUpperCase() === FOREIGN_ADDRESS_TYPE) return foreignLines([p.REG_ADD_LINE1, p.REG_ADD_LINE2], p.REG_ADD_COUNTRY);
  return singaporeLines({
    block: p.REG_ADD_BLOCK_NO,
    street: p.REG_ADD_STREET_NAME,
    storey: p.REG_ADD_FLR_NO,
    unit: p.REG_ADD_UNIT_NO,
    building: p.REG_ADD_BLDG_NAME,
    postalCode: p.REG_ADD_POSTAL_CODE,
    country: p.REG_ADD_COUNTRY,
  });
}

/** An address the bank sends as one line of text (a status's PropertyAddress, spec 3, 3): its comma-separated parts. */
export const addressTextLines = (text: Part): AddressLines => lines((text ?? '').split(','));
