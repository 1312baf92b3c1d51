import { describe, expect, it } from 'vitest';
import { companyAddressLine, mailingAddressLine, personAddressLine, propertyAddressLine } from '../../domain/addressView';
import { amountWithCurrency, sixMonthsBankBalance } from '../../domain/summaryView';

describe('address lines (spec 1, 2.2 and 2.4; spec 2, 2.3: addresses by their type)', () => {
  it('a local registered address: block and street, #storey-unit, building, Singapore and the postal code', () => {
    const local = { Reg_Add_Block_No: '1', Reg_Add_Street_Name: 'RAFFLES PLACE', Reg_Add_Floor_No: '10', Reg_Add_Unit_No: '01' };
    const full = { ...local, Reg_Add_Bldg_Name: 'ONE RAFFLES PLACE', Reg_Add_Postal_Code: '048616' };
    expect(companyAddressLine(full)).toBe('1 RAFFLES PLACE, #10-01, ONE RAFFLES PLACE, Singapore 048616');
    expect(companyAddressLine({ ...full, Reg_Add_Floor_No: '', Reg_Add_Unit_No: '', Reg_Add_Bldg_Name: '' })).toBe('1 RAFFLES PLACE, Singapore 048616');
  });

  it('a foreign registered address: lines 1 and 2', () => {
    const foreign = { Address_Line_1: '10 JALAN AMPANG', Address_Line_2: 'KUALA LUMPUR', Reg_Add_Block_No: '', Reg_Add_Street_Name: '', Reg_Add_Floor_No: '', Reg_Add_Unit_No: '', Reg_Add_Bldg_Name: '', Reg_Add_Postal_Code: '' };
    expect(companyAddressLine(foreign)).toBe('10 JALAN AMPANG, KUALA LUMPUR');
  });

  it('a mailing address shows its type and the fields of that type only', () => {
    const lockedBag = { Address_Format_Type: 'B', Postal_Code: '912345', Post_Office_Name: 'RAFFLES PO', Locked_Bag_Number: '12', Country: 'SG', Block_Number: '99' };
    expect(mailingAddressLine(lockedBag)).toBe('Locked Bag: 912345, RAFFLES PO, 12, Singapore');
  });

  it("a property's address is local", () => {
    expect(propertyAddressLine({ Block_Number: '5', Street_Name: 'ANG MO KIO INDUSTRIAL PARK 2', Postal_Code: '569912' })).toBe('5 ANG MO KIO INDUSTRIAL PARK 2, Singapore 569912');
  });

  it("a person's address: local fields with the country, or foreign lines with the country", () => {
    const lines = { REG_ADD_TYPE: 'D', REG_ADD_LINE1: '', REG_ADD_LINE2: '', REG_ADD_COUNTRY: 'SG' };
    const person = { ...lines, REG_ADD_BLOCK_NO: '123', REG_ADD_STREET_NAME: 'Tampines Street 11', REG_ADD_FLR_NO: '05', REG_ADD_UNIT_NO: '67', REG_ADD_BLDG_NAME: '', REG_ADD_POSTAL_CODE: '520123' };
    expect(personAddressLine(person)).toBe('123 Tampines Street 11, #05-67, Singapore 520123');
    expect(personAddressLine({ ...person, REG_ADD_TYPE: 'F', REG_ADD_LINE1: '10 JALAN AMPANG', REG_ADD_LINE2: 'KUALA LUMPUR', REG_ADD_COUNTRY: 'MY' })).toBe(
      '10 JALAN AMPANG, KUALA LUMPUR, Malaysia',
    );
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
