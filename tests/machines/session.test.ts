import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { journeyMachine } from '../../machines/journey.machine';
import { routeOf } from '../../machines/routes';
import { sessionInput } from '../../machines/session';
import { initialContext } from '../../machines/types';
import { bankAtTestAddress, stubBank } from '../screens/sessionBank';

bankAtTestAddress();

describe('the session token of a call to the bank', () => {
  it('is the token the journey holds, with the application state', () => {
    expect(sessionInput({ context: { token: 'tok-1', stateId: 'st-1' } })).toEqual({ token: 'tok-1', stateId: 'st-1' });
  });

  it('is never sent empty: without a token the bank is not called and the journey shows SessionExpired', async () => {
    const sent = stubBank(() => ({ status: 200, body: { isSucess: true, model: { stateId: 'st-1' } } }));
    const snapshot = journeyMachine.resolveState({ value: { application: { financeDetails: 'consent' } }, context: { ...initialContext(), token: null } });
    const actor = createActor(journeyMachine, { snapshot }).start();
    actor.send({ type: 'user.proceed' });
    const ended = await waitFor(actor, (s) => routeOf(s) === 'SessionExpired');
    expect(routeOf(ended)).toBe('SessionExpired');
    expect(sent).toEqual([]);
    expect(actor.getSnapshot().status).toBe('active');
    actor.stop();
  });
});
