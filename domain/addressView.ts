import { countryLabel } from './countries';
import { addressFieldsFor, addressFormatType, FOREIGN_ADDRESS_TYPE, type MailingField } from './reference';

type Part = string | null | undefined;

/** A local address on one line: block and street, #storey-unit, building, then the postal line. */
export function localAddressLine(a: { block: Part; street: Part; storey: Part; unit: Part; building: Part; postalLine: Part }): string {
  const unit = a.storey || a.unit ? `#${a.storey ?? ''}-${a.unit ?? ''}` : '';
  return [[a.block, a.street].filter(Boolean).join(' '), unit, a.building, a.postalLine].filter(Boolean).join(', ');
}

const singaporePostal = (postalCode: Part): string => (postalCode ? `Singapore ${postalCode}` : '');

/** A company's registered address as the registry holds it (spec 1, 2.2): foreign lines, or the local fields. */
export function companyAddressLine(c: {
  Address_Line_1?: Part;
  Address_Line_2?: Part;
  Reg_Add_Block_No: Part;
  Reg_Add_Street_Name: Part;
  Reg_Add_Floor_No: Part;
  Reg_Add_Unit_No: Part;
  Reg_Add_Bldg_Name: Part;
  Reg_Add_Postal_Code: Part;
}): string {
  if (c.Address_Line_1) return [c.Address_Line_1, c.Address_Line_2].filter(Boolean).join(', ');
  return localAddressLine({
    block: c.Reg_Add_Block_No,
    street: c.Reg_Add_Street_Name,
    storey: c.Reg_Add_Floor_No,
    unit: c.Reg_Add_Unit_No,
    building: c.Reg_Add_Bldg_Name,
    postalLine: singaporePostal(c.Reg_Add_Postal_Code),
  });
}

/** A mailing address by its format type (spec 2, 2.3): the type, then the fields that type shows, in its order. */
export function mailingAddressLine(m: { Address_Format_Type: string } & Partial<Record<MailingField, Part>>): string {
  const values = addressFieldsFor(m.Address_Format_Type).map((f) => (f === 'Country' ? countryLabel(m.Country) || m.Country : m[f]));
  const type = addressFormatType(m.Address_Format_Type)?.label;
  return [type && `${type}:`, values.filter(Boolean).join(', ')].filter(Boolean).join(' ');
}

/** A property's address on the summary (spec 2, 2.3): a local address in Singapore. */
export function propertyAddressLine(p: { Block_Number?: Part; Street_Name?: Part; Storey_Number?: Part; Unit_Number?: Part; Building_Name?: Part; Postal_Code?: Part }): string {
  return localAddressLine({
    block: p.Block_Number,
    street: p.Street_Name,
    storey: p.Storey_Number,
    unit: p.Unit_Number,
    building: p.Building_Name,
    postalLine: singaporePostal(p.Postal_Code),
  });
}

/** A person's registered address by its type (spec 1, 2.4): foreign lines 1 and 2 with the country, or the local fields. */
export function personAddressLine(p: {
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
}): string {
  const country = countryLabel(p.REG_ADD_COUNTRY) || p.REG_ADD_COUNTRY;
  if (p.REG_ADD_TYPE.trim().toUpperCase() === FOREIGN_ADDRESS_TYPE) return [p.REG_ADD_LINE1, p.REG_ADD_LINE2, country].filter(Boolean).join(', ');
  return localAddressLine({
    block: p.REG_ADD_BLOCK_NO,
    street: p.REG_ADD_STREET_NAME,
    storey: p.REG_ADD_FLR_NO,
    unit: p.REG_ADD_UNIT_NO,
    building: p.REG_ADD_BLDG_NAME,
    postalLine: [country, p.REG_ADD_POSTAL_CODE].filter(Boolean).join(' '),
  });
}
