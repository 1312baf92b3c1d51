import { expect, type Page } from '@playwright/test';

/** The page shows the screen of that route name (spec 1, 2: every route under the one prefix). */
export const routeIs = (page: Page, name: string) => expect(page).toHaveURL(new RegExp(`/rsmedigitalfinancing/${name}(\\?|$)`));

/** The identity landing of a resumed application (spec 2, 2.15): tick the consent and Proceed. */
export async function consentOnLanding(page: Page) {
  const consent = page.getByTestId('consent-popup');
  await consent.getByRole('checkbox').check();
  await consent.getByRole('button', { name: 'Proceed' }).click();
}

/**
 * A field's own error message, under the field. The error summary at the top of the page links to the
 * field with the same words (errorSummaryLink), so the words alone name two elements.
 */
export const fieldError = (page: Page, text: string) => page.locator('.field-error').filter({ hasText: text });

/** The error summary's link to the field at fault (GOV.UK's pattern: "There is a problem", one link per field). */
export const errorSummaryLink = (page: Page, text: string) => page.getByTestId('error-summary').getByRole('link', { name: text });
