import { describe, expect, it } from 'vitest';
import { routeOf } from '../../../machines/routes';
import { ERROR_POPUP_MS } from '../../../src/domain/constants';
import { messages } from '../../../src/domain/messages';
import { sampleCompany, samplePersons, samplePreview } from '../../../src/analysis/eventSamples';
import { ServiceError } from '../../../services/errors';
import { done, driveFrom, failed } from '../oracles/drive';
import { statusView } from '../oracles/samples';

describe('Back links (spec 2, 2.2 and 2.3): the step before, with what was saved', () => {
  it('summary -> declarations -> account -> persons, and forward again to the summary', () => {
    const { actor } = driveFrom({ application: { preview: 'reviewing' } }, { company: sampleCompany, persons: samplePersons, preview: samplePreview, flags: { product: 'Online' } });
    const kept = () => [actor.getSnapshot().context.company, actor.getSnapshot().context.referenceNo];
    const before = kept();
    const routes: string[] = [];
    for (let i = 0; i < 3; i++) {
      actor.send({ type: 'user.back' });
      if (actor.getSnapshot().matches({ application: { accountDetails: 'loading' } })) actor.send(done('loadAccounts', { branches: [], accountNumbers: ['1'], saved: null }));
      routes.push(routeOf(actor.getSnapshot()));
    }
    expect(routes).toEqual(['DeclarationsDetails', 'AccountDetails', 'NSPersonDetails']);
    expect(kept()).toEqual(before);
    actor.send(done('loadPersons', samplePersons));
    actor.send({ type: 'user.submitPersons', applicants: samplePersons.ApplicantDtls });
    actor.send(done('savePersons', undefined));
    expect(routeOf(actor.getSnapshot())).toBe('AccountDetails');
  });
});

describe('timed error popups (spec 1, 7 and 8): shown until the timeout, then the page again', () => {
  it('a failed save: the popup stays a millisecond before the timeout and hides at it; the form keeps its place', () => {
    const { actor, clock } = driveFrom({ application: { declarations: 'saving' } });
    actor.send(failed('saveDeclarations', new ServiceError('server', 'Internal error', 500)));
    expect(actor.getSnapshot().context.popup?.body).toBe(messages.saveFailedBody);
    clock.increment(ERROR_POPUP_MS - 1);
    expect(actor.getSnapshot().context.popup).not.toBeNull();
    clock.increment(1);
    expect(actor.getSnapshot().context.popup).toBeNull();
    expect(actor.getSnapshot().matches({ application: { declarations: 'editing' } })).toBe(true);
  });

  it('an expired session on any call: SessionExpired (spec 2, 4 "Session")', () => {
    const { actor } = driveFrom({ application: { preview: 'submitting' } });
    actor.send(failed('submitApplication', new ServiceError('unauthorized', 'Token expired', 401)));
    expect(routeOf(actor.getSnapshot())).toBe('SessionExpired');
  });
});

describe('status enquiry to the letter of offer (spec 2, 2.6, 2.12 to 2.14)', () => {
  it('Welcome, Status Enquiry, OTP, a local company offer: board meeting date, then the letter of offer', () => {
    const { actor } = driveFrom({ returning: { welcome: 'entering' } }, { referenceNo: null, stateId: null });
    actor.send({ type: 'user.lookupStatus', option: 'Status', uen: ' 201912345k ', nric: 's1234567d' });
    expect(actor.getSnapshot().context.lookup).toMatchObject({ uen: '201912345k', nric: 'S1234567D' });
    const result = { referenceNo: 'SME20261122000001', status: 'SUBMITTED', isFirstUser: 'true', isContinue: 'false', moblileNo: '91234567', stateid: 'st-1', name: 'Tan', product: 'BTL', isAuthorisedPerson: 'Y' };
    actor.send(done('lookupStatus', { outcome: { kind: 'continue', option: 'Status' }, result }));
    actor.send(done('requestOtp', { outcome: 'sent', sentAt: '2026-11-22T02:00:00Z' }));
    actor.send({ type: 'user.verifyOtp', otp: '123456' });
    actor.send(done('verifyOtp', { statusCode: '0', triesLeft: 3, token: 'rotated', tokenExpirationDate: '2026-11-22T10:00:00Z' }));
    expect(actor.getSnapshot().context.token).toBe('rotated');
    expect(actor.getSnapshot().matches({ afterSubmission: { statusDetails: 'enquiry' } })).toBe(true);
    actor.send(done('loadStatusEnquiry', statusView('BTL', 'LI', { Entity_Type_Code: 'LC' })));
    expect(routeOf(actor.getSnapshot())).toBe('ReviewOffer');
    actor.send({ type: 'user.continue' });
    actor.send(done('loadBoardMeeting', null));
    actor.send({ type: 'user.submitBoardMeeting', date: { day: 1, month: 12, year: 2026 } });
    actor.send({ type: 'user.confirm' });
    actor.send(done('validateBoardMeeting', true));
    actor.send(done('saveBoardMeeting', undefined));
    expect(actor.getSnapshot().context.boardMeeting).toEqual({ day: 1, month: 12, year: 2026 });
    actor.send({ type: 'user.continue' });
    expect(routeOf(actor.getSnapshot())).toBe('LetterOfOffer');
  });

  it.each([
    ['LA', true],
    ['DI', true],
    ['DC', false],
    ['RJ', false],
  ] as const)('Disbursement at %s offers Cancel Application: %s (spec 2, 2.12)', (progress, offered) => {
    const { actor } = driveFrom({ afterSubmission: { statusDetails: 'enquiry' } });
    actor.send(done('loadStatusEnquiry', statusView('BTL', progress)));
    expect(routeOf(actor.getSnapshot())).toBe('Disbursement');
    expect(actor.getSnapshot().can({ type: 'user.cancelApplication' })).toBe(offered);
    actor.send({ type: 'user.cancelApplication' });
    expect(actor.getSnapshot().hasTag('confirmCancel')).toBe(offered);
  });

  it('Cancel Application on the offer: confirm, the cancel call, AppCancelled; Close keeps the offer', () => {
    const { actor } = driveFrom({ afterSubmission: { statusDetails: 'enquiry' } });
    actor.send(done('loadStatusEnquiry', statusView('BTL', 'LI')));
    actor.send({ type: 'user.cancelApplication' });
    actor.send({ type: 'user.close' });
    expect(routeOf(actor.getSnapshot())).toBe('ReviewOffer');
    actor.send({ type: 'user.cancelApplication' });
    actor.send({ type: 'user.confirm' });
    actor.send(done('cancelApplication', undefined));
    expect(routeOf(actor.getSnapshot())).toBe('AppCancelled');
  });
});
