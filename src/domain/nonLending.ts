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

/** A card: the spec's title, our description and its page under the placeholder base. */
const product = (key: NonLendingKey, title: string, description: string, page: string): NonLendingProduct => ({
  key,
  title,
  description,
  learnMoreUrl: `${NON_LENDING_LEARN_MORE_BASE}${page}`,
});

export const NON_LENDING_PRODUCTS: readonly NonLendingProduct[] = [
  product('myCurrentAccount', 'Current Account', 'A business current account for your daily collections and payments, with online banking.', 'current-account'),
  product('fxDeskServices', 'FX Desk Services', 'Foreign exchange for your business payments and receipts, with rates from our FX desk.', 'fx-desk-services'),
  product('businessInsurance', 'Business Insurance', 'Protect your business, premises, stock and employees against the unexpected.', 'business-insurance'),
  product('smeStartDigital', 'Digital SME Starter Solution', 'Ready-to-use digital solutions to help your business start and grow online.', 'sme-start-digital'),
  product('halalNetworkAndCertifiedAdvisory', 'Halal Network and Certified Advisory', 'Access to a halal business network and certified advisory on halal certification.', 'halal-network-and-certified-advisory'),
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
