import type { StatusDtls } from '../../../contract';
import { formatSGD, messages } from '../../../domain';
import { addressTextLines } from '../../../domain/addressView';
import { combinedApplicationsText, displayDate, statusPurposeText, statusRateLabel } from '../../../domain/statusView';

/** The status pages' application details: each field's label, value and test id, from the rules in domain/statusView. */

/** One line of an application details list. */
export interface DetailRow {
  label: string;
  value: string;
  /** An address's value, one line under another. */
  lines?: readonly string[];
  testId?: string;
}

export type DetailField =
  | 'applicationNo'
  | 'uen'
  | 'facility'
  | 'financingType'
  | 'purpose'
  | 'amount'
  | 'tenure'
  | 'instalment'
  | 'rate'
  | 'combined'
  | 'date'
  | 'submissionDate'
  | 'aipExpiry'
  | 'propertyAddress';

/** The row of one field. */
export function detailRow(status: StatusDtls, field: DetailField, extra: { propertyAddress?: string } = {}): DetailRow {
  const row: Record<DetailField, () => DetailRow> = {
    applicationNo: () => ({ label: messages.labelApplicationNo, value: status.ApplicationNo, testId: 'application-number' }),
    uen: () => ({ label: messages.labelUen, value: status.UEN, testId: 'uen' }),
    facility: () => ({ label: messages.labelFacility, value: status.Facility, testId: 'facility' }),
    financingType: () => ({ label: messages.labelFinancingType, value: status.FinancingType, testId: 'financing-type' }),
    purpose: () => ({ label: messages.labelPurpose, value: statusPurposeText(status), testId: 'purpose' }),
    amount: () => ({ label: messages.labelAmount, value: formatSGD(status.Amount), testId: 'amount' }),
    tenure: () => ({ label: messages.labelTenure, value: messages.tenureYears(status.Tenure), testId: 'tenure' }),
    instalment: () => ({ label: messages.labelInstalment, value: formatSGD(status.Instalment), testId: 'instalment' }),
    rate: () => ({ label: statusRateLabel(status), value: messages.ratePerAnnum(status.InterestRate), testId: 'rate' }),
    combined: () => ({ label: messages.labelCombined, value: combinedApplicationsText(status), testId: 'combined' }),
    date: () => ({ label: messages.labelDate, value: displayDate(status.AppDate), testId: 'date' }),
    submissionDate: () => ({ label: messages.labelSubmissionDate, value: displayDate(status.AppDate), testId: 'date' }),
    aipExpiry: () => ({ label: messages.labelAipExpiry, value: displayDate(status.ExpiryDate) || '-', testId: 'aip-expiry' }),
    propertyAddress: () => ({ label: messages.labelPropertyAddress, value: extra.propertyAddress ?? '', lines: addressTextLines(extra.propertyAddress), testId: 'property-address' }),
  };
  return row[field]();
}

/** The rows of the fields asked for, in that order. */
export const detailRows = (status: StatusDtls, fields: readonly DetailField[], extra: { propertyAddress?: string } = {}): DetailRow[] =>
  fields.map((f) => detailRow(status, f, extra));
