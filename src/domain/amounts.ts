import {
  AIP_MAX,
  AIP_MIN,
  AMOUNT_MAX_DECIMALS,
  ONLINE_AMOUNT_STEP,
  ONLINE_MAX_AMOUNT,
  ONLINE_MIN_AMOUNT,
  PERSONALISED_MAX,
  PERSONALISED_MIN,
  PERSONALISED_PROPERTY_ONLY_MIN,
} from './constants';
import { roundToStep } from './instalment';
import { messages } from './messages';

export type ProductKind = 'Online' | 'Personalised' | 'AIP';
export const PRODUCT_KINDS: readonly ProductKind[] = ['Online', 'Personalised', 'AIP'];

/** The purpose flags of the start page (spec 1, 3.1). */
export interface Purposes {
  wcl: boolean;
  property: boolean;
  trade: boolean;
  gas: boolean;
  esg: boolean;
}

export const NO_PURPOSES: Purposes = { wcl: false, property: false, trade: false, gas: false, esg: false };

/** Purposes from the wire's Y/N flags (any casing of the keys: wcl or WCL). */
export function purposesFromFlags(flags: Partial<Record<string, string | boolean | null | undefined>>): Purposes {
  const on = (k: string): boolean => {
    const v = flags[k] ?? flags[k.toUpperCase()] ?? flags[k.charAt(0).toUpperCase() + k.slice(1)];
    return v === true || v === 'Y';
  };
  return { wcl: on('wcl'), property: on('property'), trade: on('trade'), gas: on('gas'), esg: on('esg') };
}

export function hasAnyPurpose(p: Purposes | undefined): boolean {
  return !!p && (p.wcl || p.property || p.trade || p.gas || p.esg);
}

export type PurposeKey = keyof Purposes;
export const PURPOSE_KEYS: readonly PurposeKey[] = ['wcl', 'property', 'trade', 'gas', 'esg'];

/**
 * The purposes Islamic financing is offered for (our reading, ADR 0003): working capital, property
 * and trade; not the Government Assistance Scheme nor ESG, which are conventional schemes.
 */
export const ISLAMIC_ELIGIBLE_PURPOSES: readonly PurposeKey[] = ['wcl', 'property', 'trade'];

/**
 * A valid purpose combination for Islamic (spec 1, 4.1): at least one purpose, and every chosen one
 * eligible. Until then the Personalised financing type is forced to Conventional.
 */
export function islamicAllowed(p: Purposes | undefined): boolean {
  if (!p || !hasAnyPurpose(p)) return false;
  return PURPOSE_KEYS.every((k) => !p[k] || ISLAMIC_ELIGIBLE_PURPOSES.includes(k));
}

/** Property chosen and no other purpose (spec 1, 5.1). */
export function isPropertyOnly(p: Purposes | undefined): boolean {
  return !!p && p.property && !p.wcl && !p.trade && !p.gas && !p.esg;
}

export interface AmountBounds {
  min: number;
  max: number;
  message: string;
}

/**
 * Amount bounds per product (spec 1, 5.1):
 * Online 20,000..300,000; Personalised 20,000..10,000,000, or 200,000.. when Property is the only
 * purpose; AIP (with an existing Option to Purchase) 200,000..10,000,000.
 */
export function amountBounds(product: ProductKind, purposes?: Purposes): AmountBounds {
  switch (product) {
    case 'Online':
      return { min: ONLINE_MIN_AMOUNT, max: ONLINE_MAX_AMOUNT, message: messages.amountRangeOnline };
    case 'AIP':
      return { min: AIP_MIN, max: AIP_MAX, message: messages.amountRangeProperty };
    case 'Personalised':
      return isPropertyOnly(purposes)
        ? { min: PERSONALISED_PROPERTY_ONLY_MIN, max: PERSONALISED_MAX, message: messages.amountRangeProperty }
        : { min: PERSONALISED_MIN, max: PERSONALISED_MAX, message: messages.amountRangePersonalised };
  }
}

/**
 * Money as typed (spec 1, 5.2: digits with optional decimals), one rule for every amount field.
 * Thousands separators are forgiven where they belong ('12,000', '1,234,567.50'), as GOV.UK advises;
 * a comma anywhere else ('12,00', '2,50,000') could be a slip of a decimal point, so it is no number.
 */
const MONEY = /^-?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/;

interface TypedMoney {
  value: number;
  decimals: number;
}

/** undefined when blank, null when not a number. */
function readMoney(value: number | string | null | undefined): TypedMoney | null | undefined {
  if (value === null || value === undefined) return undefined;
  const text = String(value).trim();
  if (text === '') return undefined;
  if (typeof value === 'number' ? !Number.isFinite(value) : !MONEY.test(text)) return null;
  const plain = text.replace(/,/g, '');
  const dot = plain.indexOf('.');
  return { value: Number(plain), decimals: dot < 0 ? 0 : plain.length - dot - 1 };
}

/** Accepts 1234567, '1234567', '1,234,567.50'; returns NaN for anything else and undefined for blank. */
export function parseAmount(value: number | string | null | undefined): number | undefined {
  const money = readMoney(value);
  return money === null ? Number.NaN : money?.value;
}

/** A typed amount as it travels: '12,000' -> '12000'; what is not a number is returned trimmed, for the bank to refuse. */
export function plainAmount(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  return MONEY.test(text) ? text.replace(/,/g, '') : text;
}

export interface MoneyRule {
  /** The page's own blank and not-a-number messages (the spec words them per page). */
  blank: string;
  notANumber: string;
  /** 'any' allows a loss; 'zero' allows 0; 'positive' needs more than 0. */
  min: 'any' | 'zero' | 'positive';
}

/**
 * The error for a typed amount, or undefined when valid: blank -> rule.blank; not a number (or
 * negative where no loss is allowed) -> rule.notANumber; more than 2 decimals -> decimalOnly;
 * 0 where more than 0 is needed -> moreThanZero.
 */
export function moneyError(value: number | string | null | undefined, rule: MoneyRule): string | undefined {
  const money = readMoney(value);
  if (money === undefined) return rule.blank;
  if (money === null || (rule.min !== 'any' && money.value < 0)) return rule.notANumber;
  if (money.decimals > AMOUNT_MAX_DECIMALS) return messages.decimalOnly;
  if (rule.min === 'positive' && money.value <= 0) return messages.moreThanZero;
  return undefined;
}

/**
 * The error for a financing amount, or undefined when it is valid (spec 1, 5.1):
 * blank -> amountRequired; not a number -> numericOnly; more than 2 decimals -> decimalOnly;
 * outside the product's bounds -> that product's range message.
 */
export function amountError(
  product: ProductKind,
  amount: number | string | null | undefined,
  purposes?: Purposes,
): string | undefined {
  const typed = moneyError(amount, { blank: messages.amountRequired, notANumber: messages.numericOnly, min: 'any' });
  if (typed) return typed;
  const value = parseAmount(amount) ?? 0;
  const { min, max, message } = amountBounds(product, purposes);
  if (value < min || value > max) return message;
  return undefined;
}

/**
 * The Online amount on leaving the field (spec 1, 5.1): a valid amount rounded to the nearest 1,000 (the
 * bounds are on the step, so it stays within them), or undefined when it is not valid: it then stays as
 * typed beside its message, never changed without a word.
 */
export function settledOnlineAmount(typed: number | string | null | undefined): number | undefined {
  if (amountError('Online', typed) !== undefined) return undefined;
  return roundToStep(parseAmount(typed) as number, ONLINE_AMOUNT_STEP);
}
