import { COUNTRIES, countryLabel, isCountryCode } from '../../src/domain/countries';
import { CURRENCY_OPTIONS, isCurrencyCode } from '../../src/domain/currencies';
import { LIST_CODE_MAX } from '../../src/domain/propertyReference';
import { BANK_OPTIONS, isBankCode, OTHER_BANK } from '../../src/domain/singaporeBanks';

/** ISO 3166-1 assigns 249 alpha-2 country codes (ISO 3166-1:2020 with its newsletters to date). */
const ISO_3166_1_ASSIGNED = 249;

const codes = (list: readonly { code: string }[]) => list.map((o) => o.code);

describe('countries (spec 3 s3: a long list, SG first; spec 1 s3.9: default SG)', () => {
  it('lists every ISO 3166-1 country once, Singapore first', () => {
    expect(COUNTRIES).toHaveLength(ISO_3166_1_ASSIGNED);
    expect(new Set(codes(COUNTRIES)).size).toBe(ISO_3166_1_ASSIGNED);
    expect(COUNTRIES[0]).toEqual({ code: 'SG', label: 'Singapore' });
  });

  it('codes are alpha-2, none of them user-assigned (XK Kosovo is not ISO 3166-1)', () => {
    for (const c of COUNTRIES) expect(c.code).toMatch(/^[A-Z]{2}$/);
    expect(isCountryCode('XK')).toBe(false);
  });

  const named = { NO: 'Norway', BR: 'Brazil', ZA: 'South Africa', MY: 'Malaysia', CH: 'Switzerland' };
  it.each(Object.entries(named))('%s is %s', (code, name) => {
    expect(isCountryCode(code)).toBe(true);
    expect(countryLabel(code)).toBe(name);
  });

  it('after Singapore, in alphabetical order of their names', () => {
    const rest = COUNTRIES.slice(1).map((c) => c.label);
    expect(rest).toEqual([...rest].sort(new Intl.Collator('en').compare));
  });

  it('an unknown code has no label', () => {
    expect(isCountryCode('ZZ')).toBe(false);
    expect(isCountryCode('')).toBe(false);
    expect(countryLabel('ZZ')).toBe('');
  });
});

describe('currencies (spec 3 s3: large currency list; s9: default SGD)', () => {
  it('SGD first, each code once, labelled with its ISO 4217 name', () => {
    expect(CURRENCY_OPTIONS[0]).toEqual({ code: 'SGD', label: 'SGD - Singapore Dollar' });
    expect(new Set(codes(CURRENCY_OPTIONS)).size).toBe(CURRENCY_OPTIONS.length);
    for (const c of CURRENCY_OPTIONS) expect(c.code).toMatch(/^[A-Z]{3}$/);
  });

  it.each(['NOK', 'BRL', 'ZAR', 'USD', 'EUR', 'MYR', 'CNY', 'XOF', 'XCD'])('lists %s', (code) => {
    expect(isCurrencyCode(code)).toBe(true);
  });

  it.each([
    ['XAU', 'gold'],
    ['XAG', 'silver'],
    ['XTS', 'the code reserved for testing'],
    ['XXX', 'no currency'],
    ['SGX', 'not a code'],
  ])('does not list %s (%s)', (code) => {
    expect(isCurrencyCode(code)).toBe(false);
  });
});

describe('banks in Singapore (spec 3 s3: large bank list)', () => {
  it('the three local banking groups first, Others last, each code once', () => {
    expect(codes(BANK_OPTIONS).slice(0, 3)).toEqual(['DBS', 'OCBC', 'UOB']);
    expect(BANK_OPTIONS.at(-1)?.code).toBe(OTHER_BANK);
    expect(new Set(codes(BANK_OPTIONS)).size).toBe(BANK_OPTIONS.length);
    expect(BANK_OPTIONS.length).toBeGreaterThan(100);
  });

  it.each(['DBS', 'OCBC', 'UOB', 'SCB', 'HSBC', 'CITI', 'MAYBANK', 'BOC', 'RHB', 'OTHERS'])('keeps the stored code %s', (code) => {
    expect(isBankCode(code)).toBe(true);
  });

  it('every bank and currency code fits the wire', () => {
    for (const code of [...codes(BANK_OPTIONS), ...codes(CURRENCY_OPTIONS)]) expect(code.length).toBeLessThanOrEqual(LIST_CODE_MAX);
  });
});
