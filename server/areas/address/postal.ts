import type { PostalResult } from '../../../src/contract';

type Entry = Omit<PostalResult, 'poboX_NO' | 'staT_CITY_NAME' | 'uniT_NO' | 'strY_NO'> &
  Partial<Pick<PostalResult, 'poboX_NO' | 'staT_CITY_NAME' | 'uniT_NO' | 'strY_NO'>>;

/**
 * The SIM postal directory. Type codes are the bank's: H for HDB-style blocks, S for houses,
 * shops and walk-ups, P for PO boxes, B for locked bags, W for window delivery, G for godowns,
 * and '' with only a format code for entries the directory leaves untyped, so a front end
 * exercises "address type code, falling back to the format code, then local" (spec 1, 4.2).
 * Storey and unit are empty: a postal code names a building, not a unit.
 */
const ENTRIES: Record<string, Entry> = {
  '560123': { addR_TYP_CODE: 'H', addR_FMT_CODE: 'D', blK_NO: '123', sT_NAME: 'ANG MO KIO AVENUE 3', bldG_NAME: '' },
  '520045': { addR_TYP_CODE: 'H', addR_FMT_CODE: 'D', blK_NO: '45', sT_NAME: 'TAMPINES STREET 41', bldG_NAME: '' },
  '310145': { addR_TYP_CODE: 'H', addR_FMT_CODE: 'D', blK_NO: '145', sT_NAME: 'LORONG 2 TOA PAYOH', bldG_NAME: '' },
  '408564': { addR_TYP_CODE: '', addR_FMT_CODE: 'D', blK_NO: '10', sT_NAME: 'UBI CRESCENT', bldG_NAME: 'UBI TECHPARK' },
  '238859': { addR_TYP_CODE: '', addR_FMT_CODE: 'D', blK_NO: '391', sT_NAME: 'ORCHARD ROAD', bldG_NAME: 'NGEE ANN CITY' },
  '018989': { addR_TYP_CODE: '', addR_FMT_CODE: 'D', blK_NO: '10', sT_NAME: 'MARINA BOULEVARD', bldG_NAME: 'MARINA BAY FINANCIAL CENTRE TOWER 2' },
  '588996': { addR_TYP_CODE: 'S', addR_FMT_CODE: 'S', blK_NO: '2', sT_NAME: 'JALAN LEKAR', bldG_NAME: '' },
  '437437': { addR_TYP_CODE: 'S', addR_FMT_CODE: 'S', blK_NO: '27', sT_NAME: 'JOO CHIAT PLACE', bldG_NAME: '' },
  '912345': { addR_TYP_CODE: 'P', addR_FMT_CODE: 'P', blK_NO: '', sT_NAME: '', bldG_NAME: 'ROBINSON ROAD POST OFFICE', poboX_NO: '1234' },
  '914012': { addR_TYP_CODE: 'B', addR_FMT_CODE: 'B', blK_NO: '', sT_NAME: '', bldG_NAME: 'TANGLIN POST OFFICE' },
  '919191': { addR_TYP_CODE: 'W', addR_FMT_CODE: 'W', blK_NO: '', sT_NAME: '', bldG_NAME: 'SINGAPORE POST CENTRE' },
  '628145': { addR_TYP_CODE: 'G', addR_FMT_CODE: 'G', blK_NO: '', sT_NAME: 'JURONG PORT ROAD', bldG_NAME: 'JURONG PORT WAREHOUSE' },
};

export function lookupPostal(postalCode: string): PostalResult | null {
  const entry = ENTRIES[postalCode];
  if (!entry) return null;
  return { poboX_NO: '', staT_CITY_NAME: 'SINGAPORE', uniT_NO: '', strY_NO: '', ...entry };
}

export const POSTAL_CODES = Object.keys(ENTRIES);
