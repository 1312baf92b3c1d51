import type { StatusDtls } from '../../../src/contract';
import { formatSGD, messages } from '../../../src/domain';
import { addressTextLines } from '../../../src/domain/addressView';
import { combinedApplicationsText, displayDate, statusPurposeText, statusRateLabel } from '../../../src/domain/statusView';
import { pageMessages } from '../../../src/domain/pageMessages';

/** The status pages' application details: each field's label, value and test id, from the rules in domain/statusView. */

/** One line of an application details list. */
export interface DetailRow {
  label: string;
  value: string;
  /** An address's value, one line under another. */
  lines?: readonly string[];
  testId?: string;
}

/** The figures the bank may not give (null in the status): their rows are then left out. */
type FigureField = 'amount' | 'tenure' | 'instalment' | 'rate';
const FIGURE_FIELDS: readonly string[] = ['amount', 'tenure', 'instalment', 'rate'] satisfies FigureField[];
const isFigure = (field: DetailField): field is FigureField => FIGURE_FIELDS.includes(field);

type TextField =
  | 'applicationNo'
  | 'uen'
  | 'facility'
  | 'financingType'
  | 'purpose'
  | 'combined'
  | 'date'
  | 'submissionDate'
  | 'aipExpiry'
  | 'propertyAddress';

export type DetailField = TextField | FigureField;

function figureRow(status: StatusDtls, field: FigureField): DetailRow | null {
  const rows: Record<FigureField, () => DetailRow | null> = {
    amount: () => (status.Amount === null ? null : { label: pageMessages.labelAmount, value: formatSGD(status.Amount), testId: 'amount' }),
    tenure: () => (status.Tenure === null ? null : { label: pageMessages.labelTenure, value: messages.tenureYears(status.Tenure), testId: 'tenure' }),
    instalment: () =>
      status.Instalment === null ? null : { label: pageMessages.labelInstalment, value: formatSGD(status.Instalment), testId: 'instalment' },
    rate: () =>
      status.InterestRate === null ? null : { label: statusRateLabel(status), value: messages.ratePerAnnum(status.InterestRate), testId: 'rate' },
  };
  return rows[field]();
}

/** The row of one field that every application has. */
export function detailRow(status: StatusDtls, field: TextField, extra: { propertyAddress?: string } = {}): DetailRow {
  const row: Record<TextField, () => DetailRow> = {
    applicationNo: () => ({ label: pageMessages.labelApplicationNo, value: status.ApplicationNo, testId: 'application-number' }),
    uen: () => ({ label: pageMessages.labelUen, value: status.UEN, testId: 'uen' }),
    facility: () => ({ label: pageMessages.labelFacility, value: status.Facility, testId: 'facility' }),
    financingType: () => ({ label: pageMessages.labelFinancingType, value: status.FinancingType, testId: 'financing-type' }),
    purpose: () => ({ label: pageMessages.labelPurpose, value: statusPurposeText(status), testId: 'purpose' }),
    combined: () => ({ label: pageMessages.labelCombined, value: combinedApplicationsText(status), testId: 'combined' }),
    date: () => ({ label: pageMessages.labelDate, value: displayDate(status.AppDate), testId: 'date' }),
    submissionDate: () => ({ label: pageMessages.labelSubmissionDate, value: displayDate(status.AppDate), testId: 'date' }),
    aipExpiry: () => ({ label: pageMessages.labelAipExpiry, value: displayDate(status.ExpiryDate) || pageMessages.aipExpiryNotSet, testId: 'aip-expiry' }),
    propertyAddress: () => ({ label: pageMessages.labelPropertyAddress, value: extra.propertyAddress ?? '', lines: addressTextLines(extra.propertyAddress), testId: 'property-address' }),
  };
  return row[field]();
}

/** The rows of the fields asked for, in that order, without the figures the application does not have. */
export const detailRows = (status: StatusDtls, fields: readonly DetailField[], extra: { propertyAddress?: string } = {}): DetailRow[] =>
  fields.flatMap((f) => (isFigure(f) ? (figureRow(status, f) ?? []) : detailRow(status, f, extra)));
