import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Moving through a page with the keyboard alone, as a user who cannot use a mouse does: Tab and
 * Shift+Tab to reach a control, arrow keys inside a radio group or a drop-down, Space and Enter to act.
 * Every stop Tab makes must show where focus is (WCAG 2.4.7): the helpers record any that does not.
 */

/** The most Tab presses one control may take to reach: a long step has about sixty stops. */
const MAX_PRESSES = 150;

interface Stop {
  /** The focused element, described for a failure message. */
  what: string;
  /** It shows a focus indicator: an outline or a box shadow. */
  visible: boolean;
}

/** Where focus is, whether it shows, and whether it is on `target`; run in the page. */
function lookAt(target?: Element): { reached: boolean; stop: Stop | null } {
  const el = document.activeElement;
  const reached = target !== undefined && el === target;
  if (!(el instanceof HTMLElement) || el === document.body) return { reached, stop: null };
  const style = getComputedStyle(el);
  const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
  const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
  const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
  return { reached, stop: { what: `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> ${name}`, visible: outline || shadow } };
}

const focusedStop = async (page: Page): Promise<Stop | null> => (await page.evaluate(lookAt, undefined)).stop;

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

export class KeyboardUser {
  /** Stops that showed no focus indicator, for the test to assert on at the end. */
  readonly invisibleFocus: string[] = [];

  constructor(readonly page: Page) {}

  async press(key: string): Promise<void> {
    await this.page.keyboard.press(key);
    if (key === 'Tab' || key === 'Shift+Tab' || key.startsWith('Arrow')) await this.noteFocus();
  }

  private async noteFocus(): Promise<void> {
    this.note(await focusedStop(this.page));
  }

  private note(stop: Stop | null): void {
    if (stop && !stop.visible && !this.invisibleFocus.includes(stop.what)) this.invisibleFocus.push(stop.what);
  }

  /** Tab (or Shift+Tab) until `target` has focus; one look at the page per press, the machine being slow. */
  async tabTo(target: Locator, back = false): Promise<void> {
    await expect(target).toBeVisible();
    const key = back ? 'Shift+Tab' : 'Tab';
    const seen: string[] = [];
    for (let i = 0; i <= MAX_PRESSES; i++) {
      const at = await target.evaluate(lookAt);
      if (i > 0) this.note(at.stop);
      if (at.reached) return;
      seen.push(at.stop?.what ?? '(body)');
      if (i < MAX_PRESSES) await this.page.keyboard.press(key);
    }
    throw new Error(`${MAX_PRESSES} presses of ${key} never reached ${target}; focus went through:\n${seen.slice(-30).join('\n')}`);
  }

  /** Reaches a control and presses Enter on it (a button, a link, a summary). */
  async activate(target: Locator): Promise<void> {
    await this.tabTo(target);
    await this.press('Enter');
  }

  /** Reaches a text field and types into it (what it held is selected first, so typing replaces it). */
  async typeInto(target: Locator, text: string): Promise<void> {
    await this.tabTo(target);
    await this.press('ControlOrMeta+A');
    await this.page.keyboard.type(text);
  }

  /** Reaches a checkbox and ticks it with Space. */
  async tick(box: Locator): Promise<void> {
    await this.tabTo(box);
    if (!(await box.isChecked())) await this.press('Space');
    await expect(box).toBeChecked();
  }

  /** Tabs into the radio's group, then arrows to the radio (arrows select as they move), Space when none was chosen. */
  async chooseRadio(radio: Locator): Promise<void> {
    const name = await radio.getAttribute('name');
    const group = this.page.locator(`input[type="radio"][name="${name}"]`);
    const inGroup = () => group.evaluateAll((els) => els.some((el) => el === document.activeElement));
    for (let i = 0; i < MAX_PRESSES && !(await inGroup()); i++) await this.press('Tab');
    for (let i = 0; i < (await group.count()) && !(await isFocused(radio)); i++) await this.press('ArrowDown');
    if (!(await radio.isChecked())) await this.press('Space');
    await expect(radio).toBeChecked();
  }

  /** Reaches a drop-down and moves through its options with the down arrow until `value` is chosen. */
  async selectOption(select: Locator, value: (v: string) => boolean): Promise<void> {
    await this.tabTo(select);
    const count = await select.locator('option').count();
    for (let i = 0; i < count && !value(await select.inputValue()); i++) await this.press('ArrowDown');
    expect(value(await select.inputValue()), `an option of ${select} chosen with the arrow keys`).toBe(true);
  }

  /** A new step: focus is on its heading (so the step is announced, and Tab goes on from the top of it). */
  async expectStepHeadingFocused(): Promise<void> {
    const heading = this.page.locator('main h1');
    await expect(heading).toBeVisible();
    const where = async () => (await isFocused(heading)) || ((await focusedStop(this.page))?.what ?? '(body)');
    await expect.poll(where, { message: "focus on the new step's h1" }).toBe(true);
  }

  /** An open dialog has taken focus. */
  async expectFocusInDialog(): Promise<void> {
    await expect
      .poll(() => this.page.evaluate(() => document.activeElement?.closest('[role="dialog"], [role="alertdialog"]') != null), { message: 'focus inside the open dialog' })
      .toBe(true);
  }
}
