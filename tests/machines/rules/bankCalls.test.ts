import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyActorLogic, type InputFrom, type OutputFrom, type StateValue } from 'xstate';
import { features, type Features } from '../../../src/config/features';
import type { FinancingApplication, NonLendingPreferences, PreviewForm, StatusLookupResult } from '../../../src/contract';
import { journeyMachine } from '../../../machines/journey.machine';
import { journeyActors } from '../../../machines/actors';
import { samplePreview } from '../../../src/analysis/eventSamples';
import { foundApplication } from './lookupResult';
import type { JourneyContext } from '../../../machines/types';

/*
 * What the journey sends the bank (spec 2, 3 "Save-application payload" and section 7's call table): the
 * input each call gets, read from an actor that records it and never answers.
 */

/** Records the input of one call; the call never settles, so the journey stays where it called. */
function recorder<L extends AnyActorLogic>(_logic: L, seen: InputFrom<L>[]) {
  return fromPromise<OutputFrom<L>, InputFrom<L>>(({ input }) => {
    seen.push(input);
    return new Promise(() => undefined);
  });
}

const twoApplicants: PreviewForm = {
  ...samplePreview,
  ApplicantDtls: [
    { OrderNumber: 1, IDNumber: 'S1234567D', Person_Name: 'Tan Ah Kow', MobileNumber: '91234567', Email_Address: 'a@b.sg' },
    { OrderNumber: 2, IDNumber: 'S7654321A', Person_Name: 'Lim Mei Ling', MobileNumber: '98765432', Email_Address: 'c@d.sg' },
  ],
};

function start(value: StateValue, context: Partial<JourneyContext>, over: Partial<Features> = {}) {
  const input = { features: { ...features, ...over } };
  const started = createActor(journeyMachine, { input }).getSnapshot().context;
  return journeyMachine.resolveState({
    value,
    context: { ...started, token: 't-1', stateId: 's-1', referenceNo: 'SME1', preview: twoApplicants, ...context },
  });
}

const lookupFound = (nric: string, over: Partial<StatusLookupResult> = {}) => ({
  option: 'Resume' as const,
  uen: '201912345K',
  nric,
  result: foundApplication({ referenceNo: 'SME1', status: '', isFirstUser: 'false', isContinue: 'true', moblileNo: '****4321', stateid: 's-found', isAuthorisedPerson: 'N', ...over }),
});

describe('the submit (spec 2, 3 "Save-application payload")', () => {
  const submitFrom = (context: Partial<JourneyContext>, passed: boolean) => {
    const seen: InputFrom<typeof journeyActors.submitApplication>[] = [];
    const machine = journeyMachine.provide({ actors: { submitApplication: recorder(journeyActors.submitApplication, seen) } });
    const actor = createActor(machine, { snapshot: start({ application: { preview: 'preQualifying' } }, context, { otpBar: false, nonLending: false }) }).start();
    actor.send({ type: 'xstate.done.actor.preQualify', output: passed ? { passed: true } : { passed: false, code: 'M09' } } as never);
    actor.stop();
    return seen;
  };

  it('a first user submits as applicant 1, Submitted, without non-lending preferences', () => {
    expect(submitFrom({}, true)).toEqual([
      { token: 't-1', stateId: 's-1', payload: { RefNo: 'SME1', OrderNumber: 1, IDNumber: 'S1234567D', Status: 'Submitted', isAuthorisedPerson: undefined, IsNonLendingCompleted: 'N' } },
    ]);
  });

  it('a failed pre-qualification is saved Rejected', () => {
    const [sent] = submitFrom({}, false);
    expect(sent.payload.Status).toBe('Rejected');
    expect(sent.payload.IsNonLendingCompleted).toBe('N');
  });

  it('the applicant who came back through the lookup submits as themself, with the lookup\'s authorised-person flag', () => {
    const [sent] = submitFrom({ lookup: lookupFound('S7654321A') }, true);
    expect(sent.payload).toMatchObject({ OrderNumber: 2, IDNumber: 'S7654321A', isAuthorisedPerson: 'N' });
  });

  it('a lookup NRIC not among the applicants falls back to applicant 1', () => {
    const [sent] = submitFrom({ lookup: lookupFound('S0000000X') }, true);
    expect(sent.payload).toMatchObject({ OrderNumber: 1, IDNumber: 'S1234567D' });
  });

  it('with saved non-lending preferences the submit says IsNonLendingCompleted Y', () => {
    const seen: InputFrom<typeof journeyActors.submitApplication>[] = [];
    const machine = journeyMachine.provide({ actors: { submitApplication: recorder(journeyActors.submitApplication, seen) } });
    const preferences: NonLendingPreferences = { businessInsurance: 'Y', fxDeskServices: 'N', halalNetworkAndCertifiedAdvisory: 'N', myCurrentAccount: 'N', smeStartDigital: 'N' };
    const actor = createActor(machine, { snapshot: start({ application: { preview: 'savingNonLending' } }, { nonLending: preferences }) }).start();
    actor.send({ type: 'xstate.done.actor.saveNonLending', output: undefined } as never);
    actor.stop();
    expect(seen.map((s) => s.payload.IsNonLendingCompleted)).toEqual(['Y']);
  });
});

describe('the one-time password goes to the submitting applicant\'s mobile (spec 2, 2.4)', () => {
  const otpRequestFrom = (value: StateValue, event: { type: string; [k: string]: unknown }, context: Partial<JourneyContext>) => {
    const seen: InputFrom<typeof journeyActors.requestOtp>[] = [];
    const machine = journeyMachine.provide({ actors: { requestOtp: recorder(journeyActors.requestOtp, seen) } });
    const actor = createActor(machine, { snapshot: start(value, context) }).start();
    actor.send(event as never);
    actor.stop();
    return seen;
  };

  it('on the summary: applicant 1\'s mobile, the state and the reference', () => {
    expect(otpRequestFrom({ application: { preview: 'preQualifying' } }, { type: 'xstate.done.actor.preQualify', output: { passed: true } }, {})).toEqual([
      { token: 't-1', target: { mobile: '91234567', stateId: 's-1', refNo: 'SME1', order: 1 } },
    ]);
  });

  it('on the summary after the lookup: the looked-up applicant\'s own mobile and order', () => {
    const [sent] = otpRequestFrom({ application: { preview: 'preQualifying' } }, { type: 'xstate.done.actor.preQualify', output: { passed: true } }, { lookup: lookupFound('S7654321A') });
    expect(sent.target).toEqual({ mobile: '98765432', stateId: 's-1', refNo: 'SME1', order: 2 });
  });

  it('on Welcome: the mobile, state and reference the lookup found', () => {
    const found = lookupFound('S7654321A');
    const [sent] = otpRequestFrom(
      { returning: { welcome: 'lookingUp' } },
      { type: 'xstate.done.actor.lookupStatus', output: { outcome: { kind: 'continue', option: 'Status' }, result: found.result } },
      { lookup: found, stateId: null, referenceNo: null },
    );
    expect(sent.target).toMatchObject({ mobile: '****4321', stateId: 's-found', refNo: 'SME1' });
  });
});

describe('the financing application saved and updated (spec 1, 2.1)', () => {
  // A term loan of 100,000 over 5 years, nothing saved yet (spec 1, 2.1).
  const application: FinancingApplication = { referenceNo: '', financingType: 'Conventional', financingProduct: 'Online', financingProductDescription: 'Online', isExistingOTPAvailable: '', financingAmount: 100000, financingTenure: 5, indicativeMonthlyInstallment: 0, indicativeInterestRate: 0, referralCode: '', promoCode: '', remarks: '', stateId: '', wcl: 'N', property: 'N', trade: 'N', gas: 'N', esg: 'N', ddlPromoReferralCode1: '', ddlPromoReferralCode2: '', source: '' };

  it('a new application is saved with the state the bank created for it', () => {
    const seen: InputFrom<typeof journeyActors.saveFinancing>[] = [];
    const created: InputFrom<typeof journeyActors.createState>[] = [];
    const machine = journeyMachine.provide({
      actors: { saveFinancing: recorder(journeyActors.saveFinancing, seen), createState: recorder(journeyActors.createState, created) },
    });
    const actor = createActor(machine, { snapshot: start({ application: { financeDetails: 'consent' } }, { financing: application, stateId: null, referenceNo: null }) }).start();
    actor.send({ type: 'user.proceed' });
    expect(created).toEqual([{ token: 't-1' }]);
    actor.send({ type: 'xstate.done.actor.createState', output: { stateId: 's-new', authoriseURL: 'https://id.example/authorise' } } as never);
    actor.stop();
    expect(seen).toEqual([{ token: 't-1', application: { ...application, stateId: 's-new' } }]);
  });

  it('an edit from the summary updates the saved application under its reference and state', () => {
    const seen: InputFrom<typeof journeyActors.updateFinancing>[] = [];
    const machine = journeyMachine.provide({ actors: { updateFinancing: recorder(journeyActors.updateFinancing, seen) } });
    const actor = createActor(machine, { snapshot: start({ application: { editDetails: 'editing' } }, { financing: application }) }).start();
    actor.send({ type: 'user.submitFinancing', application: { ...application, financingAmount: 120000 } });
    actor.stop();
    expect(seen).toEqual([{ token: 't-1', application: { ...application, financingAmount: 120000, referenceNo: 'SME1', stateId: 's-1' } }]);
  });
});
