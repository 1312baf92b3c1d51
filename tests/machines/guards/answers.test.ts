import { describe, expect, it } from 'vitest';
import { routeOf } from '../../../machines/routes';
import { ACCOUNT_LOADING_TIMEOUT_MS } from '../../../src/domain/constants';
import { errorCodeMessages } from '../../../src/domain/messages';
import { done, driveFrom } from '../oracles/drive';

const branches = [{ branchCode: '001', branchDescription: 'Raffles Place' }];

/**
 * Spec 1, 4.3: a null account list on first load with no saved branch asks whether to try again; the
 * no-result and no-account dialogs; without the account-check service (spec 3, 9) the form opens.
 */
describe('account list on first load', () => {
  const load = (accountNumbers: string[] | null, savedBranch: string, switches = '') => {
    const { actor } = driveFrom({ application: { accountDetails: 'loading' } }, {}, switches);
    const saved = savedBranch ? { disbursement_Branch_Code: savedBranch, disbursement_Branch_Desc: 'Raffles Place', disbursement_Branch_Account_No: '1' } : null;
    actor.send(done('loadAccounts', { branches, accountNumbers, saved }));
    return actor.getSnapshot();
  };
  it.each([
    [null, '', '', 'confirmingPoll'],
    [null, '001', '', 'editing'],
    [[], '', '', 'noAccount'],
    [['1234567890'], '', '', 'editing'],
    [['1234567890', '9876543210'], '', '', 'editing'],
    [null, '', 'accountCheck=off', 'editing'],
    [[], '', 'accountCheck=off', 'editing'],
  ] as const)('list %j, saved branch %j, %s: %s', (list, saved, switches, state) => {
    expect(load(list === null ? null : [...list], saved, switches).matches({ application: { accountDetails: state } })).toBe(true);
  });

  it.each([
    [null, 'noResult'],
    [[], 'noAccount'],
    [['1234567890'], 'editing'],
  ] as const)('asked again (Yes): list %j: %s', (list, state) => {
    const { actor } = driveFrom({ application: { accountDetails: 'polling' } }, { accounts: { branches, accountNumbers: null, saved: null } });
    actor.send(done('pollAccounts', list === null ? null : [...list]));
    expect(actor.getSnapshot().matches({ application: { accountDetails: state } })).toBe(true);
  });

  it('asked again: the loading dialog gives up after its timeout (no result)', () => {
    const { actor, clock } = driveFrom({ application: { accountDetails: 'confirmingPoll' } }, { accounts: { branches, accountNumbers: null, saved: null } });
    actor.send({ type: 'user.confirm' });
    clock.increment(ACCOUNT_LOADING_TIMEOUT_MS - 1);
    expect(actor.getSnapshot().matches({ application: { accountDetails: 'polling' } })).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ application: { accountDetails: 'noResult' } })).toBe(true);
  });
});

/** Spec 3, upload behaviour: refused files stay on the page with their message; none refused shows the status again. */
describe('UPLOAD NOW answer', () => {
  const rejection = (n: number) => ({ uid: `row-${n}`, fileName: `f${n}.pdf`, message: 'File Size Too Large' });
  it.each([
    [0, 'StatusDetails'],
    [1, 'UploadDetails'],
    [2, 'UploadDetails'],
  ])('%i refused: %s', (n, route) => {
    const { actor } = driveFrom({ afterSubmission: { uploadDetails: 'uploading' } });
    const rejections = Array.from({ length: n }, (_, i) => rejection(i + 1));
    actor.send(done('uploadDocuments', { uploads: [], rejections }));
    expect(routeOf(actor.getSnapshot())).toBe(route);
    if (n > 0) expect(actor.getSnapshot().context.uploadRejections).toEqual(rejections);
  });
});

/** Spec 2, 2.13: the bank validates the date; a refused one shows the 14-day message with the fields cleared. */
describe('board meeting date', () => {
  const date = { day: 1, month: 12, year: 2026 };
  it('valid: saved, then read-only with the date', () => {
    const { actor } = driveFrom({ afterSubmission: { boardMeetingDate: 'validating' } }, { boardMeetingDraft: date });
    actor.send(done('validateBoardMeeting', true));
    expect(actor.getSnapshot().matches({ afterSubmission: { boardMeetingDate: 'saving' } })).toBe(true);
    actor.send(done('saveBoardMeeting', undefined));
    expect(actor.getSnapshot().matches({ afterSubmission: { boardMeetingDate: 'submitted' } })).toBe(true);
    expect(actor.getSnapshot().context.boardMeeting).toEqual(date);
  });
  it('refused: the form again, refused, fields cleared', () => {
    const { actor } = driveFrom({ afterSubmission: { boardMeetingDate: 'validating' } }, { boardMeetingDraft: date });
    actor.send(done('validateBoardMeeting', false));
    expect(actor.getSnapshot().matches({ afterSubmission: { boardMeetingDate: { editing: 'refused' } } })).toBe(true);
    expect(actor.getSnapshot().context.boardMeetingDraft).toBeNull();
  });
  it('a date already submitted loads read-only; none loads the form', () => {
    const loaded = driveFrom({ afterSubmission: { boardMeetingDate: 'loading' } });
    loaded.actor.send(done('loadBoardMeeting', date));
    expect(loaded.actor.getSnapshot().matches({ afterSubmission: { boardMeetingDate: 'submitted' } })).toBe(true);
    const blank = driveFrom({ afterSubmission: { boardMeetingDate: 'loading' } });
    blank.actor.send(done('loadBoardMeeting', null));
    expect(blank.actor.getSnapshot().matches({ afterSubmission: { boardMeetingDate: { editing: 'blank' } } })).toBe(true);
  });
});

/** Spec 2, 4 "Submit on the summary" 4: SUCCESS or GREEN proceeds (OTP bar if enabled, else on); otherwise Rejected. */
describe('pre-qualification at submit', () => {
  it.each([
    [true, '', true, { application: { preview: 'requestingOtp' } }],
    [true, 'otpBar=off', true, { application: { preview: 'nonLending' } }],
    [true, 'otpBar=off,nonLending=off', true, { application: { preview: 'submitting' } }],
    [true, 'otpBar=off', false, { application: { preview: 'submitting' } }],
    [false, '', true, { application: { preview: 'rejecting' } }],
    [false, 'otpBar=off', true, { application: { preview: 'rejecting' } }],
  ] as const)('passed %s, switches %j, first user %s: %j', (passed, switches, firstUser, state) => {
    const { actor } = driveFrom({ application: { preview: 'preQualifying' } }, { flags: { firstUser } }, switches);
    actor.send(done('preQualify', passed ? { passed } : { passed, code: 'M09' }));
    expect(actor.getSnapshot().matches(state)).toBe(true);
  });

  it('failed: the Rejected record saved, then PreKnockoutFailed with the code', () => {
    const { actor } = driveFrom({ application: { preview: 'preQualifying' } });
    actor.send(done('preQualify', { passed: false, code: 'M09' }));
    actor.send(done('saveRejection', 'SME20261122000001'));
    expect(routeOf(actor.getSnapshot())).toBe('PreKnockoutFailed');
    expect(actor.getSnapshot().context.preKnockoutCode).toBe('M09');
  });

  it('the submit returns a null reference: M21, still on the summary', () => {
    const { actor } = driveFrom({ application: { preview: 'submitting' } });
    actor.send(done('submitApplication', null));
    expect(actor.getSnapshot().matches({ application: { preview: 'submitFailed' } })).toBe(true);
    expect(actor.getSnapshot().context.popup?.body).toBe(errorCodeMessages.M21);
    expect(actor.getSnapshot().context.submittedRefNo).toBeNull();
  });
});

/** Spec 2, 4 "Return from the national identity service" 5 and 6. */
describe('identity service outcome', () => {
  const retrieved = (output: object, firstUser: boolean, product: 'Online' | 'Personalised' = 'Online') => {
    const { actor } = driveFrom({ application: { myInfoLanding: 'retrieving' } }, { flags: { firstUser, product } });
    actor.send(done('retrieveIdentity', output));
    return actor.getSnapshot();
  };
  it('OK, first user: the assessment, then CompanyDetails', () => expect(retrieved({ outcome: 'ok' }, true).matches({ application: { myInfoLanding: 'assessing' } })).toBe(true));
  it('OK, another applicant of the term loan: the person details', () => expect(routeOf(retrieved({ outcome: 'ok' }, false))).toBe('PersonDetails'));
  it('OK, another applicant of another product: SubAPLanding', () => expect(routeOf(retrieved({ outcome: 'ok' }, false, 'Personalised'))).toBe('SubAPLanding'));
  it.each(['M10', '1010', 'M27'])('%s: InvalidDirectors', (code) => expect(routeOf(retrieved({ outcome: 'invalidDirectors', code }, true))).toBe('InvalidDirectors'));
  it('another code: InvalidEntity with it', () => {
    const s = retrieved({ outcome: 'invalidEntity', code: 'NON-LIVE' }, true);
    expect(routeOf(s)).toBe('InvalidEntity');
    expect(s.context.errorType).toBe('NON-LIVE');
  });
  it.each([
    [true, 'CompanyDetails'],
    [false, 'PreKnockoutFailed'],
  ])('assessment passed %s: %s', (passed, route) => {
    const { actor } = driveFrom({ application: { myInfoLanding: 'assessing' } });
    actor.send(done('assessAtStart', passed ? { passed } : { passed, code: '500' }));
    expect(routeOf(actor.getSnapshot())).toBe(route);
  });
});

/** Spec 2, 4 "Status lookup result rules". */
describe('Welcome lookup answer', () => {
  const result = { referenceNo: 'SME20261122000001', status: 'SUBMITTED', isFirstUser: 'true', isContinue: 'false', moblileNo: '91234567', stateid: 'st-1', name: 'Tan', product: 'BTL', isAuthorisedPerson: 'Y' };
  const lookUp = (option: 'Status' | 'Resume', outcome: object, switches = '') => {
    const lookup = { option, uen: '201912345K', nric: 'S1234567D', result: null };
    const { actor } = driveFrom({ returning: { welcome: 'lookingUp' } }, { lookup, referenceNo: null, flags: { lookupOption: option } }, switches);
    actor.send(done('lookupStatus', { outcome, result: 'kind' in outcome && outcome.kind === 'notice' ? null : result }));
    return actor.getSnapshot();
  };
  it('no records: the notice on the form', () => {
    const s = lookUp('Status', { kind: 'notice', notice: 'noRecords' });
    expect(s.matches({ returning: { welcome: 'entering' } })).toBe(true);
    expect(s.context.lookupNotice).toBe('noRecords');
  });
  it('EXPIRED: InvalidApplication', () => expect(routeOf(lookUp('Status', { kind: 'invalidApplication', reason: 'EXPIRED' }))).toBe('InvalidApplication'));
  it('found, OTP bar on: the code is requested, three tries', () => {
    const s = lookUp('Status', { kind: 'continue', option: 'Status' });
    expect(s.matches({ returning: { welcome: 'requestingOtp' } })).toBe(true);
    expect(s.context.otpTriesLeft).toBe(3);
  });
  it('found, OTP bar off, status: StatusDetails at once', () => expect(routeOf(lookUp('Status', { kind: 'continue', option: 'Status' }, 'otpBar=off'))).toBe('StatusDetails'));
  it('found, OTP bar off, resume: the identity service at once', () => expect(routeOf(lookUp('Resume', { kind: 'continue', option: 'Resume' }, 'otpBar=off'))).toBe('MyInfoLanding'));
  it('the product is stored: BTL is the term loan, anything else the property product', () => {
    expect(lookUp('Status', { kind: 'continue', option: 'Status' }).context.flags.product).toBe('Online');
  });
});
