import type { AccountsData } from '../../machines/types';
import { sampleCompany, samplePersons } from '../../src/analysis/eventSamples';
import type { CompanyForm, PersonForm, PostalResult, PrefilledPerson } from '../../src/contract';

/** Screen-test fixtures, shaped as the services return them; the company is the chart's own sample. */

export const company: CompanyForm = sampleCompany;

export const postalResult: PostalResult = {
  addR_TYP_CODE: 'H', addR_FMT_CODE: 'H', blK_NO: '1', bldG_NAME: 'One Raffles Place', sT_NAME: 'Raffles Place', poboX_NO: '',
  staT_CITY_NAME: '', uniT_NO: '', strY_NO: '',
};

const cpfRow = (month: string) => ({ forMonth: month, paidOn: `${month}-14`, amount: '1200.00', employerContribution: 'Sample Pte. Ltd.' });

export const firstUserInfo: PrefilledPerson = {
  OrderNumber: 1, IDNumber: 'S1234567D', Person_Name: 'Tan Ah Kow', HANYU_PINYIN_NAME: 'Chen Ya Gou', ALIAS_NAME: '',
  HANYU_PINYIN_ALIAS_NAME: '', MARRIED_NAME: '', Gender: 'M', RACE_DESC: 'CHINESE', DATE_OF_BIRTH: '1980-02-29',
  NATIONALITY: 'SINGAPORE CITIZEN', COUNTRY_OF_BIRTH: 'SINGAPORE', RESI_STS: 'C', Position_Code: 'DIR', Position_Desc: 'Director',
  REG_ADD_TYPE: 'D', REG_ADD_POSTAL_CODE: '520123', REG_ADD_BLOCK_NO: '123', REG_ADD_STREET_NAME: 'Tampines Street 11',
  REG_ADD_FLR_NO: '05', REG_ADD_UNIT_NO: '67', REG_ADD_BLDG_NAME: '', REG_ADD_COUNTRY: 'SG', REG_ADD_LINE1: '', REG_ADD_LINE2: '',
  cpfContributionHistory: ['2025-06', '2025-05', '2025-04', '2025-03'].map(cpfRow),
  yearOfAssessment: {
    income: [
      { RowNumber: 1, year: '2024', taxCategory: 'ORIGINAL', assessableIncome: '90000.00', employment: '72000.00', trade: '18000.00', rent: '0.00', interest: '0.00', taxClearance: 'N' },
      { RowNumber: 2, year: '2023', taxCategory: 'ORIGINAL', assessableIncome: '80000.00', employment: '64000.00', trade: '16000.00', rent: '0.00', interest: '0.00', taxClearance: 'N' },
    ],
  },
  isFirstUser: 'true', isAuthorisedPerson: 'Y', showCPFAndNOA: true, allowEdit: true,
};

export const secondUserInfo: PrefilledPerson = {
  ...firstUserInfo,
  OrderNumber: 2, IDNumber: 'S7654321B', Person_Name: 'Lim Mei Ling', HANYU_PINYIN_NAME: '', Gender: 'F', DATE_OF_BIRTH: '1985-07-01',
  Position_Code: 'DIR', Position_Desc: 'Director', cpfContributionHistory: [], yearOfAssessment: { income: [] },
  isFirstUser: 'false', showCPFAndNOA: false,
};

export const persons: PersonForm = {
  RefNum: 'SME20261122000001',
  Request_Form: { FinancingProduct: 'Online', Property: 'N' },
  ApplicantsDtlsMyInfo: [firstUserInfo, secondUserInfo],
  ApplicantDtls: [
    { OrderNumber: 1, IDNumber: 'S1234567D', Person_Name: 'Tan Ah Kow', Position_Code: 'DIR', Position_Desc: 'Director', MobileNumber: '', Email_Address: '' },
    { OrderNumber: 2, IDNumber: 'S7654321B', Person_Name: 'Lim Mei Ling', Position_Code: 'DIR', Position_Desc: 'Director', MobileNumber: '', Email_Address: '' },
  ],
  Holdersdetails: [],
  SubmittedApplicants: { Applicant1: 'false', Applicant2: 'false', Applicant3: 'false', Applicant4: 'false', Applicant5: 'false' },
};

/** The chart's own sample: one applicant, no prefilled identity data. */
export const personsWithoutIdentityData: PersonForm = samplePersons;

export const branches = [
  { branchCode: '001', branchDescription: 'Raffles Place' },
  { branchCode: '002', branchDescription: 'Jurong East' },
];

export const accounts = (accountNumbers: string[] | null, saved: AccountsData['saved'] = null): AccountsData => ({ branches, accountNumbers, saved });
