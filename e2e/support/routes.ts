import { expect, type Page } from '@playwright/test';

/** The page shows the screen of that route name (spec 1, 2: every route under the one prefix). */
export const routeIs = (page: Page, name: string) => expect(page).toHaveURL(new RegExp(`/rsmedigitalfinancing/${name}(\\?|$)`));

/** The identity landing of a resumed application (spec 2, 2.15): tick the consent and Proceed. */
export async function consentOnLanding(page: Page) {
  const consent = page.getByTestId('consent-popup');
  await consent.getByRole('checkbox').check();
  await consent.getByRole('button', { name: 'Proceed' }).click();
}
