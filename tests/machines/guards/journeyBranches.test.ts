import { describe, expect, it } from 'vitest';
import type { PreviewForm } from '../../../src/contract';
import { messages } from '../../../src/domain/messages';
import { ServiceError } from '../../../services/errors';
import { samplePreview } from '../../../src/analysis/eventSamples';
import { done, driveFrom, failed } from '../oracles/drive';
import { financingApplication } from '../rules/financingApplication';

/**
 * Both outcomes of the chart's branch points that a user meets between the identity round trip, the
 * resume form, the financing step and the summary (spec 1, 4.1; spec 2, 2.3, 2.6, 4 and 8; spec 3, 1).
 */

describe('the identity service\'s answer (spec 2, 4 "Return from the national identity service")', () => {
  const retrieved = (output: unknown, over: Parameters<typeof driveFrom>[1] = {}) => {
    const { actor } = driveFrom({ application: { myInfoLanding: 'retrieving' } }, over);
    actor.send(done('retrieveIdentity', output));
    return actor.getSnapshot();
  };

  it('the provider\'s code not answered OK: M01, login unsuccessful (step 2; spec 2, 8)', () => {
    const s = retrieved({ outcome: 'invalidInput' }, { signIn: 'provider' });
    expect(s.matches({ outcomes: 'invalidEntity' })).toBe(true);
    expect(s.context.errorType).toBe('M01');
  });

  it('the sandbox\'s typed entry matched nobody: the entry again, with no error page', () => {
    const s = retrieved({ outcome: 'invalidInput' }, { signIn: 'sandbox' });
    expect(s.matches({ application: { myInfoLanding: { sandboxEntry: 'invalidInput' } } })).toBe(true);
    expect(s.context.errorType).toBeNull();
  });

  it.each([
    ['a first user of the term loan', true, 'Online', 'assessing'],
    ['a first user of the property product', true, 'Personalised', 'assessing'],
    ['another applicant of the term loan', false, 'Online', 'authorisedPersonDetails'],
    ['another applicant of the property product', false, 'Personalised', 'subApLanding'],
  ] as const)('signed in, %s: %s (step 5)', (_who, firstUser, product, where) => {
    const s = retrieved({ outcome: 'ok' }, { flags: { firstUser, product } });
    expect(where === 'assessing' ? s.matches({ application: { myInfoLanding: 'assessing' } }) : s.matches({ application: where })).toBe(true);
  });

  it('a sign-in that rotates the session token carries the new one on', () => {
    const s = retrieved({ outcome: 'ok', token: 'rotated', tokenExpirationDate: '2026-11-24T10:00:00Z' });
    expect(s.context.token).toBe('rotated');
    expect(s.context.tokenExpiry).toBe('2026-11-24T10:00:00Z');
  });

  it('a sign-in without a new token keeps the session it had', () => {
    const s = retrieved({ outcome: 'ok' }, { tokenExpiry: '2026-11-24T09:00:00Z' });
    expect(s.context.token).toBe('t0k3n');
    expect(s.context.tokenExpiry).toBe('2026-11-24T09:00:00Z');
  });

  it('an invalid entity shows its code with the fields the bank listed as missing (M02)', () => {
    const s = retrieved({ outcome: 'invalidEntity', code: 'M02', missingFields: ['UEN', 'Address'] });
    expect(s.matches({ outcomes: 'invalidEntity' })).toBe(true);
    expect(s.context.errorType).toBe('M02');
    expect(s.context.missingFields).toEqual(['UEN', 'Address']);
  });

  it.each([
    ['another applicant of the term loan', false, 'Online'],
    ['another applicant of the property product', false, 'Personalised'],
    ['a first user signed in with the provider', true, 'Online'],
  ] as const)('an entity the bank refuses is refused for %s too, with the bank\'s code (spec 2, 8)', (_who, firstUser, product) => {
    const s = retrieved({ outcome: 'invalidEntity', code: 'M03', missingFields: [] }, { signIn: 'provider', flags: { firstUser, product } });
    expect(s.matches({ outcomes: 'invalidEntity' })).toBe(true);
    expect(s.context.errorType).toBe('M03');
  });

  it('with the provider, too many persons is still the ineligibility page, not a failed login', () => {
    const s = retrieved({ outcome: 'invalidDirectors', code: 'M27' }, { signIn: 'provider' });
    expect(s.matches({ outcomes: 'invalidDirectors' })).toBe(true);
    expect(s.context.errorType).toBe('M27');
  });

  it('too many persons: the ineligibility page with its code, and no missing fields', () => {
    const s = retrieved({ outcome: 'invalidDirectors', code: 'M27' }, { missingFields: ['left over'] });
    expect(s.matches({ outcomes: 'invalidDirectors' })).toBe(true);
    expect(s.context.errorType).toBe('M27');
    expect(s.context.missingFields).toEqual([]);
  });
});

describe('Resume Application (spec 3, 1; spec 2, 2.6)', () => {
  const lookup = (option: 'Status' | 'Resume', where: 'resumeApplication' | 'welcome') => {
    const { actor } = driveFrom({ returning: { [where]: 'entering' } });
    actor.send({ type: 'user.lookupStatus', option, uen: '201912345K', nric: 'S1234567D' });
    return actor.getSnapshot();
  };

  it('the resume form looks up a resume request', () => {
    const s = lookup('Resume', 'resumeApplication');
    expect(s.matches({ returning: { resumeApplication: 'lookingUp' } })).toBe(true);
    expect(s.context.flags.lookupOption).toBe('Resume');
  });

  it('the resume form does not take a status enquiry', () => {
    expect(lookup('Status', 'resumeApplication').matches({ returning: { resumeApplication: 'entering' } })).toBe(true);
  });

  it('Welcome takes the status enquiry', () => {
    expect(lookup('Status', 'welcome').matches({ returning: { welcome: 'lookingUp' } })).toBe(true);
  });

  const expired = (over: Parameters<typeof driveFrom>[1]) => {
    const { actor } = driveFrom({ outcomes: 'sessionExpired' }, over);
    actor.send({ type: 'user.openResume' });
    return actor.getSnapshot();
  };

  it('after a timeout, an application saved and not submitted is resumed: a new session for the resume form', () => {
    const s = expired({});
    expect(s.matches('booting')).toBe(true);
    expect(s.context.flags.lookupOption).toBe('Resume');
    expect(s.context.token).toBeNull();
  });

  it.each([
    ['no application saved', { referenceNo: null }],
    ['the application submitted from here', { submittedRefNo: 'SME20261122000001' }],
    ['the application\'s status already read', { status: { ApplicationNo: 'SME20261122000001' } }],
  ])('after a timeout with %s, nothing to resume', (_what, over) => {
    expect(expired(over as Parameters<typeof driveFrom>[1]).matches({ outcomes: 'sessionExpired' })).toBe(true);
  });

  it('the new session opens the resume form when Resume was chosen, the start form otherwise (spec 1, 4.4)', () => {
    const token = { token: 'fresh', tokenExpirationDate: '2026-11-24T12:00:00Z' };
    const resumed = driveFrom('booting', { token: null, flags: { lookupOption: 'Resume' } }).actor;
    resumed.send(done('fetchToken', token));
    expect(resumed.getSnapshot().matches({ returning: 'resumeApplication' })).toBe(true);
    expect(resumed.getSnapshot().context.token).toBe('fresh');
    expect(resumed.getSnapshot().context.tokenExpiry).toBe('2026-11-24T12:00:00Z');
    const fresh = driveFrom('booting', { token: null }).actor;
    fresh.send(done('fetchToken', token));
    expect(fresh.getSnapshot().matches({ application: 'financeDetails' })).toBe(true);
  });

  it('Resume Application on an invalid entity starts afresh, into the resume form (spec 2, 8)', () => {
    const { actor } = driveFrom({ outcomes: 'invalidEntity' }, { errorType: 'M02' });
    actor.send({ type: 'user.openResume' });
    expect(actor.getSnapshot().matches('booting')).toBe(true);
    expect(actor.getSnapshot().context.flags.lookupOption).toBe('Resume');
  });
});

describe('the Enterprise Financing Scheme declaration (spec 1, 4.1)', () => {
  it.each([
    ['Personalised', 'Y', true],
    ['Personalised', 'N', false],
    ['Online', 'Y', false],
  ] as const)('%s with Government Assistance %s: declaration %s', (product, gas, declares) => {
    const { actor } = driveFrom({ application: { financeDetails: 'editing' } }, { referenceNo: null });
    actor.send({ type: 'user.submitFinancing', application: financingApplication(product, { gas }) });
    expect(actor.getSnapshot().matches({ application: { financeDetails: 'schemeDeclaration' } })).toBe(declares);
    expect(actor.getSnapshot().context.financing?.gas).toBe(gas);
  });

  const editFromSummary = (savedGas: 'Y' | 'N', gas: 'Y' | 'N') => {
    const preview: PreviewForm = { ...samplePreview, Request_Form: { ...samplePreview.Request_Form, FinancingProduct: 'Personalised', GAS: savedGas } };
    const { actor } = driveFrom({ application: { editDetails: 'editing' } }, { preview, flags: { fromPreview: true, product: 'Personalised' } });
    actor.send({ type: 'user.submitFinancing', application: financingApplication('Personalised', { gas }) });
    return actor.getSnapshot();
  };

  it('an edit from the summary that adds Government Assistance asks for the declaration', () => {
    expect(editFromSummary('N', 'Y').matches({ application: { editDetails: 'schemeDeclaration' } })).toBe(true);
  });

  it('an edit from the summary that keeps Government Assistance does not ask again', () => {
    expect(editFromSummary('Y', 'Y').matches({ application: { editDetails: 'schemeDeclaration' } })).toBe(false);
  });
});

describe('the summary\'s property rows and edit buttons (spec 2, 2.3 and 6; spec 3, 3)', () => {
  const row = { list: 'commitments' as const, loanProductType: 'HL' };
  // Spec 2, 2.3: the balance and commitment tables with Edit and Remove; spec 3, 2: only the AIP's
  // property page has them (the standard property page asks for neither).
  it.each([
    ['the first user of the AIP', true, 'AIP', true, true],
    ['the first user of the property product (the standard property step)', true, 'Personalised', true, false],
    ['the first user of the term loan (no property step)', true, 'Online', false, false],
    ['another applicant of the AIP', false, 'AIP', true, false],
  ] as const)('%s: a row can be removed: %s', (_who, firstUser, product, propertyStep, removes) => {
    const { actor } = driveFrom({ application: { preview: 'reviewing' } }, { preview: samplePreview, flags: { firstUser, propertyStep, product } });
    actor.send({ type: 'user.removePropertyRow', row });
    expect(actor.getSnapshot().matches({ application: { preview: 'removingPropertyRow' } })).toBe(removes);
  });

  it.each([
    ['financing', 'editDetails'],
    ['company', 'companyDetails'],
    ['persons', 'personDetails'],
    ['account', 'accountDetails'],
    ['declarations', 'declarations'],
  ] as const)('the first user\'s %s button opens %s, from the summary', (section, state) => {
    const { actor } = driveFrom({ application: { preview: 'reviewing' } }, { preview: samplePreview });
    actor.send({ type: 'user.editSection', section });
    expect(actor.getSnapshot().matches({ application: state })).toBe(true);
    expect(actor.getSnapshot().context.flags.fromPreview).toBe(true);
  });
});

describe('a save the bank refuses (spec 1, 8)', () => {
  const refused = (kind: 'conflict' | 'rejected') => {
    const { actor } = driveFrom({ application: { companyDetails: 'saving' } });
    actor.send(failed('saveCompany', new ServiceError(kind, 'refused')));
    return actor.getSnapshot().context.popup?.body;
  };
  it('an application changed in another window or tab: reload to see the latest details', () => {
    expect(refused('conflict')).toBe(messages.staleApplication);
  });
  it('any other refusal: the save failed, try again', () => {
    expect(refused('rejected')).toBe(messages.saveFailedBody);
  });
});
