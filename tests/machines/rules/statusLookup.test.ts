import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, transition, waitFor, type InputFrom, type OutputFrom, type StateValue } from 'xstate';
import type { journeyActors } from '../../../machines/actors';
import type { StatusLookupResult } from '../../../src/contract';
import { foundApplication } from './lookupResult';
import { journeyMachine } from '../../../machines/journey.machine';
import { routeOf } from '../../../machines/routes';
import { messages } from '../../../src/domain/messages';
import type { JourneyContext } from '../../../machines/types';

/* Spec 2, 4 "Status lookup result rules" and 2.6: the Welcome enquiry and the resume, by UEN and NRIC/FIN. */

function at(value: StateValue, context: Partial<JourneyContext> = {}) {
  const started = createActor(journeyMachine).getSnapshot().context;
  return journeyMachine.resolveState({ value, context: { ...started, token: 't-1', ...context } });
}

const found = foundApplication;

const lookedUp = (result: StatusLookupResult) =>
  ({ type: 'xstate.done.actor.lookupStatus', output: { outcome: { kind: 'continue', option: 'Status' }, result } }) as never;

const lookingUp = (context: Partial<JourneyContext> = {}) =>
  at({ returning: { welcome: 'lookingUp' } }, { lookup: { option: 'Status', uen: '201912345K', nric: 'S1234567D', result: null }, ...context });

describe('the lookup sent to the bank', () => {
  it('carries the option, and the UEN and NRIC/FIN as typed without surrounding blanks, the NRIC/FIN in capitals', async () => {
    const seen: unknown[] = [];
    const lookupStatus = fromPromise<OutputFrom<typeof journeyActors.lookupStatus>, InputFrom<typeof journeyActors.lookupStatus>>(({ input }) => {
      seen.push(input);
      return new Promise(() => undefined);
    });
    const machine = journeyMachine.provide({ actors: { lookupStatus } });
    const actor = createActor(machine, { snapshot: at({ returning: { welcome: 'entering' } }) }).start();
    actor.send({ type: 'user.lookupStatus', option: 'Status', uen: ' 201912345K ', nric: ' s1234567d ' });
    await waitFor(actor, () => seen.length > 0, { timeout: 1000 });
    expect(seen[0]).toEqual({ token: 't-1', option: 'Status', uen: '201912345K', nric: 'S1234567D' });
    expect(actor.getSnapshot().context.flags.lookupOption).toBe('Status');
    expect(actor.getSnapshot().context.lookupNotice).toBeNull();
    actor.stop();
  });

  it('a new lookup clears the notice of the last one', () => {
    const [next] = transition(journeyMachine, at({ returning: { welcome: 'entering' } }, { lookupNotice: 'noRecords' }), {
      type: 'user.lookupStatus',
      option: 'Resume',
      uen: '201912345K',
      nric: 'S1234567D',
    });
    expect(next.context.lookupNotice).toBeNull();
    expect(next.context.lookup).toEqual({ option: 'Resume', uen: '201912345K', nric: 'S1234567D', result: null });
    expect(next.context.flags.lookupOption).toBe('Resume');
  });
});

describe('a found application (spec 2, 4: "the product is stored: BTL is the term-loan product, anything else the property product")', () => {
  it('BTL is the term loan', () => {
    const [next] = transition(journeyMachine, lookingUp(), lookedUp(found({ product: 'BTL' })));
    expect(next.context.flags.product).toBe('Online');
  });

  it('PBF is the property product', () => {
    const [next] = transition(journeyMachine, lookingUp(), lookedUp(found({ product: 'PBF' })));
    expect(next.context.flags.product).toBe('Personalised');
  });

  it('AIP keeps its own product', () => {
    const [next] = transition(journeyMachine, lookingUp(), lookedUp(found({ product: 'AIP' })));
    expect(next.context.flags.product).toBe('AIP');
  });

  it('keeps the reference, the state id and who the user is, and gives the code its three tries', () => {
    const [next] = transition(journeyMachine, lookingUp({ otpTriesLeft: 1, otpNotice: 'oneTryLeft', otpSentAt: 'x' }), lookedUp(found({ isFirstUser: 'false' })));
    expect(next.matches({ returning: { welcome: 'requestingOtp' } })).toBe(true);
    expect(next.context.referenceNo).toBe('SME20260302000001');
    expect(next.context.stateId).toBe('st-found');
    expect(next.context.flags.firstUser).toBe(false);
    expect(next.context.otpTriesLeft).toBe(3);
    expect(next.context.otpNotice).toBeNull();
    expect(next.context.otpSentAt).toBeNull();
    expect(next.context.lookup?.result?.referenceNo).toBe('SME20260302000001');
    expect(next.context.lookup?.uen).toBe('201912345K');
  });

  it('a first user is the first user', () => {
    const [next] = transition(journeyMachine, lookingUp(), lookedUp(found({ isFirstUser: 'true' })));
    expect(next.context.flags.firstUser).toBe(true);
  });

  it('an empty state id or reference is none', () => {
    const [next] = transition(journeyMachine, lookingUp(), lookedUp(found({ stateid: '', referenceNo: '' })));
    expect(next.context.stateId).toBeNull();
    expect(next.context.referenceNo).toBeNull();
  });
});

describe('what the lookup refuses', () => {
  it('a notice shows on the form', () => {
    const notice = { type: 'xstate.done.actor.lookupStatus', output: { outcome: { kind: 'notice', notice: 'cancelled' }, result: null } } as never;
    const [next] = transition(journeyMachine, lookingUp(), notice);
    expect(next.matches({ returning: { welcome: 'entering' } })).toBe(true);
    expect(next.context.lookupNotice).toBe('cancelled');
  });

  it('an expired application opens InvalidApplication with its reason', () => {
    const expired = { type: 'xstate.done.actor.lookupStatus', output: { outcome: { kind: 'invalidApplication', reason: 'EXPIRED' }, result: null } } as never;
    const [next] = transition(journeyMachine, lookingUp(), expired);
    expect(routeOf(next)).toBe('InvalidApplication');
    expect(next.context.errorType).toBe('EXPIRED');
  });

  it('a failed lookup says the service is not available', () => {
    const [next] = transition(journeyMachine, lookingUp(), { type: 'xstate.error.actor.lookupStatus', error: new Error('down') } as never);
    expect(next.matches({ returning: { welcome: 'failed' } })).toBe(true);
    expect(next.context.popup?.body).toBe(messages.serviceNotAvailable);
  });
});
