import { expect, type Page } from '@playwright/test';

/** Spec 3, 2: every route sits under this prefix. */
export const PREFIX = '/rsmedigitalfinancing';

/** The page shows the screen of that route name (spec 1, 2: every route under the one prefix). */
export const routeIs = (page: Page, name: string, why?: string) => expect(page, why).toHaveURL(new RegExp(`${PREFIX}/${name}(\\?|$)`));

/**
 * A field's own error message, under the field. The error summary at the top of the page links to the
 * field with the same words (errorSummaryLink), so the words alone name two elements.
 */
export const fieldError = (page: Page, text: string) => page.locator('.field-error').filter({ hasText: text });

/** The error summary's link to the field at fault (GOV.UK's pattern: "There is a problem", one link per field). */
export const errorSummaryLink = (page: Page, text: string) => page.getByTestId('error-summary').getByRole('link', { name: text });
