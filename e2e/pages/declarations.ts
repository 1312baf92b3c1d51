import { expect, type Page } from '@playwright/test';
import { DECLARATION_DOCUMENTS } from '../../screens/DeclarationsDetails/documents';
import { routeIs } from '../support/routes';
import { chooseDisbursementAccount } from './account';
import { back } from './dialogs';
import { main, type Pages } from './page';

/**
 * Declarations step: the checkbox unlocks once every document was opened. AL3 opens the police advisory
 * pop-up; the others open in a new tab, closed again.
 */
export async function openEveryDocument(page: Page) {
  for (const { id } of DECLARATION_DOCUMENTS) {
    const link = page.locator(`[data-document="${id}"]`);
    if (id === 'AL3') {
      await link.click();
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    } else {
      const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
      await tab.close();
    }
  }
}

async function acceptDeclarations(page: Page) {
  await openEveryDocument(page);
  await main(page).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Next' }).click();
}

/** The account and declarations steps of an Online application, each with Next: the summary follows. */
export async function completeAccountAndDeclarations(page: Page) {
  await routeIs(page, 'AccountDetails');
  await chooseDisbursementAccount(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await routeIs(page, 'DeclarationsDetails');
  await acceptDeclarations(page);
}

export const DECLARATION_PAGES: Pages = {
  DeclarationsDetails: {
    spec: '2, 2.2',
    shows: (page) => main(page).getByRole('checkbox').first(),
    actions: { 'user.submitDeclarations': (w) => acceptDeclarations(w.page), 'user.back': back() },
    check: async (w) => {
      for (const { id } of DECLARATION_DOCUMENTS) await expect(w.page.locator(`[data-document="${id}"]`)).toBeVisible();
      await expect(main(w.page).getByRole('checkbox')).toBeDisabled();
    },
  },
};
