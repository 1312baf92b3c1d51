import type { CompDtls } from '../../src/contract';
import type { PersonaDef, PersonaPerson } from './types';

type LocalAddress = { postal: string; block: string; street: string; floor: string; unit: string; building?: string };
type ForeignAddress = { line1: string; line2: string; country: string };

/** A person of a persona; they hold the role their entity type gives and work for the company. */
export interface PersonSeed {
  nric: string;
  name: string;
  /** yyyy-mm-dd as the identity service sends it; a persona may carry a broken one on purpose. */
  dob: string;
  gender: 'M' | 'F';
  race: string;
  address: LocalAddress | ForeignAddress;
  monthlyCpf: number;
  /** Assessable income of the two latest years of assessment. */
  income: [number, number];
  nationality?: string;
  countryOfBirth?: string;
  residency?: string;
  hanyuPinyinName?: string;
  alias?: string;
  marriedName?: string;
}

/** Registered address type codes; D (local) and F (foreign) mean the same in both readings of the spec. */
export const ADDRESS_TYPE_LOCAL = 'D';
export const ADDRESS_TYPE_FOREIGN = 'F';

type Role = 'Director' | 'Sole Proprietor' | 'Partner';
const POSITIONS: Record<Role, string> = { Director: 'DIR', 'Sole Proprietor': 'SP', Partner: 'PTR' };

// Fixed months, not "the last six": persona data must not change from one day to the next.
const CPF_MONTHS = ['2025-06', '2025-05', '2025-04', '2025-03', '2025-02', '2025-01'];

function person(seed: PersonSeed, role: Role, employer: string): PersonaPerson {
  const local = 'postal' in seed.address ? seed.address : null;
  const foreign = 'line1' in seed.address ? seed.address : null;
  return {
    IDNumber: seed.nric,
    Person_Name: seed.name,
    HANYU_PINYIN_NAME: seed.hanyuPinyinName ?? '',
    ALIAS_NAME: seed.alias ?? '',
    HANYU_PINYIN_ALIAS_NAME: '',
    MARRIED_NAME: seed.marriedName ?? '',
    Gender: seed.gender,
    RACE_DESC: seed.race,
    DATE_OF_BIRTH: seed.dob,
    NATIONALITY: seed.nationality ?? 'SINGAPORE CITIZEN',
    COUNTRY_OF_BIRTH: seed.countryOfBirth ?? 'SINGAPORE',
    RESI_STS: seed.residency ?? 'C',
    Position_Code: POSITIONS[role],
    Position_Desc: role,
    REG_ADD_TYPE: local ? ADDRESS_TYPE_LOCAL : ADDRESS_TYPE_FOREIGN,
    REG_ADD_POSTAL_CODE: local?.postal ?? '',
    REG_ADD_BLOCK_NO: local?.block ?? '',
    REG_ADD_STREET_NAME: local?.street ?? '',
    REG_ADD_FLR_NO: local?.floor ?? '',
    REG_ADD_UNIT_NO: local?.unit ?? '',
    REG_ADD_BLDG_NAME: local?.building ?? '',
    REG_ADD_COUNTRY: local ? 'SG' : (foreign?.country ?? ''),
    REG_ADD_LINE1: foreign?.line1 ?? '',
    REG_ADD_LINE2: foreign?.line2 ?? '',
    cpfContributionHistory: CPF_MONTHS.map((month) => ({
      forMonth: month,
      paidOn: `${month}-14`,
      amount: seed.monthlyCpf.toFixed(2),
      employerContribution: employer,
    })),
    yearOfAssessment: {
      income: seed.income.map((amount, i) => ({
        RowNumber: i + 1,
        year: String(2024 - i),
        taxCategory: 'ORIGINAL',
        assessableIncome: amount.toFixed(2),
        employment: (amount * 0.8).toFixed(2),
        trade: (amount * 0.2).toFixed(2),
        rent: '0.00',
        interest: '0.00',
        taxClearance: 'N',
      })),
    },
    role,
  };
}

type CompanySeed = {
  uen: string;
  name: string;
  entity: 'LC' | 'S' | 'P';
  registered: string;
  status?: string;
  primary: [string, string];
  secondary?: [string, string];
  address: { postal: string; block: string; street: string; floor: string; unit: string; building: string };
  paidUpCapital?: number;
  formerName?: string;
  businessExpiry?: string;
};

const ENTITIES = {
  LC: { desc: 'Local Company', constitution: ['PLC', 'Private Company Limited by Shares'], sole: 'NonSole', role: 'Director' },
  S: { desc: 'Sole Proprietor', constitution: ['S', 'Sole Proprietorship'], sole: 'Sole', role: 'Sole Proprietor' },
  P: { desc: 'Partnership', constitution: ['P', 'Partnership'], sole: 'NonSole', role: 'Partner' },
} as const;

function company(seed: CompanySeed): CompDtls {
  const entity = ENTITIES[seed.entity];
  const capital = seed.paidUpCapital === undefined ? '' : seed.paidUpCapital.toFixed(2);
  return {
    Company_UEN: seed.uen,
    Company_Name: seed.name,
    Entity_Type_Code: seed.entity,
    Entity_Type_Desc: entity.desc,
    Registration_Date: seed.registered,
    Country_of_Incorporation_Code: 'SG',
    Country_of_Incorporation_Desc: 'SINGAPORE',
    business_constitution_Code: entity.constitution[0],
    business_constitution_Desc: entity.constitution[1],
    Entity_Status: seed.status ?? 'Live',
    Primary_Activity_Code: seed.primary[0],
    Primary_Activity_Desc: seed.primary[1],
    Secondary_Activity_Code: seed.secondary?.[0] ?? '',
    Secondary_Activity_Desc: seed.secondary?.[1] ?? '',
    Business_Expiry_Date: seed.businessExpiry ?? '',
    Business_Former_Name: seed.formerName ?? '',
    Address_Type_Code: ADDRESS_TYPE_LOCAL,
    Address_Type_Desc: 'Local',
    Ownership_Code: '',
    Ownership_Desc: '',
    Capital_Type: capital ? 'Ordinary' : '',
    Capital_PaidUpAmount: capital,
    Capital_IssuedAmount: capital,
    Capital_ShareAllottedAmount: capital,
    Capital_Currency_Code: capital ? 'SGD' : '',
    Capital_Currency_Desc: capital ? 'SINGAPORE, DOLLARS' : '',
    Reg_Add_Block_No: seed.address.block,
    Reg_Add_Street_Name: seed.address.street,
    Reg_Add_Floor_No: seed.address.floor,
    Reg_Add_Unit_No: seed.address.unit,
    Reg_Add_Bldg_Name: seed.address.building,
    Reg_Add_Postal_Code: seed.address.postal,
    Reg_Add_Country_Code: 'SG',
    Reg_Add_Country_Desc: 'SINGAPORE',
    Address_Line_1: '',
    Address_Line_2: '',
    SoleorNonSole: entity.sole,
  };
}

export type PersonaSeed = Omit<PersonaDef, 'company' | 'persons'> & { company: CompanySeed; persons: PersonSeed[] };

/** A persona of the catalogue: the company as the registry returns it, and its persons as its officers. */
export function persona(seed: PersonaSeed): PersonaDef {
  const role = ENTITIES[seed.company.entity].role;
  return {
    ...seed,
    company: company(seed.company),
    persons: seed.persons.map((p) => person(p, role, seed.company.name)),
  };
}
