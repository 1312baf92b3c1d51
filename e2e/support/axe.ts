import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 A and AA (every level A and AA rule of 2.0, 2.1 and 2.2) and axe's best practices, as issue 34 asks. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export interface A11yViolation {
  /** The screen (route) and what is open on it, e.g. "FinanceDetails + dialog Important Note". */
  where: string;
  rule: string;
  impact: string;
  help: string;
  target: string;
}

/** One line per element at fault, readable in a test failure. */
export function describeViolations(violations: A11yViolation[]): string {
  return violations.map((v) => `- [${v.where}] ${v.rule} (${v.impact}): ${v.help}; element: ${v.target}`).join('\n');
}

/** Runs axe on the page as it is now (by default with the WCAG tags); returns its violations, each element on its own. */
export async function axeViolations(page: Page, where: string, tags: readonly string[] = WCAG_TAGS): Promise<A11yViolation[]> {
  const results = await new AxeBuilder({ page }).withTags([...tags]).analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map((n) => ({ where, rule: v.id, impact: v.impact ?? 'unknown', help: v.help, target: n.target.map(String).join(' > ') })),
  );
}

/** What is on screen beyond the route: the open dialog (by its name), the OTP step. */
async function stateOf(page: Page, route: string): Promise<string> {
  const parts = [route];
  const dialog = page.locator('[role="dialog"], [role="alertdialog"]').first();
  if (await dialog.isVisible().catch(() => false)) {
    const name = await dialog.evaluate((d) => {
      const by = d.getAttribute('aria-labelledby');
      return (by ? document.getElementById(by)?.textContent : d.getAttribute('aria-label'))?.trim() ?? '';
    });
    parts.push(`dialog ${name || '(unnamed)'}`);
  }
  if (await page.getByRole('region', { name: 'One-time password' }).isVisible().catch(() => false)) parts.push('OTP step');
  return parts.join(' + ');
}

/**
 * Audits each distinct screen state once per run (a Playwright worker runs a spec file's tests in
 * one process, so later paths through the same screen cost nothing) and keeps what it found, so a
 * test can fail with the whole list at its end rather than at the first screen.
 */
export class A11yAudit {
  private static audited = new Set<string>();
  readonly found: A11yViolation[] = [];

  /** The screen states audited so far in this worker, for the run's summary. */
  static get screens(): readonly string[] {
    return [...A11yAudit.audited];
  }

  async check(page: Page, route: string): Promise<void> {
    const where = await stateOf(page, route);
    if (A11yAudit.audited.has(where)) return;
    A11yAudit.audited.add(where);
    this.found.push(...(await axeViolations(page, where)));
  }

  /** Fails with every violation found, by rule, impact, element and screen. */
  expectNone(): void {
    expect(this.found, `WCAG 2.2 AA violations (axe):\n${describeViolations(this.found)}`).toEqual([]);
  }
}
