import { amountBounds, amountError, isPropertyOnly, NO_PURPOSES, parseAmount, purposesFromFlags, type Purposes } from '../../src/domain/amounts';
import { messages } from '../../src/domain/messages';

const only = (p: Partial<Purposes>): Purposes => ({ ...NO_PURPOSES, ...p });
const propertyOnly = only({ property: true });
const propertyAndWcl = only({ property: true, wcl: true });
const wcl = only({ wcl: true });

describe('amount bounds per product (spec 1 s5.1)', () => {
  it.each([
    ['Online', undefined, 20000, 300000, messages.amountRangeOnline],
    ['Personalised', wcl, 20000, 10000000, messages.amountRangePersonalised],
    ['Personalised', propertyAndWcl, 20000, 10000000, messages.amountRangePersonalised],
    ['Personalised', propertyOnly, 200000, 10000000, messages.amountRangeProperty],
    ['AIP', undefined, 200000, 10000000, messages.amountRangeProperty],
  ] as const)('%s with %o: %i..%i', (product, purposes, min, max, message) => {
    expect(amountBounds(product, purposes)).toEqual({ min, max, message });
  });
});

describe('amount errors at the edges (spec 1 s5.1)', () => {
  it.each([
    ['Online', 19999, undefined, messages.amountRangeOnline],
    ['Online', 20000, undefined, undefined],
    ['Online', 300000, undefined, undefined],
    ['Online', 300001, undefined, messages.amountRangeOnline],
    ['Personalised', 19999, wcl, messages.amountRangePersonalised],
    ['Personalised', 20000, wcl, undefined],
    ['Personalised', 10000000, wcl, undefined],
    ['Personalised', 10000001, wcl, messages.amountRangePersonalised],
    ['Personalised', 199999, propertyOnly, messages.amountRangeProperty],
    ['Personalised', 200000, propertyOnly, undefined],
    ['Personalised', 199999, propertyAndWcl, undefined],
    ['AIP', 199999, undefined, messages.amountRangeProperty],
    ['AIP', 200000, undefined, undefined],
    ['AIP', 10000000, undefined, undefined],
    ['AIP', 10000001, undefined, messages.amountRangeProperty],
  ] as const)('%s %i -> %s', (product, amount, purposes, error) => {
    expect(amountError(product, amount, purposes)).toBe(error);
  });

  it.each([
    ['', messages.amountRequired, 'blank'],
    [null, messages.amountRequired, 'null'],
    [undefined, messages.amountRequired, 'missing'],
    ['abc', messages.numericOnly, 'letters'],
    ['12a000', messages.numericOnly, 'mixed'],
    ['50000.123', messages.decimalOnly, '3 decimals'],
    ['50,000.12', undefined, 'thousands separators and 2 decimals'],
    ['50000', undefined, 'string digits'],
  ] as const)('Online %s -> %s (%s)', (amount, error, _why) => {
    expect(amountError('Online', amount)).toBe(error);
  });
});

describe('purposes', () => {
  it.each([
    [propertyOnly, true],
    [propertyAndWcl, false],
    [wcl, false],
    [NO_PURPOSES, false],
  ])('isPropertyOnly(%o) = %s', (p, expected) => {
    expect(isPropertyOnly(p)).toBe(expected);
  });

  it('reads the wire Y/N flags in either casing', () => {
    expect(purposesFromFlags({ WCL: 'Y', Property: 'N', trade: 'Y', gas: true, esg: 'N' })).toEqual({
      wcl: true,
      property: false,
      trade: true,
      gas: true,
      esg: false,
    });
  });

  it.each([
    ['1,234,567.5', 1234567.5],
    [42, 42],
    ['', undefined],
  ] as const)('parseAmount(%s) = %s', (input, expected) => {
    expect(parseAmount(input)).toBe(expected);
  });
});
