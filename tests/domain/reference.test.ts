import {
  ADDRESS_FORMAT_TYPES,
  ADDRESS_TYPE_READING,
  addressFieldsFor,
  addressFormatFromPostal,
  addressMaxLength,
  addressRequiredFieldsFor,
  FINANCING_TYPES,
  JOINT_CONTRIBUTOR_OPTIONS,
  MARITAL_STATUSES,
  mailingFromPostal,
  oppositePromoKind,
  PRODUCTS,
  TITLES,
} from '../../src/domain/reference';

describe('reference lists (spec 3 s3)', () => {
  it('titles: Mr, Mrs, Ms, Mdm, Dr', () => {
    expect(TITLES.map((t) => t.code)).toEqual(['Mr', 'Mrs', 'Ms', 'Mdm', 'Dr']);
  });

  it('marital status: 1 single, 2 married, 3 widowed, 5 divorced', () => {
    expect(MARITAL_STATUSES).toEqual([
      { code: '1', label: 'Single' },
      { code: '2', label: 'Married' },
      { code: '3', label: 'Widowed' },
      { code: '5', label: 'Divorced' },
    ]);
  });

  it('joint contributor YES/NO/NA, financing types, products', () => {
    expect(JOINT_CONTRIBUTOR_OPTIONS.map((o) => o.code)).toEqual(['YES', 'NO', 'NA']);
    expect(FINANCING_TYPES.map((o) => o.code)).toEqual(['Conventional', 'Islamic']);
    expect(PRODUCTS[0]).toEqual({ code: 'BTL', kind: 'Online', label: 'Online' });
    expect(PRODUCTS.map((p) => p.kind)).toEqual(['Online', 'Personalised', 'AIP']);
  });

  it.each([
    ['PromoCode', 'ReferralCode'],
    ['ReferralCode', 'PromoCode'],
  ] as const)('the second promo row is the opposite of %s (spec 1 s3.1)', (first, second) => {
    expect(oppositePromoKind(first)).toBe(second);
  });
});

describe('address format types (spec 1 s3.9, spec 3 s3; reading D local / H multi-storey)', () => {
  it('names the reading chosen', () => {
    expect(ADDRESS_TYPE_READING).toBe('D_LOCAL_H_MULTISTOREY');
  });

  it.each([
    ['D', 'Local'],
    ['F', 'Foreign'],
    ['B', 'Locked Bag'],
    ['G', 'Godown'],
    ['H', 'Multi-Storey'],
    ['L', 'Lot / Mukim'],
    ['P', 'PO Box'],
    ['S', 'House / Shop / Walk-up Apartment'],
    ['W', 'Window Delivery'],
  ])('%s is %s', (code, label) => {
    expect(ADDRESS_FORMAT_TYPES.find((t) => t.code === code)?.label).toBe(label);
  });

  // Spec 3 s3 field sets, plus the postal code of every local type.
  it.each([
    ['B', ['Post_Office_Name', 'Locked_Bag_Number']],
    ['G', ['Building_Name', 'Storey_Number', 'Unit_Number', 'Street_Name', 'Godown_Number']],
    ['L', ['Street_Name', 'Lot_Mukim_Number']],
    ['S', ['Building_Name', 'House_Number', 'Street_Name']],
    ['P', ['Box_Number', 'Post_Office_Name']],
    ['W', ['Window_Delivery_Number', 'Post_Office_Name']],
    ['D', ['Block_Number', 'Street_Name', 'Storey_Number', 'Unit_Number', 'Building_Name']],
    ['H', ['Block_Number', 'Street_Name', 'Storey_Number', 'Unit_Number', 'Building_Name']],
  ])('%s shows postal code, country and %j and nothing else', (code, fields) => {
    expect([...addressFieldsFor(code)].sort()).toEqual([...fields, 'Postal_Code', 'Country'].sort());
  });

  it('foreign shows country and address lines, no postal code', () => {
    expect(addressFieldsFor('F')).toEqual(['Country', 'Address_Line1', 'Address_Line2', 'Address_Line3', 'State_City']);
  });

  it('an unknown or missing type shows only postal code and country', () => {
    expect(addressFieldsFor('')).toEqual(['Postal_Code', 'Country']);
    expect(addressFieldsFor('X')).toEqual(['Postal_Code', 'Country']);
  });

  // Spec 2 s5: the summary's per-type checks.
  it.each([
    ['D', ['Postal_Code', 'Block_Number', 'Storey_Number', 'Unit_Number', 'Street_Name']],
    ['H', ['Postal_Code', 'Block_Number', 'Storey_Number', 'Unit_Number', 'Street_Name']],
    ['B', ['Postal_Code', 'Post_Office_Name', 'Locked_Bag_Number']],
    ['G', ['Postal_Code', 'Godown_Number']],
    ['L', ['Postal_Code', 'Lot_Mukim_Number', 'Street_Name']],
    ['P', ['Postal_Code', 'Box_Number', 'Post_Office_Name']],
    ['W', ['Postal_Code', 'Window_Delivery_Number', 'Post_Office_Name']],
    ['F', ['Country', 'Address_Line1', 'Address_Line2']],
    ['S', ['Postal_Code']],
  ])('%s requires %j', (code, fields) => {
    expect(addressRequiredFieldsFor(code)).toEqual(fields);
  });

  it.each([
    ['Block_Number', 'D', 10],
    ['Block_Number', 'H', 6],
    ['Street_Name', 'D', 66],
    ['Storey_Number', 'H', 3],
    ['Unit_Number', 'G', 6],
    ['Building_Name', 'S', 66],
    ['Address_Line1', 'F', 66],
    ['Post_Office_Name', 'P', 66],
    ['Locked_Bag_Number', 'B', 10],
    ['Box_Number', 'P', 10],
    ['Godown_Number', 'G', 6],
    ['Lot_Mukim_Number', 'L', 6],
    ['House_Number', 'S', 6],
    ['Window_Delivery_Number', 'W', 6],
  ] as const)('%s of type %s: max %i (spec 1 s5.2)', (field, type, max) => {
    expect(addressMaxLength(field, type)).toBe(max);
  });
});

describe('format type from a postal lookup (spec 1 s4.2: type code, then format code, then local)', () => {
  it.each([
    ['H', 'D', 'H', 'type code wins'],
    ['', 'S', 'S', 'falls back to the format code'],
    ['', '', 'D', 'falls back to local'],
    ['Z', 'P', 'P', 'unknown type code counts as missing'],
    ['Z', 'Q', 'D', 'both unknown: local'],
    [' w ', '', 'W', 'trimmed and upper-cased'],
  ])('type %j, format %j -> %s (%s)', (typ, fmt, expected) => {
    expect(addressFormatFromPostal({ addR_TYP_CODE: typ, addR_FMT_CODE: fmt })).toBe(expected);
  });

  it('fills the mailing fields from the first result', () => {
    expect(
      mailingFromPostal('560123', {
        addR_TYP_CODE: 'H',
        addR_FMT_CODE: '',
        blK_NO: '123',
        bldG_NAME: 'ANG MO KIO COURT',
        sT_NAME: 'ANG MO KIO AVE 3',
        poboX_NO: '',
        staT_CITY_NAME: '',
        uniT_NO: '',
        strY_NO: '',
      }),
    ).toMatchObject({
      Address_Format_Type: 'H',
      Postal_Code: '560123',
      Country: 'SG',
      Block_Number: '123',
      Building_Name: 'ANG MO KIO COURT',
      Street_Name: 'ANG MO KIO AVE 3',
    });
  });
});
