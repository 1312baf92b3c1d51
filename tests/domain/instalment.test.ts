import { settledOnlineAmount } from '../../src/domain/amounts';
import { instalmentTable, monthlyInstalment, round2, roundToStep, tenureMonths } from '../../src/domain/instalment';
import { settledRate } from '../../src/domain/rate';

/** The annuity payment written the other way round, P r (1+r)^n / ((1+r)^n - 1), computed here independently. */
function annuity(principal: number, annualPercent: number, years: number): number {
  const r = annualPercent / 1200;
  const n = years * 12;
  const g = (1 + r) ** n;
  return Math.round(((principal * r * g) / (g - 1)) * 100) / 100;
}

describe('monthly instalment: standard annuity on the monthly rate (spec 1 s9)', () => {
  it.each([
    [100000, 10, 5, 2124.7, 'hand-computed known value'],
    [100000, 10, 1, 8791.59, 'hand-computed'],
    [300000, 8, 3, 9400.91, 'hand-computed'],
    [20000, 12, 2, 941.47, 'hand-computed'],
    [50000, 9, 4, 1244.25, 'hand-computed'],
    [250000, 10, 5, 5311.76, 'hand-computed'],
  ])('%i at %i%% over %i years = %f (%s)', (p, rate, years, expected) => {
    expect(monthlyInstalment(p, rate, years)).toBe(expected);
  });

  it.each([
    [20000, 8, 1],
    [20000, 12, 5],
    [123000, 9.35, 3],
    [300000, 10, 4],
    [75000, 11.95, 2],
  ])('%i at %f%% over %i years matches the independent formula', (p, rate, years) => {
    expect(monthlyInstalment(p, rate, years)).toBe(annuity(p, rate, years));
  });

  it.each([
    [120000, 0, 5, 2000, '0 rate: principal / n'],
    [100000, 0, 3, 2777.78, '0 rate, rounded to 2 decimals'],
    [0, 10, 5, 0, 'no principal'],
    [100000, 10, 0, 0, 'no tenure'],
    [Number.NaN, 10, 5, 0, 'not a number'],
  ])('%f at %f%% over %i years = %f (%s)', (p, rate, years, expected) => {
    expect(monthlyInstalment(p, rate, years)).toBe(expected);
  });

  it('the table has one row per tenure 1..5 with months 12..60', () => {
    const table = instalmentTable(100000, 10);
    expect(table.map((r) => [r.years, r.months])).toEqual([
      [1, 12],
      [2, 24],
      [3, 36],
      [4, 48],
      [5, 60],
    ]);
    expect(table[4]!.instalment).toBe(2124.7);
    expect(table[0]!.instalment).toBe(8791.59);
  });
});

describe('tenure in months (spec 1 s9: 12, 24, 36, 48, 60)', () => {
  it.each([
    [1, 12],
    [2, 24],
    [3, 36],
    [4, 48],
    [5, 60],
  ])('%i year(s) = %i months', (years, months) => {
    expect(tenureMonths(years)).toBe(months);
  });
});

describe('rounding (spec 1 s5.1)', () => {
  it.each([
    [20499, 1000, 20000],
    [20500, 1000, 21000],
    [123456, 1000, 123000],
    [8.27, 0.05, 8.25],
    [8.28, 0.05, 8.3],
    [8.025, 0.05, 8.05],
    [10.1, 0.1, 10.1],
    [1.005, 0.01, 1.01],
  ])('roundToStep(%f, %f) = %f', (value, step, expected) => {
    expect(roundToStep(value, step)).toBe(expected);
  });

  it.each([
    [2124.7045, 2124.7],
    [1.005, 1.01],
    [-1.005, -1.01],
    [941.4694, 941.47],
  ])('round2(%f) = %f', (value, expected) => {
    expect(round2(value)).toBe(expected);
  });

  it.each([
    [20000, 20000, 'min'],
    [20499, 20000, 'rounds down to nearest 1,000'],
    [20500, 21000, 'rounds half up'],
    [155555, 156000, 'nearest 1,000'],
    ['123456.78', 123000, 'typed with decimals'],
    ['155,555', 156000, 'typed with separators'],
    [300000, 300000, 'max'],
  ] as [number | string, number, string][])('settledOnlineAmount(%j) = %i (%s)', (value, expected) => {
    expect(settledOnlineAmount(value)).toBe(expected);
  });

  it.each([
    [19999, 'below the minimum'],
    [5000, 'far below the minimum'],
    ['-50000', 'negative'],
    [300001, 'above the maximum'],
    [300600, 'above the maximum, though it rounds to 301,000'],
    ['1e5', 'not a number'],
    ['123456.789', 'more than 2 decimals'],
    ['', 'blank'],
  ] as [number | string, string][])('settledOnlineAmount(%j) is undefined (%s): the amount stays as typed, beside its message', (value) => {
    expect(settledOnlineAmount(value)).toBeUndefined();
  });

  it.each([
    [8.02, 8],
    [8.03, 8.05],
    [9.99, 10],
    ['9.124', 9.1],
    [12, 12],
  ] as [number | string, number][])('settledRate(%j) = %f (step 0.05)', (value, expected) => {
    expect(settledRate(value)).toBe(expected);
  });

  it.each([7.9, 12.5, '15', 'abc', ''])('settledRate(%j) is undefined: out of 8..12 or no number stays as typed', (value) => {
    expect(settledRate(value)).toBeUndefined();
  });
});
