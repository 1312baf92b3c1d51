import { formatSGD } from '../../src/domain/format';
import { messages } from '../../src/domain/messages';
import type { ApplicationRow } from '../store/applications';

const upTo2 = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** Each null where the application has no such figure (StatusDtls): the field is then left out. */
export const tenureText = (years: number | null) => (years === null ? null : messages.tenureYears(years));
export const amountText = (amount: number | null) => (amount === null ? null : formatSGD(amount));

/** The printed summary says what the status page says (spec 2, 2.8): the labels and lists are domain's. */
export { statusRateLabel as rateLabel, statusPurposeText as purposeText, combinedApplicationsText as nonLendingText } from '../../src/domain/statusView';
export const rateText = (rate: number | null) => (rate === null ? null : `${upTo2.format(rate)}% p.a.`);

export const companyName = (app: ApplicationRow) => app.company?.Company_Name ?? '';
