import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { routeOfState, type ChartModel } from '../../src/analysis/chartModel';
import type { ScreenPath } from '../../src/analysis/selection';
import { actionFor, PAGES } from '../pages';
import { AnswerHold } from './answerHold';
import { expectTraced } from './appTrace';
import type { A11yAudit } from './axe';
import type { DeadControlProbe } from './deadControls';
import { recordCoverage } from './coverage';
import { ARRANGED_FAILURES, isSandboxEvent, isUserEvent, noUiAction, type ActionContext } from './pathSteps';
import { PREFIX, routeIs } from './routes';
import { Walk } from './walk';

/**
 * Executes a chart path (src/analysis/selection.ts) through the real UI against the sandbox bank.
 *
 * - A user event (`user.*`) is sent on the screen of the state the path is in: the page object of that
 *   route (e2e/pages/) does what a person does there. Where the outcome depends on what the person
 *   types (which NRIC, which OTP), the action looks ahead at the answers the path expects.
 * - An invoked actor's event (`xstate.done.actor.<id>`) is the sandbox's answer: the driver does nothing
 *   and waits until the app has taken it.
 * - After every step the app's own trace (src/app/coverageTrace.ts) must contain the step's transitions
 *   and states, named as the chart names them; a step ending on a screen state (not tagged busy) must
 *   show that screen's route in the URL and in <main data-route>, and what its page object says the
 *   spec shows there. Busy states are checked through the trace only, and the screen again when the
 *   next user action is due and at the end of the path.
 * - A path ending on a busy state whose answer leaves the screen is seen with that answer held back
 *   (support/answerHold.ts). Any other path ends on its settled screen, whose page object checks it.
 * - E2E_PATH_LOG=1 logs each step with a timestamp.
 */

export interface DriverOptions {
  page: Page;
  request: APIRequestContext;
  baseURL: string;
  model: ChartModel;
  /** Audits each screen the path settles on (WCAG 2.2 AA), before each user action and at the end. */
  audit?: A11yAudit;
  /** Presses each control of each screen the path settles on, before each user action and at the end. */
  probe?: DeadControlProbe;
}

export class UiDriver {
  readonly page: Page;
  readonly walk: Walk;
  /** The chart's transitions the app took, in the order taken (for transition-pair coverage). */
  readonly sequence: string[] = [];
  private readonly baseURL: string;
  private readonly model: ChartModel;
  private readonly busy: Set<string>;
  private readonly audit: A11yAudit | undefined;
  private readonly probe: DeadControlProbe | undefined;
  private readonly hold: AnswerHold;

  constructor(opts: DriverOptions) {
    this.page = opts.page;
    this.baseURL = opts.baseURL;
    this.model = opts.model;
    this.audit = opts.audit;
    this.probe = opts.probe;
    this.walk = new Walk(opts.page, opts.request, opts.baseURL);
    this.busy = new Set(opts.model.states.filter((s) => s.tags.includes('busy')).map((s) => s.id));
    this.hold = new AnswerHold(opts.page, opts.baseURL, opts.model, this.busy);
  }

  routeOf(leaves: string[]): string {
    const route = routeOfState(this.model, leaves[leaves.length - 1]);
    if (!route) throw new Error(`state ${leaves[leaves.length - 1]} has no route in the chart`);
    return route;
  }

  isBusy(leaves: string[]): boolean {
    return leaves.some((id) => this.busy.has(id));
  }

  /** Throws, before anything runs, when a step of the path has no way through the UI. */
  checkDrivable(path: ScreenPath): void {
    let at = path.start;
    for (const { event, to } of path.steps) {
      const type = event.type;
      if (isUserEvent(type)) {
        const route = this.routeOf(at);
        if (!actionFor(route, type)) throw noUiAction(type, `the page object of ${route} in e2e/pages/ does not take it`);
      } else if (!isSandboxEvent(type) && !ARRANGED_FAILURES.has(type)) {
        if (type.startsWith('xstate.error.actor.')) throw noUiAction(type, 'the sandbox bank does not fail on demand');
        if (type.startsWith('xstate.after.')) throw noUiAction(type, 'waiting out a chart delay is not driven through the UI');
        throw noUiAction(type);
      }
      at = to;
    }
  }

  /** The screen of `route` is shown: URL and the rendered screen agree. */
  async expectRoute(route: string, why: string): Promise<void> {
    await routeIs(this.page, route, why);
    await expect(this.page.locator('main#main'), why).toHaveAttribute('data-route', route);
  }

  /** The screen of `leaves` is shown and waits for the user: no please-wait overlay. */
  async expectSettledAt(leaves: string[], why: string): Promise<void> {
    await expect(this.page.getByTestId('please-wait'), why).toBeHidden();
    await this.expectRoute(this.routeOf(leaves), why);
  }

  /** Independent of the chart: the screen shows what the spec says it shows (its page object's heading and `shows`). */
  private async expectShows(route: string, why: string): Promise<void> {
    const expected = PAGES[route];
    const h1 = this.page.locator('main h1');
    if (expected?.heading) await expect(h1, `${why}: the heading of ${route} (spec ${expected.spec})`).toHaveText(expected.heading);
    else await expect(h1, `${why}: ${route} has a main heading`).toBeVisible();
    if (expected?.shows) await expect(expected.shows(this.page), `${why}: what ${route} shows (spec ${expected.spec})`).toBeVisible();
  }

  /** The end of the path: what the page object checks there, else a main heading. */
  private async checkEnd(route: string, busy: boolean, why: string): Promise<void> {
    const check = busy ? PAGES[route]?.busyCheck : PAGES[route]?.check;
    if (check) await check(this.walk);
    else await expect(this.page.locator('main h1'), `${why} (its page object has no ${busy ? 'busyCheck' : 'check'})`).toBeVisible();
  }

  /** Walks the whole path, then checks the screen it ends on and records the run's coverage. */
  async run(path: ScreenPath, coverageRun: string): Promise<void> {
    this.checkDrivable(path);
    await this.hold.prepare(path.steps.length ? path.steps[path.steps.length - 1].to : path.start);
    const lastUserStep = path.steps.map((s) => isUserEvent(s.event.type)).lastIndexOf(true);
    // A busy end reached with no user action at all (straight from the start) is held from the start.
    if (lastUserStep < 0) this.hold.arm();

    const response = await this.page.goto(`${this.baseURL}${PREFIX}/`);
    expect(response?.ok(), `the app is served at ${PREFIX}/ (is dist/ built? npx vite build)`).toBe(true);
    await expectTraced(this.page, { states: path.start, transitions: [] }, 'start');

    let at = path.start;
    for (let i = 0; i < path.steps.length; i++) {
      const step = path.steps[i];
      const type = step.event.type;
      const why = `step ${i + 1}/${path.steps.length} ${type} -> ${step.to.join(', ')}`;
      if (process.env.E2E_PATH_LOG) console.log(new Date().toISOString(), why);
      if (isUserEvent(type)) {
        // A user action is due: the app must be settled on the screen of the state the path is in.
        const route = this.routeOf(at);
        await this.expectSettledAt(at, `before ${why}`);
        await this.audit?.check(this.page, route);
        await this.probe?.check(this.page, route);
        const rest = path.steps.slice(i + 1);
        const next = rest.findIndex((s) => isUserEvent(s.event.type));
        const tags = this.model.states.filter((s) => at.includes(s.id)).flatMap((s) => s.tags);
        const ctx: ActionContext = { following: next < 0 ? rest : rest.slice(0, next), rest, tags };
        if (i === lastUserStep) this.hold.arm();
        await actionFor(route, type)!(this.walk, step.event, ctx);
      }
      await expectTraced(this.page, { states: step.to, transitions: step.transitions }, why);
      this.sequence.push(...step.transitions);
      if (!this.isBusy(step.to)) {
        await this.expectRoute(this.routeOf(step.to), why);
        await this.expectShows(this.routeOf(step.to), why);
      }
      at = step.to;
    }
    await this.finish(at, coverageRun);
  }

  private async finish(at: string[], coverageRun: string): Promise<void> {
    const route = this.routeOf(at);
    const overlay = this.page.getByTestId('please-wait');
    if (this.hold.state) {
      // The sandbox's answer is held back: the busy screen stays up until it has been checked.
      const why = `end of path on busy ${this.hold.state} (its answer held back)`;
      await this.expectRoute(route, why);
      await expect(overlay, why).toBeVisible();
      await this.checkEnd(route, true, why);
      await recordCoverage(this.page, coverageRun, this.sequence);
      await this.hold.release();
      // Answered: where the app stays on the same screen, that screen's content is checked too.
      await expect(overlay, 'end of path: the app settles once answered').toBeHidden();
      if ((await this.walk.route()) === route) {
        await this.checkEnd(route, false, `end of path on ${route}`);
        await this.audit?.check(this.page, route);
        await this.probe?.check(this.page, route);
      }
      return;
    }
    await expect(overlay, 'end of path: the app settles').toBeHidden();
    const now = await this.walk.route();
    if (now !== route) throw new Error(`the path ends on ${at.join(', ')} (${route}) but the app settled on ${now}`);
    await this.expectRoute(route, 'end of path');
    await this.checkEnd(route, false, `end of path on ${route}`);
    await this.audit?.check(this.page, route);
    await this.probe?.check(this.page, route);
    await recordCoverage(this.page, coverageRun, this.sequence);
  }
}
