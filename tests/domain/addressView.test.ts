import { describe, expect, it } from 'vitest';
import { addressTextLines, companyAddressLines, mailingAddressLines, personAddressLines, propertyAddressLines } from '../../src/domain/addressView';
import { amountWithCurrency, sixMonthsBankBalance } from '../../src/domain/summaryView';

/*
 * Addresses as an envelope shows them (issue 14): a Singapore address in SingPost's order, one line
 * each ("Block 123 Street Name", "#08-1234 Building", "Singapore 560123"); a foreign address as its
 * lines and then its country. Only the fields of the address's type show (spec 1, 3.5; spec 2, 2.3).
 */
describe('mailing addresses by their format type', () => {
  const sg = { Country: 'SG' };
  it.each([
    ['Multi-Storey, in full', { Address_Format_Type: 'H', ...sg, Postal_Code: '560123', Block_Number: '123', Street_Name: 'Ang Mo Kio Avenue 3', Storey_Number: '08', Unit_Number: '1234', Building_Name: 'Kebun Baru Court' }, ['Block 123 Ang Mo Kio Avenue 3', '#08-1234 Kebun Baru Court', 'Singapore 560123']],
    ['Multi-Storey without a building name', { Address_Format_Type: 'H', ...sg, Postal_Code: '560123', Block_Number: '123', Street_Name: 'Ang Mo Kio Avenue 3', Storey_Number: '08', Unit_Number: '1234' }, ['Block 123 Ang Mo Kio Avenue 3', '#08-1234', 'Singapore 560123']],
    ['Local, a street number rather than a block', { Address_Format_Type: 'D', ...sg, Postal_Code: '048616', Block_Number: '1', Street_Name: 'Raffles Place', Storey_Number: '10', Unit_Number: '01', Building_Name: 'One Raffles Place' }, ['1 Raffles Place', '#10-01 One Raffles Place', 'Singapore 048616']],
    ['Local without a country: Singapore', { Address_Format_Type: 'D', Postal_Code: '048616', Block_Number: '1', Street_Name: 'Raffles Place' }, ['1 Raffles Place', 'Singapore 048616']],
    ['House / Shop', { Address_Format_Type: 'S', ...sg, Postal_Code: '437890', House_Number: '25', Street_Name: 'Joo Chiat Road', Building_Name: 'Joo Chiat Shophouse' }, ['25 Joo Chiat Road', 'Joo Chiat Shophouse', 'Singapore 437890']],
    ['PO Box', { Address_Format_Type: 'P', ...sg, Postal_Code: '912345', Box_Number: '1234', Post_Office_Name: 'Tanjong Pagar' }, ['PO Box 1234', 'Tanjong Pagar', 'Singapore 912345']],
    ['Locked Bag, a field of another type ignored', { Address_Format_Type: 'B', ...sg, Postal_Code: '912345', Post_Office_Name: 'RAFFLES PO', Locked_Bag_Number: '12', Block_Number: '99' }, ['Locked Bag 12', 'RAFFLES PO', 'Singapore 912345']],
    ['Window Delivery', { Address_Format_Type: 'W', ...sg, Postal_Code: '912345', Window_Delivery_Number: '7', Post_Office_Name: 'Orchard PO' }, ['Window Delivery 7', 'Orchard PO', 'Singapore 912345']],
    ['Godown', { Address_Format_Type: 'G', ...sg, Postal_Code: '628123', Godown_Number: '5', Street_Name: 'Jurong Port Road', Storey_Number: '01', Unit_Number: '02', Building_Name: 'Port Godowns' }, ['Godown 5', 'Jurong Port Road', '#01-02 Port Godowns', 'Singapore 628123']],
    ['Lot / Mukim', { Address_Format_Type: 'L', ...sg, Postal_Code: '718123', Lot_Mukim_Number: '123', Street_Name: 'Lim Chu Kang Road' }, ['Lot 123', 'Lim Chu Kang Road', 'Singapore 718123']],
    ['Foreign, with its country', { Address_Format_Type: 'F', Country: 'MY', Address_Line1: '10 Jalan Ampang', Address_Line2: '50450', Address_Line3: '', State_City: 'Kuala Lumpur', Block_Number: '9' }, ['10 Jalan Ampang', '50450', 'Kuala Lumpur', 'Malaysia']],
  ])('%s', (_name, address, lines) => {
    expect(mailingAddressLines(address)).toEqual(lines);
  });
});

describe('registered and property addresses', () => {
  const local = { Reg_Add_Block_No: '1', Reg_Add_Street_Name: 'RAFFLES PLACE', Reg_Add_Floor_No: '10', Reg_Add_Unit_No: '01', Reg_Add_Bldg_Name: 'ONE RAFFLES PLACE', Reg_Add_Postal_Code: '048616' };
  const person = {
    REG_ADD_TYPE: 'D', REG_ADD_LINE1: '', REG_ADD_LINE2: '', REG_ADD_COUNTRY: 'SG',
    REG_ADD_BLOCK_NO: '123', REG_ADD_STREET_NAME: 'Tampines Street 11', REG_ADD_FLR_NO: '05', REG_ADD_UNIT_NO: '67', REG_ADD_BLDG_NAME: '', REG_ADD_POSTAL_CODE: '520123',
  };
  it.each([
    ['a local registered address', companyAddressLines(local), ['1 RAFFLES PLACE', '#10-01 ONE RAFFLES PLACE', 'Singapore 048616']],
    ['a local registered address without unit or building', companyAddressLines({ ...local, Reg_Add_Floor_No: '', Reg_Add_Unit_No: '', Reg_Add_Bldg_Name: '' }), ['1 RAFFLES PLACE', 'Singapore 048616']],
    ['a foreign registered address: its two lines', companyAddressLines({ ...local, Address_Line_1: '10 JALAN AMPANG', Address_Line_2: 'KUALA LUMPUR' }), ['10 JALAN AMPANG', 'KUALA LUMPUR']],
    ["a property's address", propertyAddressLines({ Block_Number: '5', Street_Name: 'ANG MO KIO INDUSTRIAL PARK 2', Postal_Code: '569912' }), ['5 ANG MO KIO INDUSTRIAL PARK 2', 'Singapore 569912']],
    ['no property address at all', propertyAddressLines({}), []],
    ["a person's local address", personAddressLines(person), ['123 Tampines Street 11', '#05-67', 'Singapore 520123']],
    [
      "a person's foreign address, with the country",
      personAddressLines({ ...person, REG_ADD_TYPE: 'F', REG_ADD_LINE1: '10 JALAN AMPANG', REG_ADD_LINE2: 'KUALA LUMPUR', REG_ADD_COUNTRY: 'MY' }),
      ['10 JALAN AMPANG', 'KUALA LUMPUR', 'Malaysia'],
    ],
  ])('%s', (_name, lines, expected) => {
    expect(lines).toEqual(expected);
  });
});

describe('summary amounts (spec 3, 9: default currency SGD)', () => {
  it('an amount without a currency, or in SGD, reads as SGD; another currency keeps its code', () => {
    expect(amountWithCurrency(1500, undefined)).toBe('SGD 1,500.00');
    expect(amountWithCurrency('1500', 'SGD')).toBe('SGD 1,500.00');
    expect(amountWithCurrency(1500, 'USD')).toMatch(/^USD 1,?500/);
    expect(amountWithCurrency(null, 'USD')).toBe('');
  });

  it('the six-month balance answer is found whatever product the bank names it after', () => {
    expect(sixMonthsBankBalance({ TypeOfFinance: 'NEW', IsSixMonthsBankBalWithBank: 'Y' })).toBe('Y');
    expect(sixMonthsBankBalance({ TypeOfFinance: 'NEW' })).toBeUndefined();
  });
});

describe("an address the bank sends as one line (a status's PropertyAddress, spec 3, 3)", () => {
  it.each([
    ['comma-separated parts', '10 UBI CRESCENT, UBI TECHPARK, SINGAPORE 408564', ['10 UBI CRESCENT', 'UBI TECHPARK', 'SINGAPORE 408564']],
    ['no comma: one line', '1 Raffles Place #10-01 Singapore 048616', ['1 Raffles Place #10-01 Singapore 048616']],
    ['blank parts dropped', ' 5 Jalan Besar, , Singapore 208787 ', ['5 Jalan Besar', 'Singapore 208787']],
    ['nothing', '', []],
  ])('%s', (_name, text, expected) => {
    expect(addressTextLines(text)).toEqual(expected);
  });
});
