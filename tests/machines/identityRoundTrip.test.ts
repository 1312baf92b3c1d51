import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, transition } from 'xstate';
import type { Persona, StateRecord } from '../../src/contract';
import { features } from '../../src/config/features';
import { journeyMachine } from '../../machines/journey.machine';
import { initialContext, type JourneyContext } from '../../machines/types';
import type { SignIn } from '../../src/config/modes';

// Spec 1, 4.1 and spec 2, 2.15 and 4 "Return from the national identity service".
const record: StateRecord = {
  stateId: 'ST-77',
  packageId: '13000',
  referenceNo: '',
  packageName: 'SME',
  appId: 'app',
  clientID: 'BANK-CLIENT',
  clientSecret: '',
  scope: 'uinfin name dob',
  returnURL: 'https://bank.example/rsmedigitalfinancing/MyInfoLanding',
  authoriseURL: 'https://idp.example/myinfo/v3/authorise?authmode=SINGPASS&state=sign-in-secret-1',
};
/** The bank's secret state for this sign-in: not the application's state id. */
const SIGN_IN_STATE = 'sign-in-secret-1';

const context = (signIn: SignIn, extra: Partial<JourneyContext> = {}): JourneyContext => ({
  ...initialContext({ features, signIn }),
  token: 't',
  stateId: 'ST-77',
  referenceNo: 'SME1',
  identityStart: { authoriseUrl: record.authoriseURL },
  ...extra,
});

/** What the chart asked of the browser in a step: the events it emitted. */
const emitted = (actions: ReadonlyArray<{ type: string; params?: unknown }>) =>
  actions.filter((a) => a.type === 'xstate.emit').map((a) => (a.params as { event: unknown }).event);

const savedApplication = (signIn: SignIn) => {
  const at = journeyMachine.resolveState({ value: { application: { financeDetails: 'savingApplication' } }, context: context(signIn) });
  return transition(journeyMachine, at, { type: 'xstate.done.actor.saveFinancing', output: 'SME1' } as never);
};

describe('leaving for the identity provider (spec 1, 4.1)', () => {
  it('outside SIM the saved application leaves for the provider, to the authorisation request the bank built', () => {
    const [next, actions] = savedApplication('provider');
    expect(next.value).toEqual({ application: { myInfoLanding: 'leavingForProvider' } });
    expect(emitted(actions)).toEqual([{ type: 'provider.leave', authoriseUrl: record.authoriseURL }]);
  });

  it('in SIM it asks for the sandbox NRIC/UEN entry and leaves for nowhere', () => {
    const [next, actions] = savedApplication('sandbox');
    expect(next.value).toEqual({ application: { myInfoLanding: { sandboxEntry: 'entering' } } });
    expect(emitted(actions)).toEqual([]);
  });

  it('the state record names the state and the authorisation request', () => {
    const at = journeyMachine.resolveState({ value: { application: { financeDetails: 'creatingState' } }, context: context('provider', { stateId: null, identityStart: null }) });
    const [next] = transition(journeyMachine, at, { type: 'xstate.done.actor.createState', output: record } as never);
    expect(next.context.stateId).toBe('ST-77');
    expect(next.context.identityStart).toEqual({ authoriseUrl: record.authoriseURL });
  });
});

describe('the return page (spec 2, 4 "Return", step 1)', () => {
  const away = () => journeyMachine.resolveState({ value: { application: { myInfoLanding: 'leavingForProvider' } }, context: context('provider') });

  it('the code for the state it issued is handed to the bank', () => {
    const [next] = transition(journeyMachine, away(), { type: 'provider.returned', code: 'abc', state: SIGN_IN_STATE });
    expect(next.value).toEqual({ application: { myInfoLanding: 'retrieving' } });
  });

  it.each([
    ['a state it did not issue', { code: 'abc', state: 'sign-in-secret-2' }],
    ['the application\'s state id in place of the sign-in\'s state', { code: 'abc', state: 'ST-77' }],
    ['no state', { code: 'abc' }],
    ['an error in the query', { error: 'access_denied', state: SIGN_IN_STATE }],
    ['no code', { state: SIGN_IN_STATE }],
  ])('%s goes home, with nothing of the application kept', (_name, query) => {
    const [next] = transition(journeyMachine, away(), { type: 'provider.returned', ...query });
    expect(next.value).toBe('booting');
    expect(next.context.stateId).toBeNull();
    expect(next.context.token).toBeNull();
  });

  it('the bank gets exactly the code of the return, for the state of the journey', async () => {
    const seen: unknown[] = [];
    const actor = createActor(
      journeyMachine.provide({
        actors: {
          retrieveIdentity: fromPromise(async ({ input }) => {
            seen.push(input);
            return { outcome: 'invalidInput' as const };
          }),
        },
      }),
      { snapshot: away() },
    ).start();
    actor.send({ type: 'provider.returned', code: 'code-from-provider', state: SIGN_IN_STATE });
    await new Promise((r) => setTimeout(r, 0));
    expect(seen).toEqual([{ token: 't', stateId: 'ST-77', code: 'code-from-provider', providerState: SIGN_IN_STATE }]);
    // The provider's national data call did not answer OK: M01, login unsuccessful (spec 2, 4 step 2).
    expect(actor.getSnapshot().value).toEqual({ outcomes: 'invalidEntity' });
    expect(actor.getSnapshot().context.errorType).toBe('M01');
    actor.stop();
  });

  it('after a failed retrieval it offers a new round trip for the same state, not a new application', () => {
    const failing = journeyMachine.resolveState({ value: { application: { myInfoLanding: 'retrieving' } }, context: context('provider') });
    const [failed] = transition(journeyMachine, failing, { type: 'xstate.error.actor.retrieveIdentity', error: new Error('down') } as never);
    const [offered] = transition(journeyMachine, failed, { type: 'user.dismissError' });
    expect(offered.value).toEqual({ application: { myInfoLanding: 'signingInAgain' } });
    const [again, actions] = transition(journeyMachine, offered, { type: 'user.retry' });
    expect(again.value).toEqual({ application: { myInfoLanding: 'leavingForProvider' } });
    expect(again.context.stateId).toBe('ST-77');
    expect(emitted(actions)).toEqual([{ type: 'provider.leave', authoriseUrl: record.authoriseURL }]);
  });

  it('Continue to Singpass leaves again; Back To Home starts over', () => {
    const [again, actions] = transition(journeyMachine, away(), { type: 'user.retry' });
    expect(again.value).toEqual({ application: { myInfoLanding: 'leavingForProvider' } });
    expect(emitted(actions)).toHaveLength(1);
    expect(transition(journeyMachine, away(), { type: 'user.restart' })[0].value).toBe('booting');
  });
});

describe('a resumed application (spec 2, 2.15)', () => {
  const landing = (signIn: SignIn, firstUser: boolean) =>
    journeyMachine.resolveState({
      value: { application: { myInfoLanding: 'consenting' } },
      context: context(signIn, { flags: { ...initialContext().flags, lookupOption: 'Resume', firstUser } }),
    });

  it('starts on the consent landing; Proceed starts the retrieval with the first-user flag', async () => {
    const inputs: unknown[] = [];
    // The sandbox entry the retrieval leads to loads the personas: answered here, so that no call of the
    // test's is still loading the service layer when the file ends (its worker runs the next file).
    const actor = createActor(
      journeyMachine.provide({
        actors: {
          startRetrieval: fromPromise(async ({ input }) => (inputs.push(input), record)),
          loadSandboxPersonas: fromPromise(async (): Promise<Persona[]> => []),
        },
      }),
      { snapshot: landing('sandbox', false) },
    ).start();
    expect(actor.getSnapshot().hasTag('identityConsent')).toBe(true);
    actor.send({ type: 'user.proceed' });
    await new Promise((r) => setTimeout(r, 0));
    expect(inputs).toEqual([{ token: 't', firstUser: false }]);
    expect(actor.getSnapshot().value).toEqual({ application: { myInfoLanding: { sandboxEntry: 'entering' } } });
    actor.stop();
  });

  it('with the provider, the started retrieval leaves for it', () => {
    const at = journeyMachine.resolveState({ value: { application: { myInfoLanding: 'startingRetrieval' } }, context: context('provider') });
    const [next] = transition(journeyMachine, at, { type: 'xstate.done.actor.startRetrieval', output: { ...record, packageId: '12000' } } as never);
    expect(next.value).toEqual({ application: { myInfoLanding: 'leavingForProvider' } });
  });

  it('Back on the landing goes home', () => {
    expect(transition(journeyMachine, landing('provider', true), { type: 'user.restart' })[0].value).toBe('booting');
  });
});
