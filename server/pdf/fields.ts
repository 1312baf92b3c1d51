import type { StatusDtls } from '../../contract';
import { formatSGD } from '../../domain/format';
import type { ApplicationRow } from '../store/applications';

/** Spec 2, 2.11: the titles of the five non-lending products. */
export const NON_LENDING_TITLES = {
  MYCurrentAccount: 'Current account',
  FXDeskServices: 'FX desk services',
  BusinessInsurance: 'Business insurance',
  SMEStartDigital: 'Digital SME starter solution',
  HalalNetworkAndCertifiedAdvisory: 'Halal network and certified advisory',
} as const;

const PURPOSES = { WCL: 'Working capital', Property: 'Property', Trade: 'Trade', GAS: 'GAS', ESG: 'ESG' } as const;

const upTo2 = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

export const tenureText = (years: number) => `${years} ${years === 1 ? 'year' : 'years'}`;

/** Interest for conventional financing, profit for Islamic (spec 2, 2.8). */
export const rateLabel = (financingType: string) =>
  financingType === 'Islamic' ? 'Indicative profit rate' : 'Indicative interest rate';
export const rateText = (rate: number) => `${upTo2.format(rate)}% p.a.`;

/** Spec 2, 2.16: Property for the AIP product, else the chosen purposes joined by commas. */
export function purposeText(s: StatusDtls): string {
  if (s.ProductType === 'AIP') return 'Property';
  const chosen = (Object.keys(PURPOSES) as (keyof typeof PURPOSES)[]).filter((k) => s[k] === 'Y').map((k) => PURPOSES[k]);
  return chosen.join(', ');
}

/** Spec 2, 2.8: the combined non-lending applications, or Not Applicable. */
export function nonLendingText(s: StatusDtls): string {
  const chosen = (Object.keys(NON_LENDING_TITLES) as (keyof typeof NON_LENDING_TITLES)[])
    .filter((k) => s[k] === 'Y')
    .map((k) => NON_LENDING_TITLES[k]);
  return chosen.length > 0 ? chosen.join(', ') : 'Not Applicable';
}

export const companyName = (app: ApplicationRow) => app.company?.Company_Name ?? '';
export { formatSGD };
