import { expect, test, type Locator, type Page } from '@playwright/test';
import { SESSION_IDLE_MS, SESSION_TOUCH_INTERVAL_MS, SESSION_WARNING_MS } from '../src/domain/constants';
import { messages } from '../src/domain/messages';
import { A11yAudit } from './support/axe';
import { KeyboardUser } from './support/keyboard';
import { routeIs } from './support/routes';
import { chooseProduct, fillAmountAndTenure, retrieveIdentity } from './pages/start';
import { sandboxBankForFile } from './support/suite';

/**
 * The idle-timeout warning in the browser, the page's clock owned by the test (WCAG 2.2.1 Timing
 * Adjustable): it comes before the session can end, is announced as an alert dialog, takes focus and keeps
 * it, and the keyboard alone extends the session (Stay signed in, or Escape). Left alone, it turns into
 * the timed-out notice.
 */
const bank = sandboxBankForFile();

/** The bank may end a token this long after the page's last call to it (it records a use at most once a touch interval). */
const ENDS_AFTER = SESSION_IDLE_MS - SESSION_TOUCH_INTERVAL_MS;
const WARNS_AFTER = ENDS_AFTER - SESSION_WARNING_MS;

const lastBankCall = (page: Page) => page.evaluate(() => Number(sessionStorage.getItem('sme-journey:last-bank-call')));

/**
 * Stops the page's clock at `ms` after its last call to the bank; from there only the test moves it
 * (runFor), until it lets it flow again (resume: axe and the bank's answers wait on the page's timers).
 */
async function pauseAfterLastCall(page: Page, ms: number): Promise<void> {
  await page.clock.pauseAt((await lastBankCall(page)) + ms);
}

/** The warning reads the clock once a second: it opens within a second of its moment. */
const CHECK_EVERY_MS = 1000;

/** The warning is not open a second before its moment, and is open a second after it. */
async function expectWarningOnTime(page: Page, warning: Locator): Promise<void> {
  await pauseAfterLastCall(page, WARNS_AFTER - CHECK_EVERY_MS);
  await page.clock.runFor(1);
  expect(await warning.count(), 'no warning before its moment').toBe(0);
  await page.clock.runFor(2 * CHECK_EVERY_MS);
  expect(await warning.count(), 'the warning is open 2 minutes before the earliest end').toBe(1);
  await page.clock.resume();
}

test('the timeout warning comes before the session ends, is announced, and the keyboard alone extends it', async ({ page }) => {
  await page.clock.install();
  await page.goto(`${bank.baseURL}/rsmedigitalfinancing/`);
  await chooseProduct(page);
  await fillAmountAndTenure(page, '150000', 3);
  await retrieveIdentity(page, 'S1234567D');
  await routeIs(page, 'CompanyDetails');
  await expect(page.getByTestId('please-wait')).toBeHidden();

  // The user was typing in a field when the warning comes.
  const user = new KeyboardUser(page);
  const revenue = page.locator('#AnnualRevenue1');
  await user.tabTo(revenue);

  const warning = page.getByRole('alertdialog', { name: messages.sessionWarningTitle });
  /** The key extends the session at the bank, closes the warning and gives focus back to the field the user was in. */
  const extendWith = async (key: string) => {
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/Security/KeepAlive') && r.request().method() === 'POST');
    await user.press(key);
    expect((await answered).status()).toBe(200);
    await expect(warning).toHaveCount(0);
    await expect(revenue).toBeFocused();
  };
  await expectWarningOnTime(page, warning);
  // Announced: an alert dialog that takes focus, its description the time left (read on the minute, not every second).
  await user.expectFocusInDialog();
  await expect(warning).toHaveAccessibleDescription(messages.sessionWarningIn(messages.minutes(2)));
  await expect(warning).toContainText(messages.sessionWarningIn(messages.minutes(2)));
  const audit = new A11yAudit();
  await audit.check(page, 'CompanyDetails');
  audit.expectNone();

  // Tab stays inside it, on visible buttons; Stay signed in, with Enter, extends the session at the bank.
  const stay = warning.getByRole('button', { name: messages.staySignedIn });
  const signOut = warning.getByRole('button', { name: messages.signOut });
  await user.press('Tab');
  await expect(stay).toBeFocused();
  await user.press('Tab');
  await expect(signOut).toBeFocused();
  await user.press('Tab');
  await expect(stay).toBeFocused();
  await user.press('Shift+Tab');
  await expect(signOut).toBeFocused();
  await user.press('Shift+Tab');
  await extendWith('Enter');

  // The next warning comes a full period after the extension; Escape also means stay signed in.
  await expectWarningOnTime(page, warning);
  await user.expectFocusInDialog();
  await extendWith('Escape');

  // Left alone, the warning counts down to the end and becomes the timed-out notice, focused, with its way on.
  await pauseAfterLastCall(page, WARNS_AFTER);
  await page.clock.runFor(CHECK_EVERY_MS);
  expect(await warning.count()).toBe(1);
  await page.clock.runFor(SESSION_WARNING_MS);
  const ended = page.getByRole('alertdialog', { name: messages.sessionTimeoutTitle });
  expect(await ended.count(), 'the timed-out notice at the end').toBe(1);
  await page.clock.resume();
  await expect(ended).toBeVisible();
  await expect(ended).toContainText(messages.sessionTimeout);
  await user.expectFocusInDialog();
  await user.press('Tab');
  await expect(ended.getByRole('button', { name: messages.startAgain })).toBeFocused();
  expect(user.invisibleFocus, 'Tab stops without a visible focus indicator').toEqual([]);
});
