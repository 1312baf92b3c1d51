import type { Option } from './reference';

/*
 * Banks in Singapore (spec 3, 3 "large bank list"), for the other-bank balances of the property step.
 *
 * No maintained package carries this list (ADR 0009), so it is kept here: the institutions of the
 * Monetary Authority of Singapore's Financial Institutions Directory (https://eservices.mas.gov.sg/fid)
 * under Banking, in the categories Full Bank (including the digital full banks), Wholesale Bank
 * (including the digital wholesale banks) and Merchant Bank, by their registered names.
 *
 * To refresh: open the directory, filter the sector "Banking" by each of those three types, and
 * compare the names with the lists below; add a row for a new institution (a new code, upper case,
 * never reused) and remove one that left. The codes are ours (the spec shows none) and are what the
 * bank stores, so a code never changes meaning; the first ten predate this list. OTHERS stays last
 * for a bank outside Singapore.
 */
export const OTHER_BANK = 'OTHERS';

/** The three local banking groups' banks, which most applicants bank with, head the list. */
const LOCAL_GROUPS: readonly Option[] = [
  { code: 'DBS', label: 'DBS Bank Ltd.' },
  { code: 'OCBC', label: 'Oversea-Chinese Banking Corporation Limited' },
  { code: 'UOB', label: 'United Overseas Bank Limited' },
];

const OTHER_BANKS_IN_SINGAPORE: readonly Option[] = [
  { code: 'ABNAMRO', label: 'ABN AMRO Bank N.V.' },
  { code: 'ABC', label: 'Agricultural Bank of China Limited' },
  { code: 'ANEXT', label: 'ANEXT Bank Pte. Ltd.' },
  { code: 'ANZ', label: 'Australia and New Zealand Banking Group Limited' },
  { code: 'AXIS', label: 'Axis Bank Limited' },
  { code: 'BBVA', label: 'Banco Bilbao Vizcaya Argentaria, S.A.' },
  { code: 'SANTANDER', label: 'Banco Santander, S.A.' },
  { code: 'BANGKOKBANK', label: 'Bangkok Bank Public Company Limited' },
  { code: 'BOA', label: 'Bank of America, National Association' },
  { code: 'BARODA', label: 'Bank of Baroda' },
  { code: 'BOC', label: 'Bank of China Limited' },
  { code: 'BOCOM', label: 'Bank of Communications Co., Ltd.' },
  { code: 'BOI', label: 'Bank of India' },
  { code: 'BOS', label: 'Bank of Singapore Limited' },
  { code: 'BOT', label: 'Bank of Taiwan' },
  { code: 'JULIUSBAER', label: 'Bank Julius Baer & Co. Ltd.' },
  { code: 'LOMBARDODIER', label: 'Bank Lombard Odier & Co Ltd' },
  { code: 'SAFRASARASIN', label: 'Bank J. Safra Sarasin Ltd' },
  { code: 'PICTET', label: 'Banque Pictet & Cie SA' },
  { code: 'BARCLAYS', label: 'Barclays Bank PLC' },
  { code: 'BNP', label: 'BNP Paribas' },
  { code: 'INDOSUEZ', label: 'CA Indosuez (Switzerland) SA' },
  { code: 'CANARA', label: 'Canara Bank' },
  { code: 'CHANGHWA', label: 'Chang Hwa Commercial Bank, Ltd.' },
  { code: 'CCB', label: 'China Construction Bank Corporation' },
  { code: 'CMB', label: 'China Merchants Bank Co., Ltd.' },
  { code: 'CIMB', label: 'CIMB Bank Berhad' },
  { code: 'CITI', label: 'Citibank Singapore Limited' },
  { code: 'CITINA', label: 'Citibank, N.A.' },
  { code: 'COMMERZBANK', label: 'Commerzbank AG' },
  { code: 'CBA', label: 'Commonwealth Bank of Australia' },
  { code: 'RABOBANK', label: 'Coöperatieve Rabobank U.A.' },
  { code: 'CACIB', label: 'Crédit Agricole Corporate and Investment Bank' },
  { code: 'CIC', label: 'Crédit Industriel et Commercial' },
  { code: 'CTBC', label: 'CTBC Bank Co., Ltd.' },
  { code: 'DEUTSCHE', label: 'Deutsche Bank Aktiengesellschaft' },
  { code: 'DNB', label: 'DNB Bank ASA' },
  { code: 'DZBANK', label: 'DZ BANK AG Deutsche Zentral-Genossenschaftsbank' },
  { code: 'ESUN', label: 'E.SUN Commercial Bank, Ltd.' },
  { code: 'EFG', label: 'EFG Bank AG' },
  { code: 'EMIRATESNBD', label: 'Emirates NBD Bank (P.J.S.C.)' },
  { code: 'FAB', label: 'First Abu Dhabi Bank P.J.S.C.' },
  { code: 'FIRSTCOMMERCIAL', label: 'First Commercial Bank, Ltd.' },
  { code: 'GREENLINK', label: 'Green Link Digital Bank Pte. Ltd.' },
  { code: 'GXS', label: 'GXS Bank Pte. Ltd.' },
  { code: 'HABIB', label: 'Habib Bank Limited' },
  { code: 'HLBANK', label: 'Hong Leong Bank Berhad (HL Bank)' },
  { code: 'HSBC', label: 'HSBC Bank (Singapore) Limited' },
  { code: 'HUANAN', label: 'Hua Nan Commercial Bank, Ltd.' },
  { code: 'ICICI', label: 'ICICI Bank Limited' },
  { code: 'INDIANBANK', label: 'Indian Bank' },
  { code: 'IOB', label: 'Indian Overseas Bank' },
  { code: 'IBK', label: 'Industrial Bank of Korea' },
  { code: 'ICBC', label: 'Industrial and Commercial Bank of China Limited' },
  { code: 'ING', label: 'ING Bank N.V.' },
  { code: 'INTESA', label: 'Intesa Sanpaolo S.p.A.' },
  { code: 'JPMORGAN', label: 'JPMorgan Chase Bank, N.A.' },
  { code: 'HANA', label: 'KEB Hana Bank' },
  { code: 'KOOKMIN', label: 'Kookmin Bank' },
  { code: 'LANDBANKTW', label: 'Land Bank of Taiwan Co., Ltd.' },
  { code: 'LBBW', label: 'Landesbank Baden-Württemberg' },
  { code: 'LGT', label: 'LGT Bank (Singapore) Ltd.' },
  { code: 'MAYBANKBHD', label: 'Malayan Banking Berhad' },
  { code: 'MARIBANK', label: 'MariBank Singapore Private Limited' },
  { code: 'MAYBANK', label: 'Maybank Singapore Limited' },
  { code: 'MEGA', label: 'Mega International Commercial Bank Co., Ltd.' },
  { code: 'MIZUHO', label: 'Mizuho Bank, Ltd.' },
  { code: 'MUFG', label: 'MUFG Bank, Ltd.' },
  { code: 'NAB', label: 'National Australia Bank Limited' },
  { code: 'NBK', label: 'National Bank of Kuwait S.A.K.P.' },
  { code: 'NATIXIS', label: 'Natixis' },
  { code: 'BNI', label: 'PT Bank Negara Indonesia (Persero) Tbk' },
  { code: 'MANDIRI', label: 'PT Bank Mandiri (Persero) Tbk' },
  { code: 'QNB', label: 'Qatar National Bank (Q.P.S.C.)' },
  { code: 'RHB', label: 'RHB Bank Berhad' },
  { code: 'RBC', label: 'Royal Bank of Canada' },
  { code: 'SPDB', label: 'Shanghai Pudong Development Bank Co., Ltd.' },
  { code: 'SHINHAN', label: 'Shinhan Bank' },
  { code: 'SEB', label: 'Skandinaviska Enskilda Banken AB (publ)' },
  { code: 'SOCGEN', label: 'Société Générale' },
  { code: 'SCB', label: 'Standard Chartered Bank (Singapore) Limited' },
  { code: 'SCBBRANCH', label: 'Standard Chartered Bank' },
  { code: 'SBI', label: 'State Bank of India' },
  { code: 'SMBC', label: 'Sumitomo Mitsui Banking Corporation' },
  { code: 'SMTB', label: 'Sumitomo Mitsui Trust Bank, Limited' },
  { code: 'HANDELSBANKEN', label: 'Svenska Handelsbanken AB (publ)' },
  { code: 'FUBON', label: 'Taipei Fubon Commercial Bank Co., Ltd.' },
  { code: 'TCB', label: 'Taiwan Cooperative Bank, Ltd.' },
  { code: 'BEA', label: 'The Bank of East Asia, Limited' },
  { code: 'BNYMELLON', label: 'The Bank of New York Mellon' },
  { code: 'SCOTIABANK', label: 'The Bank of Nova Scotia' },
  { code: 'HSBCBRANCH', label: 'The Hongkong and Shanghai Banking Corporation Limited' },
  { code: 'TD', label: 'The Toronto-Dominion Bank' },
  { code: 'TRUST', label: 'Trust Bank Singapore Limited' },
  { code: 'UBS', label: 'UBS AG' },
  { code: 'UCO', label: 'UCO Bank' },
  { code: 'UBP', label: 'Union Bancaire Privée, UBP SA' },
  { code: 'WELLSFARGO', label: 'Wells Fargo Bank, National Association' },
  { code: 'WESTPAC', label: 'Westpac Banking Corporation' },
  { code: 'WOORI', label: 'Woori Bank' },
];

const byLabel = new Intl.Collator('en');

export const BANK_OPTIONS: readonly Option[] = [
  ...LOCAL_GROUPS,
  ...[...OTHER_BANKS_IN_SINGAPORE].sort((a, b) => byLabel.compare(a.label, b.label)),
  { code: OTHER_BANK, label: 'Others' },
];

const CODES = new Set(BANK_OPTIONS.map((b) => b.code));

export function isBankCode(code: string | null | undefined): boolean {
  return !!code && CODES.has(code);
}
