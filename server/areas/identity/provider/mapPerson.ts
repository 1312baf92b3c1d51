import { ADDRESS_TYPE_FOREIGN, ADDRESS_TYPE_LOCAL } from '../../../personas/build';
import type { PersonaPerson } from '../../../personas/types';
import type { MyinfoAssessment, MyinfoPerson, MyinfoValued } from './myinfoPerson';

/**
 * The spec's person data (spec 2, 3 "Prefilled person info") as the identity provider gives it. The
 * position is the registry's, not the provider's: the bank adds it from the business it finds.
 */
export type ProviderPerson = Omit<PersonaPerson, 'Position_Code' | 'Position_Desc' | 'role'>;

/** Spec 2, 3: income assessment for two years. */
const ASSESSMENT_YEARS = 2;
/** Myinfo v3 regadd types: a structured local address, or free lines for any other. */
const MYINFO_LOCAL_ADDRESS = 'SG';
const MYINFO_UNFORMATTED_ADDRESS = 'Unformatted';

const text = (item: MyinfoValued | undefined): string => (item?.value === undefined ? '' : String(item.value).trim());

/** Amounts as the registry writes them: two decimals; anything that is not a number stays empty. */
function amount(item: MyinfoValued | undefined): string {
  const raw = text(item);
  if (raw === '' || !Number.isFinite(Number(raw))) return '';
  return Number(raw).toFixed(2);
}

/** Fields Myinfo does not give stay empty, for the bank's missing-data check (M02) to list. */
export function mapPerson(myinfo: MyinfoPerson): ProviderPerson {
  const address = myinfo.regadd;
  const localParts = [address?.block, address?.street, address?.floor, address?.unit, address?.building, address?.postal].map(text);
  const local = address?.type === MYINFO_LOCAL_ADDRESS && localParts.some(Boolean);
  const lines = [text(address?.line1), text(address?.line2)];
  const foreign = address?.type === MYINFO_UNFORMATTED_ADDRESS && lines.some(Boolean);
  return {
    IDNumber: text(myinfo.uinfin),
    Person_Name: text(myinfo.name),
    HANYU_PINYIN_NAME: text(myinfo.hanyupinyinname),
    ALIAS_NAME: text(myinfo.aliasname),
    HANYU_PINYIN_ALIAS_NAME: text(myinfo.hanyupinyinaliasname),
    MARRIED_NAME: text(myinfo.marriedname),
    Gender: myinfo.sex?.code ?? '',
    RACE_DESC: myinfo.race?.desc ?? '',
    DATE_OF_BIRTH: text(myinfo.dob),
    NATIONALITY: myinfo.nationality?.desc ?? '',
    COUNTRY_OF_BIRTH: myinfo.birthcountry?.desc ?? '',
    RESI_STS: myinfo.residentialstatus?.code ?? '',
    REG_ADD_TYPE: local ? ADDRESS_TYPE_LOCAL : foreign ? ADDRESS_TYPE_FOREIGN : '',
    REG_ADD_POSTAL_CODE: local ? text(address?.postal) : '',
    REG_ADD_BLOCK_NO: local ? text(address?.block) : '',
    REG_ADD_STREET_NAME: local ? text(address?.street) : '',
    REG_ADD_FLR_NO: local ? text(address?.floor) : '',
    REG_ADD_UNIT_NO: local ? text(address?.unit) : '',
    REG_ADD_BLDG_NAME: local ? text(address?.building) : '',
    REG_ADD_COUNTRY: local ? (address?.country?.code ?? '') : '',
    REG_ADD_LINE1: foreign ? lines[0] : '',
    REG_ADD_LINE2: foreign ? lines[1] : '',
    cpfContributionHistory: contributions(myinfo),
    yearOfAssessment: { income: incomeRows(myinfo) },
  };
}

/** Newest month first, as the registry lists them: the grid's short view shows the latest two. */
function contributions(myinfo: MyinfoPerson): ProviderPerson['cpfContributionHistory'] {
  return (myinfo.cpfcontributions?.history ?? [])
    .map((row) => ({
      forMonth: text(row.month),
      paidOn: text(row.date),
      amount: amount(row.amount),
      employerContribution: text(row.employer),
    }))
    .sort((a, b) => b.forMonth.localeCompare(a.forMonth) || b.paidOn.localeCompare(a.paidOn));
}

/**
 * The two latest years of assessment, from the fullest source the provider gave: the history with its
 * breakdown, the latest notice alone, or their basic forms (year and assessable income only).
 */
function incomeRows(myinfo: MyinfoPerson): ProviderPerson['yearOfAssessment']['income'] {
  const single = (noa: MyinfoAssessment | undefined) => (noa ? [noa] : undefined);
  const notices = myinfo.noahistory?.noas ?? single(myinfo.noa) ?? myinfo['noahistory-basic']?.noas ?? single(myinfo['noa-basic']) ?? [];
  return notices
    .filter((noa) => text(noa.yearofassessment) !== '')
    .sort((a, b) => text(b.yearofassessment).localeCompare(text(a.yearofassessment)))
    .slice(0, ASSESSMENT_YEARS)
    .map((noa, i) => ({
      RowNumber: i + 1,
      year: text(noa.yearofassessment),
      taxCategory: text(noa.category),
      assessableIncome: amount(noa.amount),
      employment: amount(noa.employment),
      trade: amount(noa.trade),
      rent: amount(noa.rent),
      interest: amount(noa.interest),
      taxClearance: text(noa.taxclearance),
    }));
}
