import { persona } from './build';
import type { PersonaDef } from './types';

/**
 * Businesses whose officers are MockPass's Myinfo v3 personas (@opengovsg/mockpass,
 * static/myinfo/v3.json), so that after a MockPass sign-in the bank finds the business by the signed-in
 * UIN/FIN. The persons' registry data repeats what MockPass holds for them; the consenting person's own
 * data comes from the provider. docs/personas.md, "MockPass personas (UAT-like mode)".
 */
export const MOCKPASS_PERSONAS: readonly PersonaDef[] = [
  persona({
    description: 'MockPass personas: private limited company with a citizen and a permanent resident director, two accounts.',
    company: {
      uen: '201612381W',
      name: 'PEARL GARDEN TRADING PTE. LTD.',
      entity: 'LC',
      registered: '2016-08-01',
      status: 'Live Company',
      primary: ['46100', 'WHOLESALE ON A FEE OR CONTRACT BASIS'],
      address: { postal: '460102', block: '102', street: 'BEDOK NORTH AVENUE 4', floor: '01', unit: '05', building: 'PEARL GARDEN' },
      paidUpCapital: 200000,
    },
    persons: [
      {
        nric: 'S9812381D',
        name: 'TAN HENG HUAT',
        hanyuPinyinName: 'TAN HENG HUAT',
        alias: 'TRICIA TAN HENG HUAT',
        dob: '1998-06-06',
        gender: 'F',
        race: 'CHINESE',
        address: { postal: '460102', block: '102', street: 'BEDOK NORTH AVENUE 4', floor: '09', unit: '128', building: 'PEARL GARDEN' },
        monthlyCpf: 1575,
        income: [64400, 53700],
      },
      {
        nric: 'S9812382B',
        name: 'FREYA LIM GUO EN',
        marriedName: 'MRS FREYA LIM GUO EN',
        dob: '1960-04-19',
        gender: 'M',
        race: 'CHINESE',
        nationality: 'AMERICAN',
        countryOfBirth: 'UNITED STATES',
        residency: 'P',
        address: { postal: '601288', block: '288A', street: 'JURONG EAST STREET 21', floor: '08', unit: '367', building: 'HDB-JURONG EAST' },
        monthlyCpf: 1425,
        income: [54000, 47200],
      },
    ],
    accounts: ['0612381001', '0612381002'],
  }),
  persona({
    description: 'MockPass persona: sole proprietor, one account.',
    company: {
      uen: '53412390C',
      name: 'TELOK BLANGAH DESIGN STUDIO',
      entity: 'S',
      registered: '2019-02-11',
      primary: ['74110', 'INTERIOR DESIGN SERVICES'],
      address: { postal: '101092', block: '92A', street: 'TELOK BLANGAH STREET 31', floor: '01', unit: '12', building: 'TELOK BLANGAH PARCVIEW' },
      businessExpiry: '2028-02-10',
    },
    persons: [
      {
        nric: 'S9812390C',
        name: 'GALVIN NG JIA SHENG',
        hanyuPinyinName: 'NG JIA SHENG',
        alias: 'TIMOTHY GALVIN NG JIA SHENG',
        dob: '1992-05-25',
        gender: 'M',
        race: 'CHINESE',
        address: { postal: '101092', block: '92A', street: 'TELOK BLANGAH STREET 31', floor: '20', unit: '192', building: 'TELOK BLANGAH PARCVIEW' },
        monthlyCpf: 1425,
        income: [54000, 49200],
      },
    ],
    accounts: ['0612390001'],
  }),
  persona({
    description:
      'MockPass persona: a foreigner (FIN) as the one director. Myinfo holds no residential status, registered address or CPF for him, so a sign-in brings incomplete identity data.',
    company: {
      uen: '202012348Q',
      name: 'SOUTHERN CROSS IMPORTS PTE. LTD.',
      entity: 'LC',
      registered: '2020-10-05',
      status: 'Live Company',
      primary: ['46302', 'WHOLESALE OF WINE'],
      address: { postal: '048583', block: '3', street: 'PHILLIP STREET', floor: '10', unit: '01', building: 'ROYAL GROUP BUILDING' },
      paidUpCapital: 100000,
    },
    persons: [
      {
        nric: 'G1612348Q',
        name: 'ALFONSO CRUZ',
        dob: '1992-02-01',
        gender: 'M',
        race: 'EURASIAN',
        nationality: 'AUSTRALIAN',
        countryOfBirth: 'AUSTRALIA',
        residency: '',
        address: { line1: '12 COLLINS STREET MELBOURNE VIC 3000', line2: 'AUSTRALIA', country: 'AU' },
        monthlyCpf: 0,
        income: [64400, 53700],
      },
    ],
    accounts: ['0612348001'],
  }),
];
