import { messages } from './messages';
import { currentUserOrder, FIRST_USER_ORDER } from './persons';
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
