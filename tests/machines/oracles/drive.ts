import { SimulatedClock, createActor, fromPromise, type Actor } from 'xstate';
import { journeyMachine, type JourneyMachine } from '../../../machines/journey.machine';
import { journeyActors } from '../../../machines/actors';
import { featuresFrom } from '../../../src/config/features';
import { initialContext, type JourneyContext, type JourneyFlags } from '../../../machines/types';

/** Actors that never settle: the test (or the model walk's path) delivers their done and error events itself. */
export const pendingActors = Object.fromEntries(
  Object.keys(journeyActors).map((k) => [k, fromPromise(() => new Promise<never>(() => undefined))]),
) as unknown as typeof journeyActors;

export type Driven = { actor: Actor<JourneyMachine>; clock: SimulatedClock };

type StateValue = Parameters<JourneyMachine['resolveState']>[0]['value'];

/**
 * The real chart, its guards and actions, placed in `value` with a context that says how the user got
 * there (a session, an application, the flags); its calls to the bank answer only when the test says so.
 */
export function driveFrom(
  value: StateValue,
  over: Partial<Omit<JourneyContext, 'flags'>> & { flags?: Partial<JourneyFlags> } = {},
  switches = '',
): Driven {
  const base = initialContext({ features: featuresFrom(switches), signIn: 'sandbox' });
  const context: JourneyContext = {
    ...base,
    token: 't0k3n',
    stateId: 'st-1',
    referenceNo: 'SME20261122000001',
    ...over,
    flags: { ...base.flags, ...over.flags },
  };
  const clock = new SimulatedClock();
  const machine = journeyMachine.provide({ actors: pendingActors });
  const actor = createActor(machine, { clock, snapshot: machine.resolveState({ value, context }) });
  actor.start();
  return { actor, clock };
}

/** The answer of a call the current state made. */
export const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;
export const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error }) as never;
