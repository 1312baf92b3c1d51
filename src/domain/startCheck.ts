import { PRODUCT_KINDS } from './amounts';
import type { FinanceStartValues } from './financing';
import { messages } from './messages';
import { financeDetailsSchema, validationErrors } from './schemas';

/*
 * Submit on the start page: its messages, in the order of spec 1, 5.1. Apart from the rest of
 * the start page's rules because it needs the schema library, which the page loads after first paint.
 */

export interface StartCheckOptions {
  /** features.captcha */
  captcha: boolean;
  /** Edit mode skips the captcha. */
  editMode: boolean;
}

export interface StartError {
  /** The form field the message belongs to ('purpose' for the purpose checkboxes). */
  path: string;
  message: string;
}

/** Step 5, the field validators, reported in the page's top-to-bottom order. */
export const START_FIELD_ORDER = [
  'financingProduct',
  'purpose',
  'financingType',
  'isExistingOTPAvailable',
  'financingAmount',
  'indicativeInterestRate',
  'financingTenure',
  'halalDeclaration',
  'promoValue',
  'promoValue2',
  'declarationAccepted',
] as const;

/**
 * Every message the page shows on submit, all at once, first those of spec 1, 5.1 in its order, or none
 * when the form may be sent: 1 no product (then nothing else: the rest depends on it); 2 Personalised:
 * purpose, amount not blank, captcha; 3 AIP: existing-OTP answer, amount when Yes, captcha; 4 Online:
 * tenure, captcha; 5 every other field validator. Each step reads the schema's own rule, so the order and
 * the rules cannot drift apart. One message per field.
 */
export function startErrors(values: FinanceStartValues, opts: StartCheckOptions): StartError[] {
  const product = values.financingProduct;
  if (!(PRODUCT_KINDS as readonly string[]).includes(product)) return [{ path: 'financingProduct', message: messages.noProductSelected }];
  const errors = validationErrors(financeDetailsSchema, values);
  const at = (path: string): StartError | undefined => (errors[path] ? { path, message: errors[path] } : undefined);
  const amountBlank = (): StartError | undefined =>
    errors.financingAmount === messages.amountRequired ? { path: 'financingAmount', message: messages.amountRequired } : undefined;
  const captcha = (): StartError | undefined =>
    opts.captcha && !opts.editMode && !values.human ? { path: 'human', message: messages.captchaRequired } : undefined;

  const steps =
    product === 'Personalised'
      ? [at('purpose'), amountBlank(), captcha()]
      : product === 'AIP'
        ? [at('isExistingOTPAvailable'), values.isExistingOTPAvailable === 'Y' ? amountBlank() : undefined, captcha()]
        : [at('financingTenure'), captcha()];
  const first = steps.filter((e): e is StartError => e !== undefined);
  const listed = new Set(first.map((e) => e.path));
  const rest = [...START_FIELD_ORDER, ...Object.keys(errors)]
    .filter((path, i, all) => all.indexOf(path) === i && !listed.has(path))
    .map(at)
    .filter((e): e is StartError => e !== undefined);
  return [...first, ...rest];
}

/** The first of `startErrors`: what the page reports first. */
export function firstStartError(values: FinanceStartValues, opts: StartCheckOptions): StartError | undefined {
  return startErrors(values, opts)[0];
}
