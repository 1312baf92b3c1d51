import { vi } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, type AnyStateNode, type SnapshotFrom } from 'xstate';
import { ServiceError } from '../../../services/errors';
import { sessionEndsAt, sessionMachine, type SessionEmitted, type SessionEvent } from '../../../machines/sessionTimeout.machine';
import { SESSION_WARNING_MS } from '../../../src/domain/constants';

type Snap = SnapshotFrom<typeof sessionMachine>;
type KeepAliveAnswer = 'ok' | 'ended' | 'offline';
/** One step of a walk: an event the session hears, a delay on the simulated clock, or the bank's answer to KeepAlive. */
export type SessionStep = { kind: 'event'; event: SessionEvent } | { kind: 'wait'; delay: 'UNTIL_WARNING' | 'UNTIL_END' } | { kind: 'answer'; answer: KeepAliveAnswer };

const T0 = Date.UTC(2026, 0, 15, 9, 0, 0);

/** Every transition of the session chart, as `<source id> <event type> #<index>`. */
export function sessionTransitions(): string[] {
  const out: string[] = [];
  const walk = (n: AnyStateNode) => {
    for (const [type, defs] of n.transitions) defs.forEach((_, i) => out.push(`${n.id} ${type} #${i}`));
    n.always?.forEach((_, i) => out.push(`${n.id} always #${i}`));
    Object.values(n.states).forEach(walk);
  };
  walk(sessionMachine.root);
  return out;
}

/** The steps to try from any state: each event the chart can hear, each delay, each answer of the bank. */
function candidates(s: Snap): SessionStep[] {
  const ends = sessionEndsAt(s.context);
  return [
    { kind: 'event', event: { type: 'session.token', token: 'tok-2', tokenExpiry: null } },
    { kind: 'event', event: { type: 'session.token', token: null, tokenExpiry: null } },
    { kind: 'event', event: { type: 'session.touched', at: Date.now() } },
    // The wall clock read before the warning, past it, and past the end (a machine that slept).
    { kind: 'event', event: { type: 'session.clockChecked', now: ends - SESSION_WARNING_MS - 1 } },
    { kind: 'event', event: { type: 'session.clockChecked', now: ends - SESSION_WARNING_MS } },
    { kind: 'event', event: { type: 'session.clockChecked', now: ends } },
    { kind: 'event', event: { type: 'user.staySignedIn' } },
    { kind: 'event', event: { type: 'user.signOut' } },
    { kind: 'event', event: { type: 'user.startAgain' } },
    { kind: 'wait', delay: 'UNTIL_WARNING' },
    { kind: 'wait', delay: 'UNTIL_END' },
    { kind: 'answer', answer: 'ok' },
    { kind: 'answer', answer: 'ended' },
    { kind: 'answer', answer: 'offline' },
  ];
}

export interface Replay {
  snapshot: Snap;
  /** The wall clock when the replay ended. */
  at: number;
  taken: string[];
  ended: (string | null)[];
  left: SessionEmitted[];
}

/** Replays steps on the real session chart, its clock simulated and the wall clock in step with it. */
export async function replay(steps: SessionStep[], token: string | null = 'tok-1'): Promise<Replay> {
  vi.setSystemTime(T0);
  const clock = new SimulatedClock();
  clock.set(T0);
  const ended: (string | null)[] = [];
  const keepAlive: { answer?: (a: KeepAliveAnswer) => void } = {};
  const logic = sessionMachine.provide({
    actors: {
      keepSessionAlive: fromPromise(
        () =>
          new Promise((resolve, reject) => {
            keepAlive.answer = (a) => (a === 'ok' ? resolve({}) : reject(new ServiceError(a === 'ended' ? 'unauthorized' : 'network', a)));
          }),
      ),
      endSession: fromPromise<void, { token: string | null }>(async ({ input }) => void ended.push(input.token)),
      bankCalls: fromCallback(() => () => undefined),
      wallClock: fromCallback(() => () => undefined),
    },
  });
  const taken: string[] = [];
  const actor = createActor(logic, {
    clock,
    input: { token, tokenExpiry: null },
    inspect: (e) => {
      // The chart is the only machine here: every microstep is its own.
      if (e.type === '@xstate.microstep') {
        for (const t of (e as unknown as { _transitions: { source: AnyStateNode; eventType: string }[] })._transitions) {
          const defs = t.eventType ? t.source.transitions.get(t.eventType) ?? [] : t.source.always ?? [];
          taken.push(`${t.source.id} ${t.eventType || 'always'} #${defs.indexOf(t as never)}`);
        }
      }
    },
  });
  const left: SessionEmitted[] = [];
  actor.on('session.leave', (e) => left.push(e));
  actor.start();
  for (const step of steps) {
    if (step.kind === 'event') {
      // The wall clock moved on to what the check read while the timers stood still: a machine that slept.
      if (step.event.type === 'session.clockChecked' && step.event.now > Date.now()) vi.setSystemTime(step.event.now);
      actor.send(step.event);
    }
    else if (step.kind === 'wait') {
      const ms = Math.max(0, sessionEndsAt(actor.getSnapshot().context) - Date.now() - (step.delay === 'UNTIL_WARNING' ? SESSION_WARNING_MS : 0));
      vi.setSystemTime(Date.now() + ms);
      clock.increment(ms);
    } else keepAlive.answer?.(step.answer);
    // The bank's answers and the stubbed calls settle before the next step.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return { snapshot: actor.getSnapshot(), at: Date.now(), taken, ended, left };
}

const key = (s: Snap) => JSON.stringify([s.value, s.context.token !== null, s.context.keepAliveFailed]);

/**
 * Breadth-first over the chart's states, each reached by the shortest replay found; every step tried from
 * every state, on the real chart. Returns each step tried with the replays before and after it.
 */
export async function walkSession(): Promise<{ steps: SessionStep[]; before: Replay; after: Replay }[]> {
  const seen = new Set([key((await replay([])).snapshot)]);
  const queue: SessionStep[][] = [[]];
  const walked: { steps: SessionStep[]; before: Replay; after: Replay }[] = [];
  while (queue.length) {
    const path = queue.shift()!;
    const before = await replay(path);
    // A final state (signed out, starting again) hears nothing more: the browser has left.
    if (before.snapshot.status === 'done') continue;
    for (const step of candidates(before.snapshot)) {
      const steps = [...path, step];
      const after = await replay(steps);
      walked.push({ steps, before, after });
      const k = key(after.snapshot);
      if (!seen.has(k)) {
        seen.add(k);
        queue.push(steps);
      }
    }
  }
  return walked;
}
