import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, transition, type AnyActorLogic, type InputFrom, type OutputFrom, type StateValue } from 'xstate';
import { features } from '../../../src/config/features';
import type { CompanyForm, StatusDtls } from '../../../src/contract';
import { journeyMachine } from '../../../machines/journey.machine';
import { journeyActors } from '../../../machines/actors';
import { sampleCompany, samplePersons, samplePreview, sampleProperty, samplesFor } from '../../../src/analysis/eventSamples';
import { initialContext, type JourneyContext } from '../../../machines/types';
import type { StatusView } from '../../../services/status';

/* What the journey keeps of each step (spec 1, 2.1 to 2.2; spec 2, 2.1 to 2.4 and 4; spec 3, 2 to 5). */

function at(value: StateValue, context: Partial<JourneyContext> = {}) {
  const started = createActor(journeyMachine).getSnapshot().context;
  return journeyMachine.resolveState({ value, context: { ...started, token: 't-1', stateId: 's-1', referenceNo: 'SME1', ...context } });
}

function recorder<L extends AnyActorLogic>(_logic: L, seen: InputFrom<L>[]) {
  return fromPromise<OutputFrom<L>, InputFrom<L>>(({ input }) => {
    seen.push(input);
    return new Promise(() => undefined);
  });
}

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;

describe('the company (spec 1, 2.2)', () => {
  const company = (soleOrNot: 'Sole' | 'NonSole'): CompanyForm => ({ ...sampleCompany, CompDtls: { ...sampleCompany.CompDtls, SoleorNonSole: soleOrNot } });

  it('a sole proprietor is known as one from the company record, and the record is kept', () => {
    const [next] = transition(journeyMachine, at({ application: { companyDetails: 'loading' } }), done('loadCompany', company('Sole')));
    expect(next.matches({ application: { companyDetails: 'editing' } })).toBe(true);
    expect(next.context.flags.soleProprietor).toBe(true);
    expect(next.context.company?.CompDtls.SoleorNonSole).toBe('Sole');
  });

  it('any other entity is not', () => {
    const [next] = transition(journeyMachine, at({ application: { companyDetails: 'loading' } }, { flags: { ...initialContext().flags, soleProprietor: true } }), done('loadCompany', company('NonSole')));
    expect(next.context.flags.soleProprietor).toBe(false);
  });
});

describe('the persons (spec 2, 2.1)', () => {
  it('the applicants entered are saved under the state and the reference', () => {
    const seen: InputFrom<typeof journeyActors.savePersons>[] = [];
    const machine = journeyMachine.provide({ actors: { savePersons: recorder(journeyActors.savePersons, seen) } });
    const actor = createActor(machine, { snapshot: at({ application: { personDetails: 'editing' } }) }).start();
    actor.send({ type: 'user.submitPersons', applicants: samplePersons.ApplicantDtls });
    actor.stop();
    expect(seen).toEqual([{ token: 't-1', stateId: 's-1', referenceNo: 'SME1', applicants: samplePersons.ApplicantDtls }]);
  });

  it('the loaded persons are kept for the form', () => {
    const [next] = transition(journeyMachine, at({ application: { personDetails: 'loading' } }), done('loadPersons', samplePersons));
    expect(next.context.persons).toEqual(samplePersons);
  });
});

describe('the property (spec 3, 2 to 5)', () => {
  const property = { ...sampleProperty, referenceNo: '' };
  const onProperty = (over: Partial<JourneyContext> = {}) =>
    at({ application: { propertyDetails: 'editing' } }, { flags: { ...initialContext().flags, product: 'Personalised', propertyStep: true }, ...over });

  it('the details entered are saved under the application\'s reference', () => {
    const seen: InputFrom<typeof journeyActors.saveProperty>[] = [];
    const machine = journeyMachine.provide({ actors: { saveProperty: recorder(journeyActors.saveProperty, seen) } });
    const actor = createActor(machine, { snapshot: onProperty() }).start();
    actor.send({ type: 'user.submitProperty', values: property } as never);
    expect(actor.getSnapshot().context.property).toEqual({ ...property, referenceNo: 'SME1' });
    actor.stop();
    expect(seen).toEqual([{ token: 't-1', payload: { ...property, referenceNo: 'SME1' } }]);
  });

  it('the saved details are loaded by the reference and kept', () => {
    const seen: InputFrom<typeof journeyActors.loadProperty>[] = [];
    const machine = journeyMachine.provide({ actors: { loadProperty: recorder(journeyActors.loadProperty, seen) } });
    const actor = createActor(machine, { snapshot: at({ application: { personDetails: 'saving' } }, { flags: { ...initialContext().flags, product: 'Personalised', propertyStep: true } }) }).start();
    actor.send(done('savePersons', undefined));
    actor.stop();
    expect(seen).toEqual([{ token: 't-1', refNo: 'SME1' }]);
    const [next] = transition(journeyMachine, onProperty(), { type: 'user.back' });
    expect(next.context.property).toBeNull();
    const [loaded] = transition(journeyMachine, at({ application: { propertyDetails: 'loading' } }), done('loadProperty', property));
    expect(loaded.context.property).toEqual(property);
  });
});

describe('the summary and its edits (spec 2, 2.3)', () => {
  it('an edit button opens its step as an edit from the summary; the summary again is no longer one', () => {
    const first = at({ application: { preview: 'reviewing' } }, { preview: samplePreview });
    const [editing] = transition(journeyMachine, first, { type: 'user.editSection', section: 'financing' });
    expect(editing.matches({ application: 'editDetails' })).toBe(true);
    expect(editing.context.flags.fromPreview).toBe(true);
    const [back] = transition(journeyMachine, at({ application: { editDetails: 'editing' } }, { flags: editing.context.flags }), { type: 'user.back' });
    expect(back.matches({ application: 'preview' })).toBe(true);
    expect(back.context.flags.fromPreview).toBe(false);
  });

  it('a failed pre-qualification keeps its code for the page that says why', () => {
    const [next] = transition(journeyMachine, at({ application: { preview: 'preQualifying' } }, { preview: samplePreview }), done('preQualify', { passed: false, code: 'M09' }));
    expect(next.context.preKnockoutCode).toBe('M09');
    expect(next.context.errorType).toBe('M09');
  });

  it('the reference the bank gives a new application is kept', () => {
    const [next] = transition(journeyMachine, at({ application: { financeDetails: 'savingApplication' } }, { referenceNo: null }), done('saveFinancing', 'SME20260302000009'));
    expect(next.context.referenceNo).toBe('SME20260302000009');
  });
});

describe('the status (spec 2, 4 "Status details routing")', () => {
  const views = samplesFor('xstate.done.actor.loadStatusEnquiry').flatMap((e) => ('output' in e ? [e.output as StatusView] : []));
  const withEntity = (view: StatusView, code: string): StatusView => ({
    ...view,
    request: { ...view.request, StatusDtls: { ...view.request.StatusDtls, Entity_Type_Code: code } satisfies StatusDtls },
  });

  it('keeps the status and its extras, and the reference the journey already had', () => {
    const view = views[0];
    const [next] = transition(journeyMachine, at({ afterSubmission: { statusDetails: 'enquiry' } }), done('loadStatusEnquiry', view));
    expect(next.context.status).toEqual(view.request.StatusDtls);
    expect(next.context.statusExtras).toEqual({ applicantIdNum: view.request.ApplicantIDNum, aip: view.aip, property: view.request.PropertyDetails, documents: view.documents });
    expect(next.context.referenceNo).toBe('SME1');
  });

  it('a status read without a reference takes the application number', () => {
    const [next] = transition(journeyMachine, at({ afterSubmission: { statusDetails: 'enquiry' } }, { referenceNo: null }), done('loadStatusEnquiry', views[0]));
    expect(next.context.referenceNo).toBe(views[0].request.StatusDtls.ApplicationNo);
  });

  it('a board meeting is asked of the entity types that need board approval (LL, LC, PCLS), not of others', () => {
    for (const code of ['LL', 'LC', 'PCLS']) {
      expect(transition(journeyMachine, at({ afterSubmission: { statusDetails: 'enquiry' } }), done('loadStatusEnquiry', withEntity(views[0], code)))[0].context.flags.boardApproval).toBe(true);
    }
    expect(transition(journeyMachine, at({ afterSubmission: { statusDetails: 'enquiry' } }), done('loadStatusEnquiry', withEntity(views[0], 'SP')))[0].context.flags.boardApproval).toBe(false);
  });
});

describe('starting again (spec 2, 4 "Return from the national identity service", step 1)', () => {
  it('an error returned by the provider goes home with a fresh journey, keeping the switches and the sign-in', () => {
    const input = { features: { ...features, otpBar: false }, signIn: 'provider' as const };
    const started = createActor(journeyMachine, { input }).getSnapshot().context;
    const s = journeyMachine.resolveState({
      value: { application: { myInfoLanding: 'leavingForProvider' } },
      context: { ...started, token: 't-1', stateId: 's-1', referenceNo: 'SME1', errorType: 'M01', flags: { ...started.flags, firstUser: false } },
    });
    const [next] = transition(journeyMachine, s, { type: 'provider.returned', error: 'access_denied', code: '', state: 's-1' } as never);
    expect(next.context.referenceNo).toBeNull();
    expect(next.context.errorType).toBeNull();
    expect(next.context.flags.firstUser).toBe(true);
    expect(next.context.features.otpBar).toBe(false);
    expect(next.context.signIn).toBe('provider');
  });
});
