import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, transition, waitFor, type StateValue } from 'xstate';
import { features, type Features } from '../../src/config/features';
import type { StatusLookupResult } from '../../src/contract';
import { journeyMachine } from '../../machines/journey.machine';
import type { AccountsData, JourneyContext } from '../../machines/types';

/*
 * Spec 3, 9 (OTP bar, OTP API, account-check service) and spec 2, 4 "Submit on the summary" and
 * "Status lookup result rules": each switch's two settings, one transition at a time.
 */

const withSwitches = (over: Partial<Features>) => ({ features: { ...features, ...over } });

/** The chart at a state, with a session and an application, under the given switches. */
function at(value: StateValue, over: Partial<Features>, context: Partial<JourneyContext> = {}) {
  const started = createActor(journeyMachine, { input: withSwitches(over) }).getSnapshot().context;
  return journeyMachine.resolveState({ value, context: { ...started, token: 'old-token', stateId: 's-1', referenceNo: 'SME1', ...context } });
}

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;

const passed = done('preQualify', { passed: true });
const failed = done('preQualify', { passed: false, code: 'M09' });

describe('otpBar: the summary submit (spec 2, 4 steps 3-4)', () => {
  it('on: a passed check asks for the one-time password', () => {
    const [next] = transition(journeyMachine, at({ application: { preview: 'preQualifying' } }, {}), passed);
    expect(next.matches({ application: { preview: 'requestingOtp' } })).toBe(true);
  });

  it('off: a passed check offers the first user the non-lending opt-in at once, no OTP', () => {
    const [next] = transition(journeyMachine, at({ application: { preview: 'preQualifying' } }, { otpBar: false }), passed);
    expect(next.matches({ application: { preview: 'nonLending' } })).toBe(true);
    expect(next.hasTag('otp')).toBe(false);
  });

  it('off, non-lending off too: a passed check submits at once', () => {
    const [next] = transition(journeyMachine, at({ application: { preview: 'preQualifying' } }, { otpBar: false, nonLending: false }), passed);
    expect(next.matches({ application: { preview: 'submitting' } })).toBe(true);
  });

  it('off, another applicant: a passed check submits at once (the opt-in is the first user\'s)', () => {
    const other = at({ application: { preview: 'preQualifying' } }, { otpBar: false });
    const notFirst = journeyMachine.resolveState({ value: other.value, context: { ...other.context, flags: { ...other.context.flags, firstUser: false } } });
    const [next] = transition(journeyMachine, notFirst, passed);
    expect(next.matches({ application: { preview: 'submitting' } })).toBe(true);
  });

  it('off: a failed check is still saved as rejected', () => {
    const [next] = transition(journeyMachine, at({ application: { preview: 'preQualifying' } }, { otpBar: false }), failed);
    expect(next.matches({ application: { preview: 'rejecting' } })).toBe(true);
  });
});

const found = (over: Partial<StatusLookupResult> = {}): StatusLookupResult => ({
  referenceNo: 'SME20260302000001',
  status: 'SUBMITTED',
  isFirstUser: 'true',
  isContinue: 'false',
  moblileNo: '****5678',
  stateid: 'st-found',
  name: 'Tan Ah Kow',
  product: 'BTL',
  isAuthorisedPerson: 'Y',
  ...over,
});

/** The lookup as the service hands it over; a bank without the OTP bar adds the token that opens the application. */
const lookedUp = (option: 'Status' | 'Resume', opened: boolean) =>
  done('lookupStatus', {
    outcome: { kind: 'continue', option },
    result: found(option === 'Resume' ? { status: '', isContinue: 'true' } : {}),
    ...(opened ? { token: 'opened-token', tokenExpirationDate: '2026-03-02T03:00:00.000Z' } : {}),
  });

const lookingUp = (region: 'welcome' | 'resumeApplication', option: 'Status' | 'Resume', over: Partial<Features>) => {
  const s = at({ returning: { [region]: 'lookingUp' } }, over, { stateId: null, referenceNo: null });
  return journeyMachine.resolveState({
    value: s.value,
    context: {
      ...s.context,
      lookup: { option, uen: '201912345K', nric: 'S1234567D', result: null },
      flags: { ...s.context.flags, lookupOption: option },
    },
  });
};

describe('otpBar: the Welcome lookup (spec 2, 4 "Status lookup result rules")', () => {
  it('on: a found application asks for the one-time password, and the token opens nothing yet', () => {
    const [next] = transition(journeyMachine, lookingUp('welcome', 'Status', {}), lookedUp('Status', false));
    expect(next.matches({ returning: { welcome: 'requestingOtp' } })).toBe(true);
    expect(next.context.token).toBe('old-token');
  });

  it('off: a status enquiry goes straight to the status, under the token the lookup opened', () => {
    const [next] = transition(journeyMachine, lookingUp('welcome', 'Status', { otpBar: false }), lookedUp('Status', true));
    expect(next.matches({ afterSubmission: { statusDetails: 'enquiry' } })).toBe(true);
    expect(next.context.token).toBe('opened-token');
    expect(next.context.tokenExpiry).toBe('2026-03-02T03:00:00.000Z');
    expect(next.context.referenceNo).toBe('SME20260302000001');
    expect(next.context.stateId).toBe('st-found');
  });

  it('off: a resume goes straight on to the identity step', () => {
    const [next] = transition(journeyMachine, lookingUp('welcome', 'Resume', { otpBar: false }), lookedUp('Resume', true));
    expect(next.matches({ application: 'myInfoLanding' })).toBe(true);
    expect(next.context.token).toBe('opened-token');
  });

  it('off: the resume page (e-mail link) goes straight on to the identity step too', () => {
    const [next] = transition(journeyMachine, lookingUp('resumeApplication', 'Resume', { otpBar: false }), lookedUp('Resume', true));
    expect(next.matches({ application: 'myInfoLanding' })).toBe(true);
  });

  it('off: a lookup notice (no records) still shows on the form', () => {
    const notice = done('lookupStatus', { outcome: { kind: 'notice', notice: 'noRecords' }, result: null });
    const [next] = transition(journeyMachine, lookingUp('welcome', 'Status', { otpBar: false }), notice);
    expect(next.matches({ returning: { welcome: 'entering' } })).toBe(true);
    expect(next.context.lookupNotice).toBe('noRecords');
  });
});

describe('accountCheck: the account step (spec 1, 4.3; spec 3, 9)', () => {
  const branches = [{ branchCode: '001', branchDescription: 'Raffles Place' }];
  const loaded = (accountNumbers: string[] | null): AccountsData => ({ branches, accountNumbers, saved: null });

  it('on: no list yet asks whether to try again; an empty list says there is no account', () => {
    const [pending] = transition(journeyMachine, at({ application: { accountDetails: 'loading' } }, {}), done('loadAccounts', loaded(null)));
    expect(pending.matches({ application: { accountDetails: 'confirmingPoll' } })).toBe(true);
    const [none] = transition(journeyMachine, at({ application: { accountDetails: 'loading' } }, {}), done('loadAccounts', loaded([])));
    expect(none.matches({ application: { accountDetails: 'noAccount' } })).toBe(true);
  });

  it('off: the form opens at once, with no list to wait for', () => {
    const [next] = transition(journeyMachine, at({ application: { accountDetails: 'loading' } }, { accountCheck: false }), done('loadAccounts', loaded(null)));
    expect(next.matches({ application: { accountDetails: 'editing' } })).toBe(true);
  });

  it.each([
    ['on', true],
    ['off', false],
  ])('%s: the load is told whether to ask for the account list', async (_name, accountCheck) => {
    const asked: unknown[] = [];
    const machine = journeyMachine.provide({
      actors: {
        loadAccounts: fromPromise(async ({ input }) => {
          asked.push(input);
          return loaded(null);
        }),
      },
    });
    // The summary's edit button opens the account step, whose entry invokes the load.
    const summary = at({ application: { preview: 'reviewing' } }, { accountCheck });
    const actor = createActor(machine, { snapshot: machine.resolveState({ value: summary.value, context: summary.context }) }).start();
    actor.send({ type: 'user.editSection', section: 'account' });
    await waitFor(actor, (s) => !s.matches({ application: { accountDetails: 'loading' } }));
    actor.stop();
    expect(asked).toEqual([{ token: 'old-token', stateId: 's-1', accountCheck }]);
  });
});
