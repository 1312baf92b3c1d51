import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type OutputFrom } from 'xstate';
import type { journeyActors } from '../../machines/actors';
import { journeyMachine } from '../../machines/journey.machine';
import { sessionInput, sessionToken } from '../../machines/session';
import { initialContext } from '../../machines/types';

describe('the session token of a call to the bank', () => {
  it('is the token the journey holds', () => {
    expect(sessionToken({ token: 'tok-1' })).toBe('tok-1');
    expect(sessionInput({ context: { token: 'tok-1', stateId: 'st-1' } })).toEqual({ token: 'tok-1', stateId: 'st-1' });
  });

  it('is never sent empty: without a token the call is not made and the journey fails loudly', () => {
    expect(() => sessionToken({ token: null })).toThrow(/without a session token/);
    expect(() => sessionToken({ token: '' })).toThrow(/without a session token/);

    const createState = vi.fn(() => new Promise<OutputFrom<typeof journeyActors.createState>>(() => undefined));
    const snapshot = journeyMachine.resolveState({ value: { financeDetails: 'consent' }, context: { ...initialContext(), token: null } });
    const actor = createActor(journeyMachine.provide({ actors: { createState: fromPromise(createState) } }), { snapshot });
    const failed = vi.fn();
    actor.subscribe({ error: failed });
    actor.start();
    actor.send({ type: 'user.proceed' });
    expect(createState).not.toHaveBeenCalled();
    expect(failed).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().status).toBe('error');
  });
});
