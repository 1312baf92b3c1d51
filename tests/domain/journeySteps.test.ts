import { describe, expect, it } from 'vitest';
import { journeySteps, routeOfStart, sameProgress, stepProgress } from '../../src/domain/journeySteps';
import { progressAt } from '../../machines/journeyProgress';
import type { JourneyFlags } from '../../machines/types';

// Spec 1, 2.1-2.3 and spec 3, "Person details": financing, company, persons; then Next goes "to
// AccountDetails, to the AIP or standard property details, or to Declarations depending on product
// flags"; then declarations and the summary (spec 2, 2.2-2.3). Typed from the spec, not the function.
const BTL = ['financing', 'company', 'persons', 'account', 'declarations', 'summary'];
const PBF = ['financing', 'company', 'persons', 'declarations', 'summary'];
const PBF_PROPERTY = ['financing', 'company', 'persons', 'property', 'declarations', 'summary'];
const AIP = ['financing', 'company', 'persons', 'property', 'declarations', 'summary'];

describe('the steps of each product journey', () => {
  it('Online (BTL) has the disbursement account after the persons', () => {
    expect(journeySteps({ product: 'Online', propertyStep: false, firstUser: true })).toEqual(BTL);
  });

  it('Personalised (PBF) goes from the persons to the declarations, unless Property is a purpose', () => {
    expect(journeySteps({ product: 'Personalised', propertyStep: false, firstUser: true })).toEqual(PBF);
    expect(journeySteps({ product: 'Personalised', propertyStep: true, firstUser: true })).toEqual(PBF_PROPERTY);
  });

  it('AIP always has the property step', () => {
    expect(journeySteps({ product: 'AIP', propertyStep: true, firstUser: true })).toEqual(AIP);
  });

  it('an invited authorised person fills in only their details, the declarations and the summary', () => {
    for (const product of ['Online', 'Personalised', 'AIP'] as const)
      expect(journeySteps({ product, propertyStep: product === 'AIP', firstUser: false })).toEqual(['persons', 'declarations', 'summary']);
  });

  it('names the step and its place: company details is step 2 of 6 on BTL', () => {
    expect(stepProgress({ product: 'Online', propertyStep: false, firstUser: true }, 'company')).toEqual({
      number: 2,
      total: 6,
      name: 'Company details',
      steps: ['Financing', 'Company details', 'Personal details', 'Disbursement account', 'Declarations', 'Summary'],
    });
    expect(stepProgress({ product: 'Personalised', propertyStep: false, firstUser: true }, 'property')).toBeNull();
  });
});

describe('sameProgress', () => {
  it('is true for equal progress computed twice, false for another step or journey', () => {
    const btl = { product: 'Online', propertyStep: false, firstUser: true } as const;
    expect(sameProgress(stepProgress(btl, 'company'), stepProgress(btl, 'company'))).toBe(true);
    expect(sameProgress(stepProgress(btl, 'company'), stepProgress(btl, 'persons'))).toBe(false);
    expect(sameProgress(stepProgress(btl, 'company'), stepProgress({ ...btl, product: 'Personalised' }, 'company'))).toBe(false);
    expect(sameProgress(null, null)).toBe(true);
    expect(sameProgress(null, stepProgress(btl, 'company'))).toBe(false);
  });
});

describe("the start page's answers", () => {
  it('give no route before a product, the first user\'s once one is chosen', () => {
    expect(routeOfStart('', true)).toBeNull();
    expect(routeOfStart('Online', false)).toEqual({ product: 'Online', propertyStep: false, firstUser: true });
    expect(routeOfStart('Personalised', true)).toEqual({ product: 'Personalised', propertyStep: true, firstUser: true });
    expect(routeOfStart('AIP', false)).toEqual({ product: 'AIP', propertyStep: true, firstUser: true });
  });
});

const flags = (over: Partial<JourneyFlags>): JourneyFlags => ({
  product: 'Online',
  propertyStep: false,
  soleProprietor: false,
  fromPreview: false,
  lookupOption: null,
  firstUser: true,
  boardApproval: false,
  cancellable: true,
  lookupOtpRefused: false,
  ...over,
});

describe('the step of the chart route', () => {
  it('reads the step from the route and the flags', () => {
    expect(progressAt('AccountDetails', flags({}))?.number).toBe(4);
    expect(progressAt('APropertyDetails', flags({ product: 'AIP', propertyStep: true }))).toMatchObject({ number: 4, total: 6, name: 'Property details' });
    expect(progressAt('DeclarationsDetails', flags({ product: 'Personalised' }))).toMatchObject({ number: 4, total: 5 });
    expect(progressAt('Preview', flags({ product: 'AIP', propertyStep: true }))).toMatchObject({ number: 6, total: 6 });
    expect(progressAt('SPersonDetails', flags({ soleProprietor: true }))?.number).toBe(3);
    expect(progressAt('NSPersonDetails', flags({ firstUser: false }))).toMatchObject({ number: 1, total: 3 });
  });

  it('has no step off the form steps', () => {
    expect(progressAt('Welcome', flags({}))).toBeNull();
    expect(progressAt('UploadDetails', flags({ product: 'AIP', propertyStep: true }))).toBeNull();
  });
});
