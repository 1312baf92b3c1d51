import { expect, test } from '@playwright/test';
import { chooseProduct } from './pages/start';
import { sandboxBankForFile } from './support/suite';

/**
 * On a 390 px phone the financing section sits about 1,360 px below the product cards: choosing a
 * product must bring it into view and put focus on its heading, animated or not as the user asked.
 */
const bank = sandboxBankForFile();

for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  test(`choosing a product brings the financing section into view (motion: ${reducedMotion})`, async ({ browser }) => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, reducedMotion });
    await page.goto(`${bank.baseURL}/rsmedigitalfinancing/`);
    await chooseProduct(page, 'Online');
    const heading = page.locator('summary', { hasText: 'Financing details' });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect.poll(() => heading.evaluate((h) => Math.round(h.getBoundingClientRect().top))).toBeLessThan(100);
    await page.close();
  });
}
