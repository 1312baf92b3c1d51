import { describe, expect, it } from 'vitest';
import { samplePreview } from '../../../src/analysis/eventSamples';
import type { AccountsData } from '../../../machines/types';
import { done, driveFrom } from '../oracles/drive';
import { statusView } from '../oracles/samples';
import { financingApplication } from './financingApplication';

/*
 * What the journey keeps of the bank's answers, for the page that shows them next (spec 1, 4.3;
 * spec 2, 2.3, 2.6, 2.13, 2.14 and 4; spec 3, "Supporting-document upload").
 */

const branches = [{ branchCode: '001', branchDescription: 'Raffles Place' }, { branchCode: '002', branchDescription: 'Orchard' }];
const saved = { disbursement_Branch_Code: '002', disbursement_Branch_Desc: 'Orchard', disbursement_Branch_Account_No: '' };

describe('the account step (spec 1, 4.3)', () => {
  it('the branches, the accounts and the saved choice are kept for the form', () => {
    const accounts: AccountsData = { branches, accountNumbers: ['1234567890', '9876543210'], saved };
    const { actor } = driveFrom({ application: { accountDetails: 'loading' } });
    actor.send(done('loadAccounts', accounts));
    expect(actor.getSnapshot().matches({ application: { accountDetails: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context.accounts).toEqual(accounts);
  });

  it('accounts found on asking again join the branches and the saved choice already shown', () => {
    const { actor } = driveFrom({ application: { accountDetails: 'polling' } }, { accounts: { branches, accountNumbers: null, saved } });
    actor.send(done('pollAccounts', ['1234567890']));
    expect(actor.getSnapshot().matches({ application: { accountDetails: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context.accounts).toEqual({ branches, saved, accountNumbers: ['1234567890'] });
  });

  it('none found on asking again: the no-account dialog, the list known to be empty', () => {
    const { actor } = driveFrom({ application: { accountDetails: 'polling' } }, { accounts: { branches, accountNumbers: null, saved: null } });
    actor.send(done('pollAccounts', []));
    expect(actor.getSnapshot().matches({ application: { accountDetails: 'noAccount' } })).toBe(true);
    expect(actor.getSnapshot().context.accounts).toEqual({ branches, saved: null, accountNumbers: [] });
  });
});

describe('the summary and its edits (spec 2, 2.3)', () => {
  it('the summary loaded is the one shown', () => {
    const { actor } = driveFrom({ application: { preview: 'loading' } });
    actor.send(done('loadPreview', samplePreview));
    expect(actor.getSnapshot().matches({ application: { preview: 'reviewing' } })).toBe(true);
    expect(actor.getSnapshot().context.preview).toEqual(samplePreview);
  });

  it('the saved application loaded for an edit fills the form and decides the steps (property product, property step)', () => {
    const application = financingApplication('Personalised', { property: 'Y' });
    const { actor } = driveFrom({ application: { editDetails: 'loading' } }, { flags: { product: 'Online', propertyStep: false } });
    actor.send(done('loadFinancing', application));
    const s = actor.getSnapshot();
    expect(s.matches({ application: { editDetails: 'editing' } })).toBe(true);
    expect(s.context.financing).toEqual(application);
    expect(s.context.flags.product).toBe('Personalised');
    expect(s.context.flags.propertyStep).toBe(true);
  });

  it('no saved application: the form opens with what the journey had', () => {
    const { actor } = driveFrom({ application: { editDetails: 'loading' } }, { flags: { product: 'Online' } });
    actor.send(done('loadFinancing', null));
    expect(actor.getSnapshot().matches({ application: { editDetails: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context.flags.product).toBe('Online');
  });
});

describe('a returning user\'s verified OTP (spec 2, 2.6 and 4 "Status lookup result rules")', () => {
  const verified = (lookupOption: 'Status' | 'Resume') => {
    const { actor } = driveFrom({ returning: { welcome: { otp: 'verifying' } } }, { flags: { lookupOption } });
    actor.send(done('verifyOtp', { statusCode: '0', triesLeft: 3, token: 'rotated' }));
    return actor.getSnapshot();
  };
  it('Status Enquiry / View Offer reads the status', () => {
    expect(verified('Status').matches({ afterSubmission: { statusDetails: 'enquiry' } })).toBe(true);
  });
  it('Resume Application goes on to the identity service', () => {
    expect(verified('Resume').matches({ application: 'myInfoLanding' })).toBe(true);
  });
});

describe('after the offer (spec 2, 2.13 and 2.14)', () => {
  const status = statusView('BTL', 'LO').request.StatusDtls;
  it('a board meeting date already submitted shows read-only, that date', () => {
    const date = { day: '01', month: '12', year: '2026' };
    const { actor } = driveFrom({ afterSubmission: { boardMeetingDate: 'loading' } }, { status });
    actor.send(done('loadBoardMeeting', date));
    expect(actor.getSnapshot().matches({ afterSubmission: { boardMeetingDate: 'submitted' } })).toBe(true);
    expect(actor.getSnapshot().context.boardMeeting).toEqual(date);
  });

  it('the letter of offer loaded is the one shown', () => {
    const letter = { applicationNo: 'SME20261122000001', acceptanceStatus: 'Pending' };
    const { actor } = driveFrom({ afterSubmission: { letterOfOffer: 'loading' } }, { status });
    actor.send(done('loadLetterOfOffer', letter));
    expect(actor.getSnapshot().matches({ afterSubmission: { letterOfOffer: 'shown' } })).toBe(true);
    expect(actor.getSnapshot().context.letterOfOffer).toEqual(letter);
  });
});

describe('files the page saves (spec 2, 2.8 to 2.12 Save PDF; spec 3, View File)', () => {
  it('the application PDF downloaded is handed to the page to save, under its name', () => {
    const { actor } = driveFrom({ afterSubmission: { aStatusInfoDetails: { shown: 'savingPdf' } } });
    const saved: unknown[] = [];
    actor.on('file.save', (e) => saved.push(e));
    const file = { blob: new Blob(['%PDF']), fileName: 'SME20261122000001.pdf' };
    actor.send(done('downloadApplicationPdf', file));
    expect(saved).toEqual([{ type: 'file.save', ...file }]);
    expect(actor.getSnapshot().matches({ afterSubmission: { aStatusInfoDetails: { shown: 'idle' } } })).toBe(true);
  });

  it('another applicant\'s PDF is saved, not shown in the image viewer', () => {
    const { actor } = driveFrom({ afterSubmission: { uploadDetails: 'openingDocument' } });
    const saved: unknown[] = [];
    actor.on('file.save', (e) => saved.push(e));
    const file = { blob: new Blob(['%PDF']), fileName: 'statement.pdf' };
    actor.send(done('openDocument', { kind: 'pdf', file }));
    expect(actor.getSnapshot().matches({ afterSubmission: { uploadDetails: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context.documentImage).toBeNull();
    expect(saved).toEqual([{ type: 'file.save', ...file }]);
  });

  it('an image opens in the viewer', () => {
    const { actor } = driveFrom({ afterSubmission: { uploadDetails: 'openingDocument' } });
    actor.send(done('openDocument', { kind: 'image', name: 'photo.png', src: 'data:image/png;base64,AA==' }));
    expect(actor.getSnapshot().matches({ afterSubmission: { uploadDetails: 'viewingImage' } })).toBe(true);
    expect(actor.getSnapshot().context.documentImage).toEqual({ name: 'photo.png', src: 'data:image/png;base64,AA==' });
  });
});
