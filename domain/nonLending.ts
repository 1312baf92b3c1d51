/**
 * The non-lending opt-in (spec 2, 2.11; spec 2, 3 "Non-lending preferences"; 4 "Non-lending"):
 * five products the first user may ask to be contacted about after submitting.
 *
 * Titles follow the spec's names; descriptions are ours. The spec gives no addresses for the
 * 'Learn more' links: the ones below are placeholders on one base address, to be replaced by the
 * bank's product pages (NON_LENDING_LEARN_MORE_BASE).
 */

export type NonLendingKey = 'myCurrentAccount' | 'fxDeskServices' | 'businessInsurance' | 'smeStartDigital' | 'halalNetworkAndCertifiedAdvisory';

export interface NonLendingProduct {
  key: NonLendingKey;
  title: string;
  description: string;
  learnMoreUrl: string;
}

/** Placeholder (the spec shows no address): the bank's business pages. */
export const NON_LENDING_LEARN_MORE_BASE = 'https://www.example.com/business/';

export const NON_LENDING_PRODUCTS: readonly NonLendingProduct[] = [
  {
    key: 'myCurrentAccount',
    title: 'Current Account',
    description: 'A business current account for your daily collections and payments, with online banking.', // ours
    learnMoreUrl: `${NON_LENDING_LEARN_MORE_BASE}current-account`,
  },
  {
    key: 'fxDeskServices',
    title: 'FX Desk Services',
    description: 'Foreign exchange for your business payments and receipts, with rates from our FX desk.', // ours
    learnMoreUrl: `${NON_LENDING_LEARN_MORE_BASE}fx-desk-services`,
  },
  {
    key: 'businessInsurance',
    title: 'Business Insurance',
    description: 'Protect your business, premises, stock and employees against the unexpected.', // ours
    learnMoreUrl: `${NON_LENDING_LEARN_MORE_BASE}business-insurance`,
  },
  {
    key: 'smeStartDigital',
    title: 'Digital SME Starter Solution',
    description: 'Ready-to-use digital solutions to help your business start and grow online.', // ours
    learnMoreUrl: `${NON_LENDING_LEARN_MORE_BASE}sme-start-digital`,
  },
  {
    key: 'halalNetworkAndCertifiedAdvisory',
    title: 'Halal Network and Certified Advisory',
    description: 'Access to a halal business network and certified advisory on halal certification.', // ours
    learnMoreUrl: `${NON_LENDING_LEARN_MORE_BASE}halal-network-and-certified-advisory`,
  },
];

export type NonLendingChoice = Record<NonLendingKey, 'Y' | 'N'>;

/** The chosen cards as the five Y/N flags the bank saves. */
export function nonLendingPreferences(selected: Iterable<NonLendingKey>): NonLendingChoice {
  const chosen = new Set(selected);
  return Object.fromEntries(NON_LENDING_PRODUCTS.map((p) => [p.key, chosen.has(p.key) ? 'Y' : 'N'])) as NonLendingChoice;
}

/** NOT NOW only with nothing chosen, DONE only with at least one (spec 2, 2.11 and 5). */
export const canSkipNonLending = (selectedCount: number): boolean => selectedCount === 0;
export const canSubmitNonLending = (selectedCount: number): boolean => selectedCount > 0;
