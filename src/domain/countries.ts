import en from 'i18n-iso-countries/langs/en.json';
import { DEFAULT_COUNTRY } from './constants';
import { FOREIGN_ADDRESS_TYPE, type Option } from './reference';

/*
 * Countries (spec 3, 3: "a long list, SG first"; spec 1, 3.9: default SG): every ISO 3166-1 alpha-2
 * code with its English name, from i18n-iso-countries (ADR 0009). Only the English locale is imported,
 * so none of the package's other languages reach the bundle.
 */

/** ISO 3166-1 leaves these alpha-2 elements to users; the package lists one of them (XK, Kosovo). */
const USER_ASSIGNED = /^(AA|Q[M-Z]|X[A-Z]|ZZ)$/;

/** The package gives some countries several names, its preferred one first. */
const nameOf = (names: string | readonly string[]): string => (typeof names === 'string' ? names : names[0]);

const byLabel = new Intl.Collator('en');

const assigned: Option[] = Object.entries(en.countries)
  .filter(([code]) => !USER_ASSIGNED.test(code))
  .map(([code, names]) => ({ code, label: nameOf(names) }));

export const COUNTRIES: readonly Option[] = [
  ...assigned.filter((c) => c.code === DEFAULT_COUNTRY),
  ...assigned.filter((c) => c.code !== DEFAULT_COUNTRY).sort((a, b) => byLabel.compare(a.label, b.label)),
];

const LABELS = new Map(COUNTRIES.map((c) => [c.code, c.label]));

export function isCountryCode(code: string | null | undefined): boolean {
  return !!code && LABELS.has(code);
}

export function countryLabel(code: string | null | undefined): string {
  return (code && LABELS.get(code)) || '';
}

const FOREIGN_COUNTRIES = COUNTRIES.filter((c) => c.code !== DEFAULT_COUNTRY);

/** The countries a mailing address of this format type can be in: a foreign one is outside Singapore. */
export function mailingCountries(type: string | null | undefined): readonly Option[] {
  return type === FOREIGN_ADDRESS_TYPE ? FOREIGN_COUNTRIES : COUNTRIES;
}

/** The country a mailing address of this format type starts with: Singapore, except a foreign one (the user chooses). */
export function mailingDefaultCountry(type: string | null | undefined): string {
  return type === FOREIGN_ADDRESS_TYPE ? '' : DEFAULT_COUNTRY;
}
