import { describe, expect, it } from 'vitest';
import { routeOf } from '../../../machines/routes';
import type { FinancingApplication } from '../../../src/contract';
import type { SummarySection } from '../../../machines/types';
import { done, driveFrom } from '../oracles/drive';
import { samplePreview } from '../../../src/analysis/eventSamples';

const application = (over: Partial<FinancingApplication>): FinancingApplication => ({
  referenceNo: '', financingType: 'Conventional', financingProduct: 'Online', financingProductDescription: 'Online',
  isExistingOTPAvailable: '', financingAmount: 100000, financingTenure: 5, indicativeMonthlyInstallment: 2124.7,
  indicativeInterestRate: 10, referralCode: '', promoCode: '', remarks: '', stateId: '', wcl: 'N', property: 'N', trade: 'N',
  gas: 'N', esg: 'N', ddlPromoReferralCode1: '', ddlPromoReferralCode2: '', source: '', ...over,
});

/** Spec 1, 4.1 and its popups: Personalised with Government Assistance shows the Enterprise Financing Scheme declaration. */
describe('the scheme declaration on the start page', () => {
  it.each([
    ['Personalised', 'Y', true],
    ['Personalised', 'N', false],
    ['Online', 'Y', false],
    ['AIP', 'Y', false],
  ] as const)('%s with GAS %s: declaration %s', (financingProduct, gas, declares) => {
    const { actor } = driveFrom({ application: { financeDetails: 'editing' } });
    actor.send({ type: 'user.submitFinancing', application: application({ financingProduct, gas }) });
    expect(actor.getSnapshot().matches({ application: { financeDetails: declares ? 'schemeDeclaration' : 'consent' } })).toBe(true);
  });
});

/**
 * Spec 1, 2.1 to 2.3 and 2, 2.1: after the persons, the term loan (Online) asks for the account, AIP for
 * the AIP property details, Personalised with Property for the property details, any other the declarations.
 * Back from the declarations goes to that same step; from the step, to the persons.
 */
describe('the steps after the persons, and Back, by product', () => {
  const cases = [
    ['Online', 'N', 'AccountDetails'],
    ['AIP', 'Y', 'APropertyDetails'],
    ['Personalised', 'Y', 'PropertyDetails'],
    ['Personalised', 'N', 'DeclarationsDetails'],
  ] as const;
  const flagsOf = (product: 'Online' | 'AIP' | 'Personalised', property: 'Y' | 'N') => ({
    product,
    propertyStep: product === 'AIP' || property === 'Y',
  });

  it.each(cases)('%s with Property %s: the persons lead to %s', (product, property, next) => {
    const { actor } = driveFrom({ application: { personDetails: 'saving' } }, { financing: application({ financingProduct: product, property }), flags: flagsOf(product, property) });
    actor.send(done('savePersons', undefined));
    expect(routeOf(actor.getSnapshot())).toBe(next);
  });

  it.each(cases)('%s with Property %s: Back from the declarations to the step before', (product, property, next) => {
    const { actor } = driveFrom({ application: { declarations: 'editing' } }, { financing: application({ financingProduct: product, property }), flags: flagsOf(product, property) });
    actor.send({ type: 'user.back' });
    expect(routeOf(actor.getSnapshot())).toBe(next === 'DeclarationsDetails' ? 'NSPersonDetails' : next);
  });

  it('a sole proprietor: Back from the declarations to SPersonDetails', () => {
    const { actor } = driveFrom({ application: { declarations: 'editing' } }, { flags: { product: 'Personalised', soleProprietor: true } });
    actor.send({ type: 'user.back' });
    expect(routeOf(actor.getSnapshot())).toBe('SPersonDetails');
  });

  it('another authorised person: the persons lead to the declarations, Back returns to their own details (spec 3, 6)', () => {
    const { actor } = driveFrom({ application: { authorisedPersonDetails: 'saving' } }, { flags: { product: 'Online', firstUser: false } });
    actor.send(done('savePersons', undefined));
    expect(routeOf(actor.getSnapshot())).toBe('DeclarationsDetails');
    actor.send({ type: 'user.back' });
    expect(routeOf(actor.getSnapshot())).toBe('PersonDetails');
  });

  it.each([
    ['saveCompany', { application: { companyDetails: 'saving' } }],
    ['savePersons', { application: { personDetails: 'saving' } }],
    ['saveAccount', { application: { accountDetails: 'saving' } }],
    ['saveDeclarations', { application: { declarations: 'saving' } }],
  ] as const)('an edit from the summary: %s returns to the summary', (call, state) => {
    const { actor } = driveFrom(state, { preview: samplePreview, flags: { fromPreview: true, product: 'Online' } });
    actor.send(done(call, undefined));
    expect(routeOf(actor.getSnapshot())).toBe('Preview');
  });
});

/** Spec 2, 2.3 and 6: the summary's edit buttons; a section opens only where the product and the user have it. */
describe('the summary edit buttons', () => {
  const edit = (section: SummarySection, flags: object) => {
    const { actor } = driveFrom({ application: { preview: 'reviewing' } }, { preview: samplePreview, flags });
    actor.send({ type: 'user.editSection', section });
    return routeOf(actor.getSnapshot());
  };
  const online = { product: 'Online', propertyStep: false, firstUser: true };
  it.each([
    ['financing', online, 'editdetails'],
    ['company', online, 'CompanyDetails'],
    ['persons', online, 'NSPersonDetails'],
    ['persons', { ...online, soleProprietor: true }, 'SPersonDetails'],
    ['persons', { ...online, firstUser: false }, 'PersonDetails'],
    ['account', online, 'AccountDetails'],
    ['account', { ...online, product: 'Personalised' }, 'Preview'],
    ['property', online, 'Preview'],
    ['property', { ...online, product: 'Personalised', propertyStep: true }, 'PropertyDetails'],
    ['property', { ...online, product: 'AIP', propertyStep: true }, 'APropertyDetails'],
    ['declarations', online, 'DeclarationsDetails'],
    ['company', { ...online, firstUser: false }, 'Preview'],
    // The declarations link is everyone's (spec 2, 2.3); another person's edits stop at their own details.
    ['declarations', { ...online, firstUser: false }, 'DeclarationsDetails'],
  ] as const)('%s, %j: %s', (section, flags, route) => expect(edit(section, flags)).toBe(route));
});
