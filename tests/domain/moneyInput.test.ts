import { amountError, NO_PURPOSES, parseAmount, plainAmount } from '../../src/domain/amounts';
import { messages } from '../../src/domain/messages';
import { balanceEntryErrors, commitmentAmountError, propertyAmountError } from '../../src/domain/property';
import { profitOrLossError, revenueError } from '../../src/domain/schemas';

/**
 * One rule for money typed anywhere (spec 1, 5.2 "digits with optional decimals up to 2 places"):
 * thousands separators where they belong are forgiven, as GOV.UK advises ('12,000' is twelve
 * thousand on every field), and a comma anywhere else is refused as not a number on every field.
 */
type Check = (value: string) => string | undefined;
const balance: Check = (v) => balanceEntryErrors({ bankName: 'DBS', accountNumber: '123', currency: 'SGD', sixMonthsBalanceAmt: v }, []).sixMonthsBalanceAmt;

const AMOUNT_FIELDS: readonly (readonly [string, Check, string])[] = [
  ['financing amount, Online', (v) => amountError('Online', v), messages.numericOnly],
  ['financing amount, Personalised', (v) => amountError('Personalised', v, { ...NO_PURPOSES, wcl: true }), messages.numericOnly],
  ['financing amount, AIP', (v) => amountError('AIP', v), messages.numericOnly],
  ['annual revenue', revenueError, messages.numericOnly],
  ['profit or loss before tax', profitOrLossError, messages.numericOnly],
  ['purchase price', (v) => propertyAmountError(v, 'positive'), messages.numericCharacters],
  ['outstanding loan', (v) => propertyAmountError(v, 'positive'), messages.numericCharacters],
  ['annual interest expense', (v) => propertyAmountError(v, 'zero'), messages.numericCharacters],
  ['six-month bank balance', balance, messages.numericCharacters],
  ['monthly debt commitment', commitmentAmountError, messages.numericCharacters],
];

describe.each(AMOUNT_FIELDS)('%s', (_field, check, notANumber) => {
  it.each(['250000', '250,000', '250,000.50', ' 250,000 ', '200,000.5'])('accepts %j', (typed) => {
    expect(check(typed)).toBeUndefined();
  });

  it.each(['250,00', '25,0000', '2,50,000', '250,000,', ',250000', '250.000,50', '250 000', '12,000abc'])('refuses %j as not a number', (typed) => {
    expect(check(typed)).toBe(notANumber);
  });

  it('counts the decimals after the separators: 3 are too many', () => {
    expect(check('250,000.123')).toBe(messages.decimalOnly);
  });
});

describe('the value a typed amount stands for', () => {
  it.each([
    ['12,000', 12000],
    ['1,234,567.50', 1234567.5],
    ['-12,500.50', -12500.5],
    ['12,00', Number.NaN],
  ] as const)('parseAmount(%j) = %s', (typed, value) => {
    expect(parseAmount(typed)).toBe(value);
  });

  it.each([
    ['12,000', '12000'],
    ['-12,500.50', '-12500.50'],
    [' 1850000 ', '1850000'],
    ['', ''],
  ] as const)('travels as plain digits: %j -> %j', (typed, wire) => {
    expect(plainAmount(typed)).toBe(wire);
  });
});
