import { describe, expect, it } from 'vitest';
import { transition, type StateValue } from 'xstate';
import type { FinancingApplication, PreviewForm } from '../../src/contract';
import { journeyMachine } from '../../machines/journey.machine';
import { initialContext, type JourneyContext, type JourneyEvent } from '../../machines/types';
import { previewProperty } from '../../server/areas/steps/views/property';
import { bizOperations } from '../server/helpers/property';
import { samplePersons, samplePreview, sampleProperty } from '../../src/analysis/eventSamples';

/*
 * Journey integrity (after HMPO's invalidation): an answer changed from the summary that adds a step to
 * the route sends the user through that step before the summary again; one that adds nothing returns at once.
 */

const saved: FinancingApplication = {
  referenceNo: 'r', financingType: 'Conventional', financingProduct: 'Personalised', financingProductDescription: 'Personalised',
  isExistingOTPAvailable: '', financingAmount: 500000, financingTenure: 0, indicativeMonthlyInstallment: 0, indicativeInterestRate: 0,
  referralCode: '', promoCode: '', remarks: '', stateId: 's', wcl: 'Y', property: 'N', trade: 'N', gas: 'N', esg: 'N',
  ddlPromoReferralCode1: '', ddlPromoReferralCode2: '', source: '',
};

/** The summary of that application as the bank shows it: without property details unless given. */
const summary = (propertyDetails: PreviewForm['PropertyDetails'] = null, gas: 'Y' | 'N' = 'N'): PreviewForm => ({
  ...samplePreview,
  Request_Form: { ...samplePreview.Request_Form, FinancingProduct: 'Personalised', WCL: 'Y', Property: propertyDetails ? 'Y' : 'N', GAS: gas },
  AccountDetails: null,
  PropertyDetails: propertyDetails,
});

const at = (value: StateValue, preview: PreviewForm, financing: FinancingApplication = saved, extra: Partial<JourneyContext> = {}) =>
  journeyMachine.resolveState({
    value,
    context: {
      ...initialContext(),
      token: 't', stateId: 's', referenceNo: 'r', financing, preview,
      flags: { ...initialContext().flags, product: 'Personalised', propertyStep: financing.property === 'Y', fromPreview: true },
      ...extra,
    },
  });

type Snap = ReturnType<typeof at>;
const step = (s: Snap, event: JourneyEvent | { type: string; output?: unknown }) => transition(journeyMachine, s, event as never)[0];
const done = (actor: string, output: unknown = null) => ({ type: `xstate.done.actor.${actor}`, output });

/** The start page in edit mode, the purposes changed, Continue, and the bank's update accepted. */
const editPurposes = (changes: Partial<FinancingApplication>, preview: PreviewForm = summary()) => {
  const editing = step(at({ application: { editDetails: 'editing' } }, preview), { type: 'user.submitFinancing', application: { ...saved, ...changes } });
  return editing.matches({ application: { editDetails: 'saving' } }) ? step(editing, done('updateFinancing')) : editing;
};

describe('an edit from the summary that adds the Property purpose', () => {
  it('goes through the property step, and from there back to the summary', () => {
    const onProperty = editPurposes({ property: 'Y' });
    expect(onProperty.value).toEqual({ application: { propertyDetails: 'loading' } });
    const editing = step(onProperty, done('loadProperty', null));
    expect(editing.value).toEqual({ application: { propertyDetails: 'editing' } });
    const saving = step(editing, { type: 'user.submitProperty', values: sampleProperty });
    expect(step(saving, done('saveProperty')).value).toEqual({ application: { preview: 'loading' } });
  });

  it('Back from that property step and Next from the persons still lead through the property step', () => {
    const editing = step(editPurposes({ property: 'Y' }), done('loadProperty', null));
    const persons = step(editing, { type: 'user.back' });
    expect(persons.value).toEqual({ application: { personDetails: 'loading' } });
    const back = step(step(persons, done('loadPersons', samplePersons)), { type: 'user.submitPersons', applicants: [] });
    expect(step(back, done('savePersons')).value).toEqual({ application: { propertyDetails: 'loading' } });
  });

  it('returns straight to the summary when the property details are already there, and for an edit that adds no step', () => {
    const withProperty = summary(previewProperty(bizOperations('r')));
    expect(editPurposes({ property: 'Y', financingAmount: 600000 }, withProperty).value).toEqual({ application: { preview: 'loading' } });
    expect(editPurposes({ trade: 'Y' }).value).toEqual({ application: { preview: 'loading' } });
    expect(editPurposes({ property: 'N', wcl: 'Y' }).value).toEqual({ application: { preview: 'loading' } });
  });
});

describe('an edit from the summary that adds the Government Assistance purpose', () => {
  it('asks for the Enterprise Financing Scheme declaration first (spec 1, 4.1), then saves and returns to the summary', () => {
    const declaring = editPurposes({ gas: 'Y' });
    expect(declaring.value).toEqual({ application: { editDetails: 'schemeDeclaration' } });
    expect(declaring.hasTag('schemeDeclaration')).toBe(true);
    expect(step(declaring, { type: 'user.back' }).value).toEqual({ application: { editDetails: 'editing' } });
    const saving = step(declaring, { type: 'user.proceed' });
    expect(saving.value).toEqual({ application: { editDetails: 'saving' } });
    expect(step(saving, done('updateFinancing')).value).toEqual({ application: { preview: 'loading' } });
  });

  it('does not ask again when the saved application already has it', () => {
    expect(editPurposes({ gas: 'Y', financingAmount: 600000 }, summary(null, 'Y')).value).toEqual({ application: { preview: 'loading' } });
  });
});
