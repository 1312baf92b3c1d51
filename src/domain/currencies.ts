import { data as ISO_4217 } from 'currency-codes';
import type { Option } from './reference';
import { DEFAULT_CURRENCY } from './propertyReference';

/*
 * Currencies (spec 3, 3 "large currency list"; spec 3, 9: default SGD): the ISO 4217 list of current
 * currencies and funds, from currency-codes (ADR 0009), SGD first, then by code.
 */

/** ISO 4217 files its non-currencies (precious metals, bond market units, test and no-currency codes) under "ZZ" entities. */
const isCurrency = (entry: { countries: readonly string[] }) => !entry.countries.some((entity) => /^zz\d/i.test(entity));

const currencies: Option[] = ISO_4217.filter(isCurrency).map((c) => ({ code: c.code, label: `${c.code} - ${c.currency}` }));

export const CURRENCY_OPTIONS: readonly Option[] = [
  ...currencies.filter((c) => c.code === DEFAULT_CURRENCY),
  ...currencies.filter((c) => c.code !== DEFAULT_CURRENCY).sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0)),
];

const CODES = new Set(CURRENCY_OPTIONS.map((c) => c.code));

export function isCurrencyCode(code: string | null | undefined): boolean {
  return !!code && CODES.has(code);
}
