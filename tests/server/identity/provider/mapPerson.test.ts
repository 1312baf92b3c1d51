import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PrefilledPerson } from '../../../../src/contract';
import { mapPerson, type ProviderPerson } from '../../../../server/areas/identity/provider/mapPerson';
import { MyinfoPerson } from '../../../../server/areas/identity/provider/myinfoPerson';

/** MockPass's Myinfo v3 personas, as the provider sends them. */
const V3 = JSON.parse(readFileSync('node_modules/@opengovsg/mockpass/static/myinfo/v3.json', 'utf8'));
const mockPassPerson = (uinfin: string) => MyinfoPerson.parse(V3.personas[uinfin]);

const noLocalAddress = {
  REG_ADD_POSTAL_CODE: '',
  REG_ADD_BLOCK_NO: '',
  REG_ADD_STREET_NAME: '',
  REG_ADD_FLR_NO: '',
  REG_ADD_UNIT_NO: '',
  REG_ADD_BLDG_NAME: '',
  REG_ADD_COUNTRY: '',
};

// Expected values written from static/myinfo/v3.json by hand (spec 2, 3 "Prefilled person info").
const CASES: { who: string; uinfin: string; expected: Partial<ProviderPerson>; cpfRows: number; latestCpf?: ProviderPerson['cpfContributionHistory'][number] }[] = [
  {
    who: 'a citizen with every name and a local address',
    uinfin: 'S9812381D',
    expected: {
      IDNumber: 'S9812381D',
      Person_Name: 'TAN HENG HUAT',
      HANYU_PINYIN_NAME: 'TAN HENG HUAT',
      ALIAS_NAME: 'TRICIA TAN HENG HUAT',
      HANYU_PINYIN_ALIAS_NAME: 'TRICIA TAN HENG HUAT',
      MARRIED_NAME: '',
      Gender: 'F',
      RACE_DESC: 'CHINESE',
      DATE_OF_BIRTH: '1998-06-06',
      NATIONALITY: 'SINGAPORE CITIZEN',
      COUNTRY_OF_BIRTH: 'SINGAPORE',
      RESI_STS: 'C',
      REG_ADD_TYPE: 'D',
      REG_ADD_POSTAL_CODE: '460102',
      REG_ADD_BLOCK_NO: '102',
      REG_ADD_STREET_NAME: 'BEDOK NORTH AVENUE 4',
      REG_ADD_FLR_NO: '09',
      REG_ADD_UNIT_NO: '128',
      REG_ADD_BLDG_NAME: 'PEARL GARDEN',
      REG_ADD_COUNTRY: 'SG',
      REG_ADD_LINE1: '',
      REG_ADD_LINE2: '',
      yearOfAssessment: {
        income: [
          { RowNumber: 1, year: '2018', taxCategory: 'ORIGINAL', assessableIncome: '64400.00', employment: '64400.00', trade: '0.00', rent: '0.00', interest: '0.00', taxClearance: 'N' },
          { RowNumber: 2, year: '2017', taxCategory: 'ORIGINAL', assessableIncome: '53700.00', employment: '36112.80', trade: '0.00', rent: '0.00', interest: '0.00', taxClearance: 'N' },
        ],
      },
    },
    cpfRows: 15,
    latestCpf: { forMonth: '2018-12', paidOn: '2018-12-28', amount: '3150.00', employerContribution: 'CRYSTAL HORSE INVEST PTE LTD' },
  },
  {
    who: 'a permanent resident with a married name, born abroad',
    uinfin: 'S9812382B',
    expected: {
      Person_Name: 'FREYA LIM GUO EN',
      HANYU_PINYIN_NAME: '',
      ALIAS_NAME: '',
      MARRIED_NAME: 'MRS FREYA LIM GUO EN',
      Gender: 'M',
      NATIONALITY: 'AMERICAN',
      COUNTRY_OF_BIRTH: 'UNITED STATES',
      RESI_STS: 'P',
      REG_ADD_TYPE: 'D',
      REG_ADD_POSTAL_CODE: '601288',
      REG_ADD_BLOCK_NO: '288A',
      REG_ADD_STREET_NAME: 'JURONG EAST STREET 21',
      REG_ADD_BLDG_NAME: 'HDB-JURONG EAST',
    },
    cpfRows: 15,
    latestCpf: { forMonth: '2020-04', paidOn: '2020-04-15', amount: '2850.00', employerContribution: 'MATRIX IT SERVICES PTE LTD' },
  },
  {
    who: 'a citizen whose registered address is unformatted (foreign lines), income from trade, rent and interest',
    uinfin: 'S9912364H',
    expected: {
      Person_Name: 'VENKATA NARASIMHA RAJUVARIPET S/O ABHAYANANDA',
      RACE_DESC: 'INDIAN',
      REG_ADD_TYPE: 'F',
      REG_ADD_LINE1: '75 KG SG RAMAL LUAR',
      REG_ADD_LINE2: 'MALAYSIA',
      ...noLocalAddress,
      yearOfAssessment: {
        income: [
          { RowNumber: 1, year: '2019', taxCategory: 'ORIGINAL', assessableIncome: '36678.00', employment: '0.00', trade: '12323.00', rent: '23232.00', interest: '1123.00', taxClearance: 'N' },
          { RowNumber: 2, year: '2018', taxCategory: 'ORIGINAL', assessableIncome: '95433.00', employment: '0.00', trade: '6545.00', rent: '12345.00', interest: '76543.00', taxClearance: 'N' },
        ],
      },
      cpfContributionHistory: [],
    },
    cpfRows: 0,
  },
  {
    who: 'a foreigner (FIN) with no residential status, no registered address and no CPF',
    uinfin: 'G1612348Q',
    expected: {
      IDNumber: 'G1612348Q',
      Person_Name: 'ALFONSO CRUZ',
      Gender: 'M',
      RACE_DESC: 'EURASIAN',
      DATE_OF_BIRTH: '1992-02-01',
      NATIONALITY: 'AUSTRALIAN',
      COUNTRY_OF_BIRTH: 'AUSTRALIA',
      RESI_STS: '',
      REG_ADD_TYPE: '',
      REG_ADD_LINE1: '',
      REG_ADD_LINE2: '',
      ...noLocalAddress,
      cpfContributionHistory: [],
    },
    cpfRows: 0,
  },
];

describe('a Myinfo v3 person mapped to the spec\'s person data', () => {
  it.each(CASES)('$who ($uinfin)', ({ uinfin, expected, cpfRows, latestCpf }) => {
    const person = mapPerson(mockPassPerson(uinfin));
    expect(person).toMatchObject(expected);
    expect(person.cpfContributionHistory).toHaveLength(cpfRows);
    if (latestCpf) expect(person.cpfContributionHistory[0]).toEqual(latestCpf);
    // What the bank sends on is what the contract accepts.
    const wire = { ...person, OrderNumber: 1, Position_Code: 'DIR', Position_Desc: 'Director', isFirstUser: 'true', isAuthorisedPerson: 'Y', showCPFAndNOA: true, allowEdit: false };
    expect(() => PrefilledPerson.parse(wire)).not.toThrow();
  });

  it('leaves every field the provider did not give empty, for the missing-data check to list', () => {
    const person = mapPerson(MyinfoPerson.parse({ uinfin: { value: 'S9812381D' }, name: { value: 'TAN HENG HUAT' }, race: { unavailable: true }, dob: { value: '' } }));
    expect(person).toMatchObject({ IDNumber: 'S9812381D', Person_Name: 'TAN HENG HUAT', RACE_DESC: '', DATE_OF_BIRTH: '', Gender: '', REG_ADD_TYPE: '', RESI_STS: '' });
    expect(person.cpfContributionHistory).toEqual([]);
    expect(person.yearOfAssessment.income).toEqual([]);
  });

  it('takes the two latest years when only the basic notices are given, without their breakdown', () => {
    const person = mapPerson(
      MyinfoPerson.parse({
        'noahistory-basic': {
          noas: [
            { yearofassessment: { value: '2017' }, amount: { value: 50000 } },
            { yearofassessment: { value: '2019' }, amount: { value: 70000.5 } },
            { yearofassessment: { value: '2018' }, amount: { value: 60000 } },
          ],
        },
      }),
    );
    expect(person.yearOfAssessment.income).toEqual([
      { RowNumber: 1, year: '2019', taxCategory: '', assessableIncome: '70000.50', employment: '', trade: '', rent: '', interest: '', taxClearance: '' },
      { RowNumber: 2, year: '2018', taxCategory: '', assessableIncome: '60000.00', employment: '', trade: '', rent: '', interest: '', taxClearance: '' },
    ]);
  });
});
