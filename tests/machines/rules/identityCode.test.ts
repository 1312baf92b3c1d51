import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyActorLogic, type InputFrom, type OutputFrom, type StateValue } from 'xstate';
import { journeyMachine } from '../../../machines/journey.machine';
import { journeyActors } from '../../../machines/actors';
import type { JourneyContext } from '../../../machines/types';

/*
 * Spec 2, 4 "Return from the national identity service", steps 2 and 3: the code the provider returned
 * (or, in the sandbox, the NRIC/UEN typed) is exchanged for the national data, for the journey's own state.
 */

function recorder<L extends AnyActorLogic>(_logic: L, seen: InputFrom<L>[]) {
  return fromPromise<OutputFrom<L>, InputFrom<L>>(({ input }) => {
    seen.push(input);
    return new Promise(() => undefined);
  });
}

function retrievalFrom(value: StateValue, event: { type: 'user.confirmIdentity'; code: string } | { type: 'provider.returned'; code: string; state: string }, context: Partial<JourneyContext> = {}) {
  const seen: InputFrom<typeof journeyActors.retrieveIdentity>[] = [];
  const machine = journeyMachine.provide({ actors: { retrieveIdentity: recorder(journeyActors.retrieveIdentity, seen) } });
  const started = createActor(journeyMachine).getSnapshot().context;
  const snapshot = journeyMachine.resolveState({ value, context: { ...started, token: 't-1', stateId: 's-1', referenceNo: 'SME1', ...context } });
  const actor = createActor(machine, { snapshot }).start();
  actor.send(event);
  actor.stop();
  return seen;
}

describe('the identity retrieval', () => {
  it('the sandbox sends the NRIC/UEN typed, for the journey\'s state', () => {
    expect(retrievalFrom({ application: { myInfoLanding: { sandboxEntry: 'entering' } } }, { type: 'user.confirmIdentity', code: 'S1234567D' })).toEqual([
      { token: 't-1', stateId: 's-1', code: 'S1234567D' },
    ]);
  });

  it('the provider\'s return sends its code', () => {
    const seen = retrievalFrom(
      { application: { myInfoLanding: 'leavingForProvider' } },
      { type: 'provider.returned', code: 'auth-code-1', state: 'sign-in-1' },
      { signIn: 'provider', identityStart: { authoriseUrl: 'https://idp.example/authorise?state=sign-in-1' } },
    );
    // The provider's state names the bank's sign-in; the application's state id stays for entity validation.
    expect(seen).toEqual([{ token: 't-1', stateId: 's-1', code: 'auth-code-1', providerState: 'sign-in-1' }]);
  });
});
