import type { Page, Route } from '@playwright/test';
import { routeOfState, type ChartModel } from '../../src/analysis/chartModel';
import { paths } from '../../src/contract';

/**
 * Reads the chart sends before it enters a busy state, which that state then waits for (machines/actors.ts:
 * the company is read while the start assessment runs), by the actor the busy state invokes. Holding
 * them holds the state's answer.
 */
const READ_AHEAD: Readonly<Record<string, (pathname: string) => boolean>> = {
  loadCompany: (pathname) => pathname.startsWith(paths.getCompany('')),
};

/**
 * A path that ends on a busy state whose answer leaves the screen at once (the status router has no
 * screen of its own) is seen by holding back the app's API requests once it is in that state: the busy
 * screen is checked, then the requests go on.
 */
export class AnswerHold {
  /** The busy state the path ends on, when its requests are to be held. */
  state: string | null = null;
  private armed = false;
  private held: Route[] = [];
  private readonly byId: Map<string, ChartModel['states'][number]>;

  constructor(
    private readonly page: Page,
    private readonly baseURL: string,
    private readonly model: ChartModel,
    private readonly busy: ReadonlySet<string>,
  ) {
    this.byId = new Map(model.states.map((st) => [st.id, st]));
  }

  /** The leaf a transition target enters (initial children, all the way down). */
  private entered(id: string): string {
    let st = this.byId.get(id);
    while (st?.initial) st = this.byId.get(st.initial);
    return st?.id ?? id;
  }

  /**
   * Whether an answer of the sandbox to busy `leaf` can take the app off its screen: a done transition
   * of the state (or an ancestor) leads to another route, directly or through further busy states.
   */
  mayLeaveScreen(leaf: string, route = routeOfState(this.model, leaf), seen = new Set<string>()): boolean {
    if (seen.has(leaf)) return false;
    seen.add(leaf);
    const sources = new Set<string>();
    for (let st = this.byId.get(leaf); st; st = st.parent ? this.byId.get(st.parent) : undefined) sources.add(st.id);
    return this.model.transitions
      .filter((t) => sources.has(t.source) && t.eventType.startsWith('xstate.done.actor.'))
      .some((t) =>
        t.targets.some((target) => {
          const next = this.entered(target);
          return routeOfState(this.model, next) !== route || (this.busy.has(next) && this.mayLeaveScreen(next, route, seen));
        }),
      );
  }

  /**
   * For a path ending on `leaves`: when they are busy and the answer may leave the screen, API requests
   * sent once armed and once the app is in that state are held until released. (A path that visited
   * its final state before its last user action would hold too early: none does so far.)
   */
  async prepare(leaves: string[]): Promise<void> {
    const state = leaves.find((id) => this.busy.has(id));
    if (!state || !this.mayLeaveScreen(state)) return;
    this.state = state;
    const readAhead = (pathname: string) => (this.byId.get(state)?.invokes ?? []).some((actor) => READ_AHEAD[actor]?.(pathname));
    const origin = new URL(this.baseURL).origin;
    await this.page.route(
      (url) => url.origin === origin && url.pathname.startsWith('/api/'),
      async (route) => {
        const hold =
          this.armed &&
          (readAhead(new URL(route.request().url()).pathname) ||
            (await this.page.evaluate((id) => Boolean(window.__journeyCoverage?.states.has(id)), state).catch(() => false)));
        if (hold && this.armed) this.held.push(route);
        else await route.continue().catch(() => undefined);
      },
    );
  }

  arm(): void {
    this.armed = this.state !== null;
  }

  async release(): Promise<void> {
    this.armed = false;
    for (const r of this.held.splice(0)) await r.continue().catch(() => undefined);
  }
}
