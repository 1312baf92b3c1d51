import { persona, type PersonSeed } from './build';
import type { PersonaDef } from './types';

/**
 * Businesses whose officers are MockPass's Myinfo v3 personas (@opengovsg/mockpass,
 * static/myinfo/v3.json), so that after a MockPass sign-in the bank finds the business by the signed-in
 * UIN/FIN. The persons' registry data repeats what MockPass holds for them; the consenting person's own
 * data comes from the provider. docs/personas.md, "MockPass personas (UAT-like mode)".
 */
const TAN_HENG_HUAT: PersonSeed = {
  nric: 'S9812381D', name: 'TAN HENG HUAT', hanyuPinyinName: 'TAN HENG HUAT', alias: 'TRICIA TAN HENG HUAT', dob: '1998-06-06', gender: 'F', race: 'CHINESE',
  address: { postal: '460102', block: '102', street: 'BEDOK NORTH AVENUE 4', floor: '09', unit: '128', building: 'PEARL GARDEN' },
  monthlyCpf: 1575, income: [64400, 53700],
};
const FREYA_LIM: PersonSeed = {
  nric: 'S9812382B', name: 'FREYA LIM GUO EN', marriedName: 'MRS FREYA LIM GUO EN', dob: '1960-04-19', gender: 'M', race: 'CHINESE',
  nationality: 'AMERICAN', countryOfBirth: 'UNITED STATES', residency: 'P',
  address: { postal: '601288', block: '288A', street: 'JURONG EAST STREET 21', floor: '08', unit: '367', building: 'HDB-JURONG EAST' },
  monthlyCpf: 1425, income: [54000, 47200],
};
const GALVIN_NG: PersonSeed = {
  nric: 'S9812390C', name: 'GALVIN NG JIA SHENG', hanyuPinyinName: 'NG JIA SHENG', alias: 'TIMOTHY GALVIN NG JIA SHENG', dob: '1992-05-25', gender: 'M', race: 'CHINESE',
  address: { postal: '101092', block: '92A', street: 'TELOK BLANGAH STREET 31', floor: '20', unit: '192', building: 'TELOK BLANGAH PARCVIEW' },
  monthlyCpf: 1425, income: [54000, 49200],
};
/** Myinfo holds no residential status, registered address or CPF for him; the registry knows his home abroad. */
const ALFONSO_CRUZ: PersonSeed = {
  nric: 'G1612348Q', name: 'ALFONSO CRUZ', dob: '1992-02-01', gender: 'M', race: 'EURASIAN', nationality: 'AUSTRALIAN', countryOfBirth: 'AUSTRALIA', residency: '',
  address: { line1: '12 COLLINS STREET MELBOURNE VIC 3000', line2: 'AUSTRALIA', country: 'AU' },
  monthlyCpf: 0, income: [64400, 53700],
};

export const MOCKPASS_PERSONAS: readonly PersonaDef[] = [
  persona({
    description: 'MockPass personas: private limited company with a citizen and a permanent resident director, two accounts.',
    company: {
      uen: '201612381W', name: 'PEARL GARDEN TRADING PTE. LTD.', entity: 'LC', registered: '2016-08-01', status: 'Live Company',
      primary: ['46100', 'WHOLESALE ON A FEE OR CONTRACT BASIS'], paidUpCapital: 200000,
      address: { postal: '460102', block: '102', street: 'BEDOK NORTH AVENUE 4', floor: '01', unit: '05', building: 'PEARL GARDEN' },
    },
    persons: [TAN_HENG_HUAT, FREYA_LIM],
    accounts: ['0612381001', '0612381002'],
  }),
  persona({
    description: 'MockPass persona: sole proprietor, one account.',
    company: {
      uen: '53412390C', name: 'TELOK BLANGAH DESIGN STUDIO', entity: 'S', registered: '2019-02-11', businessExpiry: '2028-02-10',
      primary: ['74110', 'INTERIOR DESIGN SERVICES'],
      address: { postal: '101092', block: '92A', street: 'TELOK BLANGAH STREET 31', floor: '01', unit: '12', building: 'TELOK BLANGAH PARCVIEW' },
    },
    persons: [GALVIN_NG],
    accounts: ['0612390001'],
  }),
  persona({
    description:
      'MockPass persona: a foreigner (FIN) as the one director. Myinfo holds no residential status, registered address or CPF for him, so a sign-in brings incomplete identity data.',
    company: {
      uen: '202012348Q', name: 'SOUTHERN CROSS IMPORTS PTE. LTD.', entity: 'LC', registered: '2020-10-05', status: 'Live Company',
      primary: ['46302', 'WHOLESALE OF WINE'], paidUpCapital: 100000,
      address: { postal: '048583', block: '3', street: 'PHILLIP STREET', floor: '10', unit: '01', building: 'ROYAL GROUP BUILDING' },
    },
    persons: [ALFONSO_CRUZ],
    accounts: ['0612348001'],
  }),
];
