import { expect, type Locator, type Page } from '@playwright/test';

/**
 * No dead ends in the browser (issue 34): every visible button and link on a screen does something when
 * pressed: the chart takes an event, a dialog opens, the page changes, a new tab or a download starts,
 * or the address changes. A control that does none of these leaves the applicant stuck with a button
 * that ignores them (the status enquiry's Cancel and Get in touch did).
 *
 * Each control is pressed in a browser context of its own, on the walk's screen restored afresh for each press (the journey
 * restored from a copy of its session storage), with every call to the bank refused once it shows, so a
 * press changes nothing at the bank and nothing in the walk. Each distinct control is pressed once per worker.
 */

/** How long after a press its effect may take to show: the app answers a click at once (no call reaches the bank), and a busy machine may be slow to paint it; only a dead control waits this long. */
const EFFECT_WITHIN_MS = 5_000;

/** The controls a person can press: buttons and links, in the page and in an open dialog. */
const CONTROLS = 'button, a[href], [role="button"], [role="link"]';
/** An open dialog is all a person can press: what lies behind it is covered. */
const DIALOGS = '[role="dialog"], [role="alertdialog"]';

export interface DeadControl {
  route: string;
  control: string;
}

interface Before {
  transitions: number;
  url: string;
  printed: boolean;
}

declare global {
  interface Window {
    __probePrinted?: boolean;
  }
}

async function pageState(page: Page): Promise<Before> {
  return page.evaluate(() => ({
    transitions: window.__journeyCoverage?.transitions.size ?? 0,
    url: location.href,
    printed: window.__probePrinted === true,
  }));
}

/** Counts changes to the page from now on (window.__probeMutations). */
async function watchMutations(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __probeMutations: number };
    w.__probeMutations = 0;
    new MutationObserver((records) => (w.__probeMutations += records.length)).observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
}

/** The name a person would give the control: its accessible text, or its label. */
async function nameOf(control: Locator): Promise<string> {
  return control.evaluate((el) => (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim() || el.outerHTML.slice(0, 80));
}

/** A mail or phone link opens another application, which a browser test cannot see. */
const handedOff = (control: Locator) => control.evaluate((el) => /^(mailto|tel):/.test(el.getAttribute('href') ?? ''));

export class DeadControlProbe {
  private static probed = new Set<string>();
  readonly dead: DeadControl[] = [];
  /** Controls that could not be pressed on the restored screen, with why. */
  readonly unprobed: DeadControl[] = [];
  /** How many controls this probe pressed (for the run's summary). */
  pressed = 0;

  /** `dialogsOnly`: press only the controls of an open dialog (a walk whose screens another walk presses). */
  constructor(private readonly dialogsOnly = false) {}

  /** Presses every visible enabled control of the screen `page` shows now, each on the screen restored afresh. */
  async check(page: Page, route: string): Promise<void> {
    const storage = await page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)));
    const url = page.url();
    const controls = await this.controls(page);
    const todo = controls.flatMap(({ name, onScreen }, index) => {
      // The header's and footer's controls are the same on every screen: each is pressed once.
      const key = `${onScreen ? route : '(every screen)'} ${name}`;
      if (!name || DeadControlProbe.probed.has(key)) return [];
      DeadControlProbe.probed.add(key);
      return [{ name, index }];
    });
    if (!todo.length) return;
    // A browser context of its own, with the walk's cookies: nothing done in the probe reaches the walk's tab
    // (a page of the same context shares its process and its events, and a press there held the walk's tab up).
    const context = await page.context().browser()!.newContext({
      storageState: await page.context().storageState(),
      viewport: page.viewportSize(),
    });
    const probe = await context.newPage();
    // A press may leave entries in a form: the next restore of the screen answers "leave the page?" with yes.
    probe.on('dialog', (d) => void d.accept());
    try {
      await probe.addInitScript((saved) => {
        // The print dialog is the browser's own, which a headless browser does not show: the call is the effect.
        window.print = () => void (window.__probePrinted = true);
        sessionStorage.clear();
        for (const [k, v] of Object.entries(saved)) sessionStorage.setItem(k, v);
      }, storage);
      for (const { name, index } of todo) {
        this.pressed++;
        // A control the restored screen does not let a person press (covered, gone) is not pressed: it is
        // listed as not probed, not as dead.
        const alive = await this.pressOne(probe, url, index).catch((e: unknown) => {
          this.unprobed.push({ route, control: `${name}: ${(e instanceof Error ? e.message : String(e)).split('\n')[0]}` });
          return true;
        });
        if (!alive) this.dead.push({ route, control: name });
      }
    } finally {
      await context.close();
    }
  }

  /**
   * Each control's name ('' when it cannot be pressed: hidden, disabled, behind an open dialog, or handed to
   * another application) and whether it belongs to the screen rather than the header or footer.
   */
  private async controls(page: Page): Promise<{ name: string; onScreen: boolean }[]> {
    const controls = page.locator(CONTROLS);
    const dialogOpen = await page.locator(DIALOGS).first().isVisible();
    const found: { name: string; onScreen: boolean }[] = [];
    for (let i = 0; i < (await controls.count()); i++) {
      const c = controls.nth(i);
      const inDialog = await c.evaluate((el, dialogs) => Boolean(el.closest(dialogs)), DIALOGS);
      const pressable = (!dialogOpen || inDialog) && (!this.dialogsOnly || inDialog) && (await c.isVisible()) && (await c.isEnabled()) && !(await handedOff(c));
      const onScreen = inDialog || (await c.evaluate((el) => Boolean(el.closest('main'))));
      found.push({ name: pressable ? await nameOf(c) : '', onScreen });
    }
    return found;
  }

  /** True when pressing the `index`-th control of the screen at `url`, restored in `probe`, does something a person can notice. */
  private async pressOne(probe: Page, url: string, index: number): Promise<boolean> {
    await probe.unrouteAll();
    await probe.goto(url, { timeout: 30_000 });
    await expect(probe.getByTestId('please-wait')).toBeHidden();
    const control = probe.locator(CONTROLS).nth(index);
    if (!(await control.isVisible()) || !(await control.isEnabled())) return true;
    // From here on nothing reaches the bank: the press is seen in the browser alone.
    await probe.route('**/api/**', (r) => r.abort());
    await control.hover({ timeout: 5_000 });
    const before = await pageState(probe);
    await watchMutations(probe);
    // A tab this page opens (not any page of the context: the axe audit opens one of its own), or a download.
    let handedOver = false;
    const onPopup = (tab: Page) => {
      handedOver = true;
      void tab.close();
    };
    const onDownload = () => void (handedOver = true);
    probe.on('popup', onPopup);
    probe.on('download', onDownload);
    try {
      await control.click({ timeout: 5_000, noWaitAfter: true });
      return await expect
        .poll(
          async () => {
            if (handedOver) return true;
            const after = await pageState(probe).catch(() => null);
            if (!after) return true; // the document was replaced: a navigation
            const mutations = await probe.evaluate(() => (window as unknown as { __probeMutations?: number }).__probeMutations ?? 0).catch(() => 1);
            return after.transitions !== before.transitions || after.url !== before.url || after.printed || mutations > 0;
          },
          { timeout: EFFECT_WITHIN_MS },
        )
        .toBe(true)
        .then(() => true, () => false);
    } finally {
      probe.off('popup', onPopup);
      probe.off('download', onDownload);
    }
  }

  /** Fails with every control that did nothing, by screen. */
  expectNone(): void {
    expect(this.dead, `controls that do nothing when pressed:\n${this.dead.map((d) => `- [${d.route}] ${d.control}`).join('\n')}`).toEqual([]);
  }
}
