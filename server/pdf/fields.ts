import { formatSGD } from '../../domain/format';
import type { ApplicationRow } from '../store/applications';

const upTo2 = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

export const tenureText = (years: number) => `${years} ${years === 1 ? 'year' : 'years'}`;

/** The printed summary says what the status page says (spec 2, 2.8): the labels and lists are domain's. */
export { statusRateLabel as rateLabel, statusPurposeText as purposeText, combinedApplicationsText as nonLendingText } from '../../domain/statusView';
export const rateText = (rate: number) => `${upTo2.format(rate)}% p.a.`;

export const companyName = (app: ApplicationRow) => app.company?.Company_Name ?? '';
export { formatSGD };
