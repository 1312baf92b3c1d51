import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { createActor, toPromise, type AnyActorLogic, type InputFrom } from 'xstate';
import * as actors from '../../../machines/actors';
import { PACKAGE_ID_DEFAULT, PACKAGE_ID_FIRST_USER_CONTINUE } from '../../../src/domain/constants';
import { messages } from '../../../src/domain/messages';
import { DOCUMENT_TYPES } from '../../../src/domain/reference';
import { paths } from '../../../src/contract/paths';
import { ServiceError } from '../../../services/errors';
import type { Applicant } from '../../../src/contract';
import type { PendingUpload } from '../../../machines/types';

/*
 * Each named actor is one call to the bank (spec 2, section 7 call table; spec 1, section 7): the bank's
 * services are replaced by recorders, and each actor is checked for what it asks for, with which values.
 */

const calls = vi.hoisted(() => {
  const answer = (name: string) => vi.fn(async (..._args: unknown[]): Promise<unknown> => `${name} answer`);
  return {
    fetchToken: answer('fetchToken'),
    lookupPostal: answer('lookupPostal'),
    getPersonas: answer('getPersonas'),
    retrieveIdentity: answer('retrieveIdentity'),
    requestOtp: answer('requestOtp'),
    verifyOtp: answer('verifyOtp'),
    assessAtStart: answer('assessAtStart'),
    preQualify: answer('preQualify'),
    removePropertyRow: answer('removePropertyRow'),
    smedl: Object.fromEntries(
      ['createState', 'saveFinancing', 'getFinancing', 'updateFinancing', 'getCompany', 'saveCompany', 'getPersons', 'savePersons',
        'getBranches', 'getAccountList', 'getAccountDetails', 'saveAccount', 'getPropertyDetails', 'saveProperty', 'saveDeclarations',
        'getPreview', 'submitApplication'].map((n) => [n, answer(n)]),
    ),
    status: Object.fromEntries(
      ['loadStatusView', 'lookupStatus', 'saveNonLending', 'cancelApplication', 'getBoardMeeting', 'validateBoardMeeting', 'saveBoardMeeting',
        'getLetterOfOffer'].map((n) => [n, answer(n)]),
    ),
    upload: Object.fromEntries(['getUploads', 'uploadDocument', 'deleteDocument', 'getDocumentImage', 'downloadBlob'].map((n) => [n, answer(n)])),
  };
});
vi.mock('../../../services/deferred', () => calls);
vi.mock('../../../services/accountPolling', () => ({ pollAccountList: (ask: () => Promise<unknown>) => ask() }));

const run = <L extends AnyActorLogic>(logic: L, input: InputFrom<L>) => toPromise(createActor(logic, { input }).start());

beforeEach(() => vi.clearAllMocks());

describe('calls in the applicant\'s session', () => {
  it('without a token fail as an expired session, and the bank is not called', async () => {
    await expect(run(actors.loadPreview, { token: null, stateId: 's-1' })).rejects.toMatchObject({ kind: 'unauthorized' });
    await expect(run(actors.uploadDocuments, { token: null, refNo: 'R1', applicantId: 'S1', files: [] })).rejects.toMatchObject({ kind: 'unauthorized' });
    await expect(run(actors.replaceDocument, { token: null, refNo: 'R1', applicantId: 'S1', files: [], fileID: 'f' })).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(calls.smedl.getPreview).not.toHaveBeenCalled();
    expect(calls.upload.getUploads).not.toHaveBeenCalled();
  });

  const passedThrough: [AnyActorLogic, unknown, Mock, unknown[]][] = [
    [actors.loadPreview, { token: 't', stateId: 's-1' }, calls.smedl.getPreview, ['t', 's-1']],
    [actors.loadPersons, { token: 't', stateId: 's-1' }, calls.smedl.getPersons, ['t', 's-1']],
    [actors.loadFinancing, { token: 't', refNo: 'R1' }, calls.smedl.getFinancing, ['t', 'R1']],
    [actors.loadProperty, { token: 't', refNo: 'R1' }, calls.smedl.getPropertyDetails, ['t', 'R1']],
    [actors.saveDeclarations, { token: 't', stateId: 's-1' }, calls.smedl.saveDeclarations, ['t', 's-1']],
    [actors.preQualify, { token: 't', stateId: 's-1' }, calls.preQualify, ['t', 's-1']],
    [actors.loadUploads, { token: 't', refNo: 'R1' }, calls.upload.getUploads, ['t', 'R1']],
    [actors.loadLetterOfOffer, { token: 't', applicationNo: 'A1' }, calls.status.getLetterOfOffer, ['t', 'A1']],
    [actors.loadBoardMeeting, { token: 't', applicationNo: 'A1' }, calls.status.getBoardMeeting, ['t', 'A1']],
    [actors.cancelApplication, { token: 't', refNo: 'R1', uen: 'U1' }, calls.status.cancelApplication, ['t', { refNo: 'R1', uen: 'U1' }]],
    [actors.loadStatus, { token: 't', stateId: 's-1', refNo: 'R1', origin: 'enquiry' }, calls.status.loadStatusView, ['t', 's-1', 'R1', 'enquiry']],
    [actors.lookupStatus, { token: 't', option: 'Resume', uen: 'U1', nric: 'S1' }, calls.status.lookupStatus, ['t', 'Resume', 'U1', 'S1']],
    [actors.requestOtp, { token: 't', target: { mobile: '9', stateId: 's', refNo: 'R', order: 1 } }, calls.requestOtp, ['t', { mobile: '9', stateId: 's', refNo: 'R', order: 1 }]],
    [actors.verifyOtp, { token: 't', target: { mobile: '9', stateId: 's', refNo: 'R', order: 1 }, otp: '123456' }, calls.verifyOtp, ['t', { mobile: '9', stateId: 's', refNo: 'R', order: 1 }, '123456']],
    [actors.retrieveIdentity, { token: 't', stateId: 's-1', code: 'c' }, calls.retrieveIdentity, ['t', 's-1', 'c', undefined]],
    [actors.retrieveIdentity, { token: 't', stateId: 's-1', code: 'c', providerState: 'p-1' }, calls.retrieveIdentity, ['t', 's-1', 'c', 'p-1']],
    [actors.pollAccounts, { token: 't', stateId: 's-1' }, calls.smedl.getAccountList, ['t', 's-1']],
  ];

  it.each(passedThrough)('pass the token and the ids through to the call (%#)', async (logic, input, spy, args) => {
    await expect(toPromise(createActor(logic, { input }).start())).resolves.toMatch(/ answer$/);
    expect(spy).toHaveBeenCalledWith(...args);
  });
});

describe('what the calls send', () => {
  it('a new application starts identity retrieval with package 13000; a first user continuing with 12000 (spec 1, 4.1)', async () => {
    await run(actors.createState, { token: 't' });
    expect(calls.smedl.createState).toHaveBeenLastCalledWith('t', PACKAGE_ID_DEFAULT, expect.stringContaining('<dataFields>'));
    await run(actors.startRetrieval, { token: 't', firstUser: true });
    expect(calls.smedl.createState).toHaveBeenLastCalledWith('t', PACKAGE_ID_FIRST_USER_CONTINUE, expect.any(String));
    await run(actors.startRetrieval, { token: 't', firstUser: false });
    expect(calls.smedl.createState).toHaveBeenLastCalledWith('t', PACKAGE_ID_DEFAULT, expect.any(String));
  });

  it('the browser facts go as XML: host and user agent, escaped (spec 1, section 7)', async () => {
    await run(actors.createState, { token: 't' });
    const xml = String(calls.smedl.createState.mock.calls[0][2]);
    expect(xml).toMatch(/^<dataFields><browserName>[^<]*<\/browserName><version><\/version><fullVersion><\/fullVersion><os><\/os><hostName>[^<]+<\/hostName><userAgent>[^<]+<\/userAgent><\/dataFields>$/);
  });

  it('the persons are saved under the state and the reference', async () => {
    const applicants: Applicant[] = [{ OrderNumber: 1, IDNumber: 'S1', Person_Name: 'A', MobileNumber: '91234567', Email_Address: 'a@b.sg' }];
    await run(actors.savePersons, { token: 't', stateId: 's-1', referenceNo: 'R1', applicants });
    expect(calls.smedl.savePersons).toHaveBeenCalledWith('t', { StateId: 's-1', ReferenceNo: 'R1', ApplicantDtls: applicants });
  });

  it('the non-lending preferences go under the bank\'s field names (spec 2, section 7)', async () => {
    await run(actors.saveNonLending, {
      token: 't',
      refNo: 'R1',
      preferences: { businessInsurance: 'Y', fxDeskServices: 'N', halalNetworkAndCertifiedAdvisory: 'Y', myCurrentAccount: 'N', smeStartDigital: 'Y' },
    });
    expect(calls.status.saveNonLending).toHaveBeenCalledWith('t', {
      referenceno: 'R1', BusinessInsurance: 'Y', FXDeskServices: 'N', HalalNetworkAndCertifiedAdvisory: 'Y', MYCurrentAccount: 'N', SMEStartDigital: 'Y',
    });
  });

  it('the board meeting date goes as yyyymmdd, month and day in two digits (spec 2, section 7)', async () => {
    const date = { day: 5, month: 3, year: 2026 };
    await run(actors.validateBoardMeeting, { token: 't', applicationNo: 'A1', uen: 'U1', date });
    expect(calls.status.validateBoardMeeting).toHaveBeenCalledWith('t', 'A1', 'U1', '20260305');
    await run(actors.saveBoardMeeting, { token: 't', applicationNo: 'A1', uen: 'U1', date: { day: 25, month: 12, year: 2026 } });
    expect(calls.status.saveBoardMeeting).toHaveBeenCalledWith('t', { applicationNo: 'A1', uen: 'U1', bmdate: '20261225' });
  });

  it('the accounts: branches, then the account list, then the saved form; without the account check no list is asked for', async () => {
    await expect(run(actors.loadAccounts, { token: 't', stateId: 's-1', accountCheck: true })).resolves.toEqual({
      branches: 'getBranches answer', accountNumbers: 'getAccountList answer', saved: 'getAccountDetails answer',
    });
    expect(calls.smedl.getAccountList).toHaveBeenCalledWith('t', 's-1');
    expect(calls.smedl.getAccountDetails).toHaveBeenCalledWith('t', 's-1');
    vi.clearAllMocks();
    await expect(run(actors.loadAccounts, { token: 't', stateId: 's-1', accountCheck: false })).resolves.toMatchObject({ accountNumbers: null });
    expect(calls.smedl.getAccountList).not.toHaveBeenCalled();
  });

  it('removing a document deletes it, then lists what is left', async () => {
    await expect(run(actors.removeDocument, { token: 't', refNo: 'R1', fileID: 'f1' })).resolves.toBe('getUploads answer');
    expect(calls.upload.deleteDocument).toHaveBeenCalledWith('t', { fileID: 'f1', referenceNo: 'R1' });
  });

  it('the application PDF is saved under the name given (spec 2, 9)', async () => {
    await expect(run(actors.downloadApplicationPdf, { token: 't', stateId: 's-1', refNo: 'R1', fileName: 'R1.pdf' })).resolves.toEqual({
      blob: 'downloadBlob answer', fileName: 'R1.pdf',
    });
    expect(calls.upload.downloadBlob).toHaveBeenCalledWith('t', expect.stringContaining('s-1'));
  });

  it('the tester personas: a refusal lists none rather than interrupting the page', async () => {
    calls.getPersonas.mockResolvedValueOnce({ personas: ['p'] });
    await expect(run(actors.loadSandboxPersonas, undefined)).resolves.toEqual(['p']);
    calls.getPersonas.mockRejectedValueOnce(new Error('404'));
    await expect(run(actors.loadSandboxPersonas, undefined)).resolves.toEqual([]);
  });

  it('a file lost with a reload is asked for again, and a replacement refused keeps the old file', async () => {
    // A snapshot restored after a reload holds the file as a plain object, not a File.
    const lost: PendingUpload = { uid: 'u1', documentType: 'FS', file: JSON.parse(JSON.stringify(new File(['x'], 'a.pdf'))) };
    await expect(run(actors.replaceDocument, { token: 't', refNo: 'R1', applicantId: 'S1', files: [lost], fileID: 'old' })).resolves.toEqual({
      uploads: 'getUploads answer',
      rejections: [{ uid: 'u1', fileName: '', message: messages.uploadLost }],
      stored: [],
    });
    expect(calls.upload.uploadDocument).not.toHaveBeenCalled();
    expect(calls.upload.deleteDocument).not.toHaveBeenCalled();
  });

  it('a replacement the bank took removes the old file', async () => {
    calls.upload.uploadDocument.mockResolvedValueOnce({ isSucess: true, data: { message: null }, model: null });
    const file = new File(['%PDF-1.4'], 'new.pdf', { type: 'application/pdf' });
    await run(actors.replaceDocument, { token: 't', refNo: 'R1', applicantId: 'S1', files: [{ uid: 'u1', documentType: 'FS', file }], fileID: 'old' });
    expect(calls.upload.deleteDocument).toHaveBeenCalledWith('t', { fileID: 'old', referenceNo: 'R1' });
  });

  it('View File: a PDF is saved under its own name, an image opens as a data address (spec 3, "Supporting-document upload")', async () => {
    const doc = { fileID: 'f-1', rawFileName: 'accounts.pdf', fileExtension: '.pdf', fileSizeInBytes: 10, fileDescription: DOCUMENT_TYPES.FS, owner: 'S1', referenceNo: 'R1' };
    await expect(run(actors.openDocument, { token: 't', refNo: 'R1', document: doc })).resolves.toEqual({ kind: 'pdf', file: { blob: 'downloadBlob answer', fileName: 'accounts.pdf' } });
    expect(calls.upload.downloadBlob).toHaveBeenCalledWith('t', paths.documentPdf('R1', 'FS', 'f-1'));
    expect(calls.upload.getDocumentImage).not.toHaveBeenCalled();

    calls.upload.getDocumentImage.mockResolvedValueOnce({ fileExtension: '.png', content: 'AAAA' });
    const image = { ...doc, fileID: 'f-2', rawFileName: 'photo.png', fileExtension: '.png' };
    await expect(run(actors.openDocument, { token: 't', refNo: 'R1', document: image })).resolves.toEqual({ kind: 'image', name: 'photo.png', src: 'data:image/png;base64,AAAA' });
    expect(calls.upload.getDocumentImage).toHaveBeenCalledWith('t', 'R1', 'FS', 'f-2');

    calls.upload.getDocumentImage.mockResolvedValueOnce({ fileExtension: '', content: 'BBBB' });
    await expect(run(actors.openDocument, { token: 't', refNo: 'R1', document: { ...image, rawFileName: 'scan.jpg', fileExtension: '.jpg' } })).resolves.toMatchObject({ src: 'data:image/jpeg;base64,BBBB' });
    // The image answered without its extension: the type is the one the file was stored with.
    calls.upload.getDocumentImage.mockResolvedValueOnce({ fileExtension: '', content: 'CCCC' });
    await expect(run(actors.openDocument, { token: 't', refNo: 'R1', document: image })).resolves.toMatchObject({ src: 'data:image/png;base64,CCCC' });
  });

  it('View File on a document no longer listed fails, without a call', async () => {
    await expect(run(actors.openDocument, { token: 't', refNo: 'R1', document: undefined })).rejects.toThrow();
    expect(calls.upload.downloadBlob).not.toHaveBeenCalled();
  });

  it('an upload: a file the bank refuses is reported with its message; an expired session ends the upload; any other failure is that file\'s', async () => {
    const file = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
    const files: PendingUpload[] = [
      { uid: 'u1', documentType: 'FS', file: file('a.pdf') },
      { uid: 'u2', documentType: 'FS', file: file('b.pdf') },
      { uid: 'u3', documentType: 'FS', file: file('c.pdf') },
    ];
    calls.upload.uploadDocument
      .mockResolvedValueOnce({ isSucess: false, data: { message: null }, model: null })
      .mockRejectedValueOnce(new ServiceError('server', 'Upload failed'))
      .mockResolvedValueOnce({ isSucess: true, data: { message: null }, model: null });
    await expect(run(actors.uploadDocuments, { token: 't', refNo: 'R1', applicantId: 'S1', files })).resolves.toEqual({
      uploads: 'getUploads answer',
      rejections: [
        { uid: 'u1', fileName: 'a.pdf', message: messages.uploadRefused },
        { uid: 'u2', fileName: 'b.pdf', message: 'Upload failed' },
      ],
      stored: ['c.pdf'],
    });
    calls.upload.uploadDocument.mockRejectedValueOnce(new ServiceError('unauthorized', 'expired'));
    await expect(run(actors.uploadDocuments, { token: 't', refNo: 'R1', applicantId: 'S1', files: files.slice(0, 1) })).rejects.toMatchObject({ kind: 'unauthorized' });
  });

  it('the browser facts are escaped for XML', async () => {
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 <x>&"\'' });
    try {
      await run(actors.createState, { token: 't' });
      const xml = String(calls.smedl.createState.mock.calls[0][2]);
      expect(xml).toContain('<browserName>Mozilla/5.0</browserName>');
      expect(xml).toContain('<userAgent>Mozilla/5.0 &#60;x&#62;&#38;&#34;&#39;</userAgent>');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
