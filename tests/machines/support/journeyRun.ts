import { SimulatedClock, createActor, fromPromise, type Actor, type AnyStateNode } from 'xstate';
import { ACCOUNT_LOADING_TIMEOUT_MS, ERROR_POPUP_MS, OTP_VALIDITY_MS } from '../../../src/domain/constants';
import { journeyActors } from '../../../machines/actors';
import { eventsFor, leafIds, type StepEvent } from '../../../src/analysis/coverage';
import { journeyMachine, type JourneyMachine } from '../../../machines/journey.machine';
import { routeOf } from '../../../machines/routes';
import type { JourneyInput } from '../../../machines/types';
import { InvariantViolation, assertInvariants, type JourneySnapshot } from '../invariants';
import { isPlausible, vary } from './bankAnswers';
import { formatTrace, type TraceStep } from './journeyTrace';

/** One generated step: which of the accepted events (modulo their number) and how its payload varies. */
export interface Choice {
  pick: number;
  variant: number;
}

/** A chart event, or the simulated clock moved on by `ms`. */
export type JourneyStepEvent = StepEvent | ClockMove;
export interface ClockMove {
  type: 'clock';
  ms: number;
  [key: string]: unknown;
}
const isClock = (e: JourneyStepEvent): e is ClockMove => e.type === 'clock';

/** Actors that never settle: the run itself delivers their done and error events. */
const pending = Object.fromEntries(
  Object.keys(journeyActors).map((k) => [k, fromPromise(() => new Promise<never>(() => undefined))]),
) as unknown as typeof journeyActors;
/** Made once: providing actors builds the chart's state nodes anew, which costs more than a whole run. */
const runnable = journeyMachine.provide({ actors: pending });

/**
 * A failed token fetch at page start (spec 1, 7: "failure shows 'Service is not available.'"; spec 2, 2.6
 * on the status entry page) leaves no page to return to: its message stays with Retry instead of hiding itself.
 */
const NO_SCREEN_BEHIND: ReadonlySet<string> = new Set([
  'journey.bootFailed',
  'journey.returning.welcome.sessionFailed',
  'journey.returning.resumeApplication.sessionFailed',
]);

/**
 * The timed states and how long the spec gives them: the error popup hides after 5000 ms (spec 3, 9),
 * the OTP countdown runs 2 minutes from the request (spec 2, 2.4 and 9), the account list's loading
 * dialog gives up after 10000 ms (spec 3, 9 UI loading timeout).
 */
function specTimeout(node: AnyStateNode): number | null {
  if (node.tags.includes('errorPopup') && !NO_SCREEN_BEHIND.has(node.id)) return ERROR_POPUP_MS;
  if (node.key === 'otp' && node.tags.includes('otp')) return OTP_VALIDITY_MS;
  if (node.tags.includes('accountPolling')) return ACCOUNT_LOADING_TIMEOUT_MS;
  return null;
}

/**
 * A journey run on the real chart with a simulated clock. Each step takes one of the events the active
 * states accept, or moves the clock to a timed state's deadline or 1 ms short of it, then checks the
 * invariants and the spec's timers. A failure carries the journey so far, one line per step.
 */
export class JourneyRun {
  readonly trace: TraceStep[] = [];
  private readonly clock = new SimulatedClock();
  private readonly actor: Actor<JourneyMachine>;
  private now = 0;
  /** When each active timed state was entered (simulated ms). */
  private readonly entered = new Map<string, number>();

  constructor(readonly input: JourneyInput, private readonly check = assertInvariants) {
    this.actor = createActor(runnable, { clock: this.clock, input });
    this.actor.start();
    const snap = this.snapshot;
    this.track(null, snap);
    this.guard(() => this.check(null, null, snap));
  }

  get snapshot(): JourneySnapshot {
    return this.actor.getSnapshot();
  }

  /** Chart events the active states accept (timers excluded: they fire from the clock), then clock moves. */
  candidates(): JourneyStepEvent[] {
    const { context } = this.snapshot;
    const events = eventsFor(this.snapshot).filter((e) => !e.type.startsWith('xstate.after.') && isPlausible(e, context));
    const clock = this.deadlines()
      .flatMap((d) => [d - this.now - 1, d - this.now])
      .filter((ms) => ms > 0)
      .map((ms): ClockMove => ({ type: 'clock', ms }));
    return [...events, ...clock];
  }

  /** Takes the chosen candidate, its payload varied as the choice says; returns the event applied. */
  step(choice: Choice): JourneyStepEvent {
    const options = this.candidates();
    if (options.length === 0) throw this.failure(new InvariantViolation(`dead end: no event leaves ${JSON.stringify(this.snapshot.value)}`));
    const picked = options[choice.pick % options.length];
    const event = isClock(picked) ? picked : vary(picked, choice.variant, this.snapshot.context);
    this.apply(event);
    return event;
  }

  /**
   * A step of a path the chart's graph found (src/analysis/coverage.ts): its timer events become
   * the clock moved to the earliest deadline, as a user waits them out.
   */
  applyPathEvent(event: StepEvent): void {
    if (!event.type.startsWith('xstate.after.')) {
      if (this.accepts(event)) this.apply(event);
      return;
    }
    const next = Math.min(...this.deadlines());
    if (Number.isFinite(next) && next > this.now) this.apply({ type: 'clock', ms: next - this.now });
  }

  /** Whether the active states take this event now (a clock move always applies). */
  accepts(event: JourneyStepEvent): boolean {
    if (isClock(event)) return true;
    const { context } = this.snapshot;
    return isPlausible(event, context) && eventsFor(this.snapshot).some((e) => e.type === event.type);
  }

  /** Sends the event (or moves the clock), then checks the invariants and the spec's timers. */
  apply(event: JourneyStepEvent): void {
    const prev = this.snapshot;
    if (isClock(event)) {
      this.now += event.ms;
      this.clock.increment(event.ms);
    } else {
      this.actor.send(event as never);
    }
    const next = this.snapshot;
    this.trace.push({ event, states: leafIds(next), route: this.routeOf(next) });
    this.guard(() => {
      this.check(prev, event, next);
      if (isClock(event)) this.checkTimers(prev, next);
      this.checkTimersKnown(next);
    });
    this.track(prev, next);
    // A reload starts the OTP countdown again from what the code has left (all of it when the restore
    // says no time): the OTP state counts from here, as the chart re-enters it.
    if (!isClock(event) && event.type === 'app.restored') for (const node of next._nodes) if (node.key === 'otp' && this.entered.has(node.id)) this.entered.set(node.id, this.now);
  }

  stop(): void {
    this.actor.stop();
  }

  /** The journey as a tester reads it. */
  journey(): string {
    return formatTrace(this.trace);
  }

  private routeOf(snap: JourneySnapshot): string {
    try {
      return routeOf(snap);
    } catch {
      return '?';
    }
  }

  private deadlines(): number[] {
    const byNode = new Map(this.snapshot._nodes.map((n) => [n.id, n]));
    return [...this.entered.entries()].flatMap(([id, at]) => {
      const ms = specTimeout(byNode.get(id)!);
      return ms === null ? [] : [at + ms];
    });
  }

  private track(prev: JourneySnapshot | null, next: JourneySnapshot): void {
    const before = new Set(prev?._nodes.map((n) => n.id) ?? []);
    const active = new Set(next._nodes.map((n) => n.id));
    for (const id of [...this.entered.keys()]) if (!active.has(id)) this.entered.delete(id);
    for (const node of next._nodes) if (!before.has(node.id) && specTimeout(node) !== null) this.entered.set(node.id, this.now);
  }

  /** After the clock moved: a timed state whose time is up is left, one whose time is not is still there. */
  private checkTimers(prev: JourneySnapshot, next: JourneySnapshot): void {
    const active = new Set(next._nodes.map((n) => n.id));
    for (const node of prev._nodes) {
      const ms = specTimeout(node);
      const at = this.entered.get(node.id);
      if (ms === null || at === undefined) continue;
      const due = this.now >= at + ms;
      if (due && active.has(node.id)) throw new InvariantViolation(`${node.id} is still shown ${this.now - at} ms after it opened (spec: ${ms} ms)`);
      if (!due && !active.has(node.id)) throw new InvariantViolation(`${node.id} closed ${this.now - at} ms after it opened (spec: ${ms} ms)`);
    }
    if (prev._nodes.some((n) => n.key === 'otp' && !active.has(n.id)) && leafIds(next).some((l) => l.endsWith('.otpExpired'))) {
      if (next.context.otpNotice !== 'expired') throw new InvariantViolation(`the OTP countdown ran out and the notice is ${next.context.otpNotice}`);
    }
  }

  /** Every timer of the chart belongs to a state the spec gives a time: none runs the test cannot see coming. */
  private checkTimersKnown(next: JourneySnapshot): void {
    for (const node of next._nodes) {
      if (node.after.length > 0 && specTimeout(node) === null) throw new InvariantViolation(`${node.id} has a timer the spec does not name`);
    }
  }

  private guard(check: () => void): void {
    try {
      check();
    } catch (e) {
      throw this.failure(e instanceof Error ? e : new Error(String(e)));
    }
  }

  private failure(e: Error): Error {
    const err = new InvariantViolation(`${e.message}\njourney (${this.input.signIn ?? 'sandbox'} sign-in):\n${this.journey()}`);
    err.stack = err.message;
    return err;
  }
}
