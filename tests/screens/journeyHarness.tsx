import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { fromPromise, type ActorRefFrom, type AnyActorLogic, type InspectionEvent, type Snapshot, type StateValue } from 'xstate';
import { sessionMachine } from '../../machines/sessionTimeout.machine';
import { useSessionLeave } from '../../src/app/useSession';
import { journeyMachine } from '../../machines/journey.machine';
import { initialContext, type JourneyContext as Ctx, type JourneyEvent } from '../../machines/types';
import { JourneyContext } from '../../machines/journeyContext';

/** An actor that never settles: the chart stays in the state that invoked it. */
export const pending = () => fromPromise(() => new Promise<never>(() => undefined));

/** Every call to the bank stubbed; the session chart the root invokes stays the real one (it calls through its own actors). */
export const stubbedCalls = () =>
  Object.fromEntries(Object.keys(journeyMachine.implementations.actors).filter((k) => k !== 'session').map((k) => [k, pending()]));
const stubs = stubbedCalls;
/** The chart with every service stubbed, made once: providing actors builds the chart's state nodes anew. */
let allStubbed: typeof journeyMachine | undefined;
const stubbed = () => (allStubbed ??= journeyMachine.provide({ actors: stubs() as never }));

/**
 * A resolved state has no children: the session chart the root invokes is restored beside it, quiet,
 * counting for the journey's token (or idle without one), as after a reload.
 */
function withSession(persisted: Snapshot<unknown>, token: string | null): Snapshot<unknown> {
  const now = Date.now();
  const session = sessionMachine.resolveState({
    value: token ? { active: 'counting' } : 'idle',
    context: { token, expiresAt: null, lastCall: now, now, keepAliveFailed: false },
  });
  const children = { session: { snapshot: sessionMachine.getPersistedSnapshot(session), src: 'session', syncSnapshot: false, systemId: 'session' } };
  return Object.assign({}, persisted, { children });
}

export interface Harness extends RenderResult {
  /** user.* events the journey received, in order. */
  events: JourneyEvent[];
  actor: () => ActorRefFrom<typeof journeyMachine>;
}

/**
 * Renders a screen bound to the real journey chart, restored in `value` with `context`. Every
 * service actor is replaced (none reaches the network); `actors` overrides the ones a test drives.
 */
export function renderJourney(
  ui: ReactElement,
  { value, context, actors = {} }: { value: StateValue; context: Partial<Ctx>; actors?: Record<string, AnyActorLogic> },
): Harness {
  const machine = Object.keys(actors).length === 0 ? stubbed() : journeyMachine.provide({ actors: { ...stubs(), ...actors } as never });
  const resolved = machine.resolveState({
    value,
    context: { ...initialContext(), token: 't', stateId: 's', referenceNo: 'r', ...context },
  });
  const snapshot = withSession(machine.getPersistedSnapshot(resolved), resolved.context.token);
  const events: JourneyEvent[] = [];
  const inspect = (e: InspectionEvent) => {
    if (e.type === '@xstate.event' && e.event.type.startsWith('user.')) events.push(e.event as JourneyEvent);
  };
  let ref: ActorRefFrom<typeof journeyMachine> | undefined;
  function Probe() {
    const actor = JourneyContext.useActorRef();
    ref = actor;
    // As the app does: the browser leaves when the session chart says so.
    useSessionLeave(actor);
    return null;
  }
  const result = render(
    <JourneyContext.Provider logic={machine} options={{ snapshot, inspect }}>
      <Probe />
      {ui}
    </JourneyContext.Provider>,
  );
  return {
    ...result,
    events,
    actor: () => {
      if (!ref) throw new Error('journey actor not rendered');
      return ref;
    },
  };
}
