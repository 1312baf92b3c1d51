import type { Page } from '@playwright/test';

/**
 * Opens applicant i's section on the person details page, as a user would: only the current user's
 * section starts expanded (spec 2, 2.1), so another applicant's contact fields are hidden until then.
 */
export async function openApplicant(page: Page, i: number): Promise<void> {
  const section = page.locator('details.section').filter({ has: page.locator(`[id="applicants.${i}.MobileNumber"]`) });
  if (!(await section.evaluate((d) => (d as HTMLDetailsElement).open))) await section.locator('summary').click();
}
