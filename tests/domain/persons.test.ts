import { describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import {
  canEditApplicant,
  canPickSecondPerson,
  currentUserOrder,
  holderOptions,
  identityDataError,
  isDateOfBirthValid,
  maxApplicants,
  missingIdentityFields,
  missingIdentityLabels,
  PERSON_BLANK_MESSAGE,
  secondPersonError,
  type IdentityRecord,
} from '../../src/domain/persons';

const local: IdentityRecord = {
  IDNumber: 'S1234567D',
  DATE_OF_BIRTH: '1980-04-17',
  Gender: 'M',
  RACE_DESC: 'CHINESE',
  NATIONALITY: 'SINGAPORE CITIZEN',
  COUNTRY_OF_BIRTH: 'SINGAPORE',
  RESI_STS: 'C',
  Position_Code: 'DIR',
  Position_Desc: 'Director',
  REG_ADD_TYPE: 'D',
  REG_ADD_POSTAL_CODE: '520123',
  REG_ADD_BLOCK_NO: '123',
  REG_ADD_STREET_NAME: 'TAMPINES STREET 11',
  REG_ADD_LINE1: '',
  REG_ADD_LINE2: '',
};
const foreign: IdentityRecord = { ...local, REG_ADD_TYPE: 'F', REG_ADD_POSTAL_CODE: '', REG_ADD_BLOCK_NO: '', REG_ADD_STREET_NAME: '', REG_ADD_LINE1: '12 MG ROAD', REG_ADD_LINE2: 'BENGALURU' };

describe('maxApplicants (spec 2, 1 and 9)', () => {
  it.each([
    ['Online', 5],
    ['Personalised', 2],
    ['AIP', 2],
    ['', 2],
  ])('%s -> %i', (product, n) => expect(maxApplicants(product)).toBe(n));
});

describe('currentUserOrder (spec 2, 4: applicant 1 is the first user, others by ID number)', () => {
  const applicants = [
    { OrderNumber: 1, IDNumber: 'S1234567D' },
    { OrderNumber: 2, IDNumber: 'S8276543C' },
    { OrderNumber: 3, IDNumber: 'T0134567I' },
  ];
  it.each([
    ['first user', { firstUser: true, nric: 'T0134567I' }, 1],
    ['other user by ID', { firstUser: false, nric: 'S8276543C' }, 2],
    ['other user, case and spaces ignored', { firstUser: false, nric: ' t0134567i ' }, 3],
    ['other user not among the applicants', { firstUser: false, nric: 'S0000000A' }, null],
    ['other user without an ID', { firstUser: false, nric: null }, null],
  ] as const)('%s', (_n, who, order) => expect(currentUserOrder(applicants, who)).toBe(order));
});

describe('canEditApplicant (spec 2, 4; spec 3, 6)', () => {
  it.each([
    ['first user, own record', 1, 1, false, true],
    ['first user, own record even when submitted', 1, 1, true, true],
    ["first user, another's contact", 2, 1, false, true],
    ["first user, a submitted applicant's record", 2, 1, true, false],
    ['second user, own record', 2, 2, false, true],
    ["second user, the first user's record", 1, 2, false, false],
    ["second user, a third applicant's record", 3, 2, false, false],
    ['nobody identified', 1, null, false, false],
  ] as const)('%s', (_n, order, currentOrder, submitted, editable) =>
    expect(canEditApplicant({ order, currentOrder, submitted })).toBe(editable),
  );
});

describe('second person from the holders (spec 2, 2.1 and 5)', () => {
  it.each([
    ['Personalised, flag N', 'Personalised', 'N', true],
    ['AIP, flag n', 'AIP', 'n', true],
    ['Personalised, flag Y', 'Personalised', 'Y', false],
    ['Online, flag N', 'Online', 'N', false],
    ['AIP, no flag', 'AIP', '', false],
  ])('%s', (_n, product, flag, shown) => expect(canPickSecondPerson(product, flag)).toBe(shown));

  const holders = [
    { IDNumber: 'S1234567D', Person_Name: 'TAN WEI MING' },
    { IDNumber: 'S8276543C', Person_Name: 'LIM MEI LING' },
    { IDNumber: 'T0134567I', Person_Name: 'ALICIA HO' },
  ];
  it('lists every holder but the current user', () => {
    expect(holderOptions(holders, 's1234567d')).toEqual([
      { code: 'S8276543C', label: 'LIM MEI LING' },
      { code: 'T0134567I', label: 'ALICIA HO' },
    ]);
  });
  it.each([
    ['a holder', 'S8276543C', undefined],
    ['nothing', '', messages.holderRequired],
    ['self', 'S1234567D', messages.holderRequired],
    ['a stranger', 'S0000000A', messages.holderRequired],
  ])('picking %s', (_n, picked, error) => expect(secondPersonError(picked, holderOptions(holders, 'S1234567D'))).toBe(error));
});

describe('missingIdentityFields (spec 2, 5; spec 3, 5)', () => {
  it.each([['local', local], ['foreign', foreign]])('a complete %s record has nothing missing', (_n, p) => expect(missingIdentityFields(p)).toEqual([]));

  it.each([
    ['IDNumber', local],
    ['DATE_OF_BIRTH', local],
    ['Gender', local],
    ['RACE_DESC', local],
    ['NATIONALITY', local],
    ['COUNTRY_OF_BIRTH', local],
    ['RESI_STS', local],
    ['Position_Code', local],
    ['Position_Desc', local],
    ['REG_ADD_POSTAL_CODE', local],
    ['REG_ADD_BLOCK_NO', local],
    ['REG_ADD_STREET_NAME', local],
    ['REG_ADD_LINE1', foreign],
    ['REG_ADD_LINE2', foreign],
  ] as const)('%s blank (%s address) is missing', (field, base) => {
    expect(missingIdentityFields({ ...base, [field]: '  ' })).toEqual([field]);
  });

  it('does not ask a local address for lines 1 and 2, nor a foreign one for postal code, block and street', () => {
    expect(missingIdentityFields({ ...local, REG_ADD_LINE1: '', REG_ADD_LINE2: '' })).toEqual([]);
    expect(missingIdentityFields({ ...foreign, REG_ADD_TYPE: 'f' })).toEqual([]);
  });
});

describe('date of birth pattern (spec 2, 5: 4-digit year, month 1-12, day 1-31)', () => {
  it.each([
    ['1980-04-17', true],
    ['1980-4-7', true],
    ['2001-12-31', true],
    ['1980-13-01', false],
    ['1980-00-10', false],
    ['1980-04-32', false],
    ['1980-04-00', false],
    ['80-04-17', false],
    ['1980-04', false],
    ['17-04-1980', false],
    ['', false],
  ])('%s -> %s', (dob, ok) => expect(isDateOfBirthValid(dob)).toBe(ok));
});

describe('identityDataError: the message per variant (spec 2, 5; spec 3, 5; ADR 0003)', () => {
  const missing = { ...local, RACE_DESC: '' };
  const badDob = { ...local, DATE_OF_BIRTH: '1980-04' };
  it.each([
    ['complete, first user', local, 'firstUser', 'myinfo', undefined],
    ['complete, sub user', local, 'subUser', 'myinfo', undefined],
    ['missing, first user (Myinfo reading)', missing, 'firstUser', 'myinfo', 'Missing data from Myinfo. Do update in Myinfo before reapplying.'],
    ['missing, sub user (Myinfo reading)', missing, 'subUser', 'myinfo', 'Missing data from Myinfo. Do update in Myinfo before resuming your application via the email link.'],
    ['missing, first user (identity-service reading)', missing, 'firstUser', 'identityService', 'Missing data from the identity service. Do update it before reapplying.'],
    ['missing, sub user (identity-service reading)', missing, 'subUser', 'identityService', 'Missing data from the identity service. Do update it before resuming your application via the email link.'],
    ['bad date of birth, first user', badDob, 'firstUser', 'myinfo', 'Incomplete data from Myinfo. Do update in Myinfo before reapplying.'],
    ['bad date of birth, sub user', badDob, 'subUser', 'myinfo', 'Incomplete data from Myinfo. Do update in Myinfo before resuming your application via the email link.'],
    ['blank date of birth counts as missing', { ...local, DATE_OF_BIRTH: '' }, 'firstUser', 'myinfo', 'Missing data from Myinfo. Do update in Myinfo before reapplying.'],
  ] as const)('%s', (_n, p, variant, reading, message) => expect(identityDataError(p, variant, reading)).toBe(message));

  it('uses the Myinfo reading by default', () => expect(identityDataError(missing, 'firstUser')).toBe(messages.missingMyinfoFirstUser));
});

describe('the blank message (spec 2, 5)', () => {
  it('is on two lines', () => expect(PERSON_BLANK_MESSAGE.split('\n')).toEqual(['Please do not leave field blank.', 'Please fill in the text field.']));
});

describe('missingIdentityLabels: the M02 field list (spec 2, 8; the fields of spec 3, 5 "Authorised person")', () => {
  it('is empty for a complete record', () => expect(missingIdentityLabels(local)).toEqual([]));

  it('names each missing field as a person would, in the order of the rule', () => {
    const gappy = { ...local, DATE_OF_BIRTH: '', RACE_DESC: '', RESI_STS: ' ', REG_ADD_POSTAL_CODE: '', REG_ADD_STREET_NAME: '' };
    expect(missingIdentityLabels(gappy)).toEqual([
      'Date of Birth',
      'Race',
      'Residency Status',
      'Registered Address Postal Code',
      'Registered Address Street Name',
    ]);
  });

  it('lists the position once though the record carries its code and its text', () => {
    expect(missingIdentityLabels({ ...local, Position_Code: '', Position_Desc: '' })).toEqual(['Position']);
  });

  it('asks a foreign address for its lines 1 and 2', () => {
    expect(missingIdentityLabels({ ...foreign, REG_ADD_LINE1: '', REG_ADD_LINE2: '' })).toEqual([
      'Registered Address Line 1',
      'Registered Address Line 2',
    ]);
  });
});
