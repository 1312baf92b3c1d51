import { formatSGD } from './format';
import { messages } from './messages';
import { currentUserOrder, FIRST_USER_ORDER } from './persons';
import { DEFAULT_CURRENCY } from './propertyReference';
import { summaryRequiredFieldErrors, type SummaryData } from './summaryChecks';

/** What the summary reads of its persons (the wire's PreviewForm, structurally). */
export interface SummaryPersons {
  ApplicantDtls: readonly { OrderNumber: number; IDNumber: string; MobileNumber: string }[];
  ApplicantsDtlsMyInfo: readonly { OrderNumber: number; allowEdit: boolean }[];
}

export interface SummaryViewer {
  /** The viewer's own applicant (their ID shows unmasked); null when none matches. */
  currentOrder: number | null;
  /** The section Edit buttons show (spec 2, 2.3): for the first user, else when the viewer's record allows editing. */
  canEdit: boolean;
  /** The mobile the one-time password goes to: the viewer's, else the first user's. */
  mobile: string;
}

/** The summary as the person looking at it sees it (spec 2, 2.3 and 2.4). */
export function summaryViewer(data: SummaryPersons, who: { firstUser: boolean; nric?: string | null }): SummaryViewer {
  const currentOrder = currentUserOrder(data.ApplicantDtls, who);
  const allowEdit = data.ApplicantsDtlsMyInfo.find((p) => p.OrderNumber === currentOrder)?.allowEdit ?? false;
  const mobile = data.ApplicantDtls.find((a) => a.OrderNumber === (currentOrder ?? FIRST_USER_ORDER))?.MobileNumber ?? '';
  return { currentOrder, canEdit: who.firstUser || allowEdit, mobile };
}

/**
 * What Submit on the summary finds missing (spec 2, 5 "Summary submit (first user)"): the first user
 * passes every required-field check and the terms; anyone else only ticks the terms.
 */
export function summarySubmitErrors(data: SummaryData, opts: { firstUser: boolean; termsAccepted: boolean }): string[] {
  if (opts.firstUser) return summaryRequiredFieldErrors(data, { termsAccepted: opts.termsAccepted });
  return opts.termsAccepted ? [] : [messages.termsRequired];
}

/** An amount with its currency on the summary; SGD when none is given (spec 3, 9: default currency SGD). */
export function amountWithCurrency(amount: number | string | null | undefined, currency: string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '';
  return currency && currency !== DEFAULT_CURRENCY ? `${currency} ${amount}` : formatSGD(amount);
}

/** The summary's IsSixMonthsBankBalWith{product} (spec 2, 3): named after the bank's product, so found by its prefix. */
export function sixMonthsBankBalance(property: Readonly<Record<string, unknown>>): string | undefined {
  const key = Object.keys(property).find((k) => k.startsWith('IsSixMonthsBankBalWith'));
  const value = key ? property[key] : undefined;
  return typeof value === 'string' ? value : undefined;
}
