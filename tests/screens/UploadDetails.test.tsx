// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise, type AnyActorLogic, type StateValue } from 'xstate';
import { openDocument, type UploadEmitted, type UploadProgress, type UploadResult } from '../../machines/actors';
import type { JourneyContext, PendingUpload } from '../../machines/types';
import type { UploadedDocument } from '../../src/contract';
import UploadDetails from '../../screens/UploadDetails/UploadDetails';
import { renderJourney } from './journeyHarness';
import { setupUser, type User } from '../setup/user';
import { bankAtTestAddress, stubBank, type SentRequest } from './sessionBank';

bankAtTestAddress();
// The bank behind the real services: nothing found unless a test says what it answers.
type BankAnswer = ReturnType<Parameters<typeof stubBank>[0]>;
let bankAnswer: (r: SentRequest) => BankAnswer;
let sent: SentRequest[] = [];
beforeEach(() => {
  bankAnswer = () => ({ status: 404 });
  sent = stubBank((r) => bankAnswer(r));
});

const ME = 'S1234567D';
const doc = (fileID: string, fileDescription: string, rawFileName: string, owner = ME): UploadedDocument => ({
  fileID, rawFileName, fileExtension: rawFileName.split('.').pop() ?? '', fileSizeInBytes: 120_000, fileDescription, owner, referenceNo: 'r',
});

const extras = { applicantIdNum: ME, aip: null, property: null, documents: null };
// View File runs the chart's own actor and the real services, over the stand-in bank.
const renderUpload = (context: Partial<JourneyContext> = {}, actors: Record<string, AnyActorLogic> = {}, value: StateValue = { afterSubmission: { uploadDetails: 'editing' } }) =>
  renderJourney(<UploadDetails />, { value, context: { uploads: [], statusExtras: extras, ...context }, actors: { openDocument, ...actors } });

const typeOf = (n: number) => document.getElementById(`rows.${n - 1}.documentType`) as HTMLSelectElement;
const fileOf = (n: number) => document.getElementById(`rows.${n - 1}.file`) as HTMLInputElement;
const pdf = (name = 'report.pdf', size?: number) => {
  const f = new File(['%PDF-1.4'], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(f, 'size', { value: size });
  return f;
};
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

async function fillRow(user: User, n: number, type: string, file: File) {
  await user.selectOptions(typeOf(n), type);
  await user.upload(fileOf(n), file);
}

// jsdom has no object URLs: stand-ins for each test, put back after it.
const { createObjectURL, revokeObjectURL } = URL;
let clicked: HTMLAnchorElement[] = [];
beforeEach(() => {
  clicked = [];
  URL.createObjectURL = vi.fn(() => 'blob:doc') as typeof URL.createObjectURL;
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

describe('UploadDetails: the page', () => {
  it('asks for the supporting documents, lists the three suggested ones and the format and limit notes', () => {
    renderUpload();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/supporting documents/i);
    expect([...screen.getByTestId('suggested-documents').querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Latest 2 years financial report (profit and loss, balance sheet)',
      'Latest 6 months operating bank statement',
      'Option to Purchase (property loans only)',
    ]);
    const notes = screen.getByTestId('upload-notes').textContent;
    expect(notes).toMatch(/JPEG, PNG or PDF/);
    expect(notes).toMatch(/15MB/);
    expect(notes).toMatch(/10 documents/);
    expect([...typeOf(1).options].map((o) => o.textContent)).toEqual([
      'Please select', 'Financial Report', 'Management Account', 'Draft Account', 'Bank Statement', 'Option to Purchase',
    ]);
  });

  it('MAYBE LATER sends user.maybeLater', async () => {
    const user = setupUser();
    const h = renderUpload();
    await user.click(button('Maybe Later'));
    expect(h.events).toEqual([{ type: 'user.maybeLater' }]);
  });
});

describe('UploadDetails: rows of type and file', () => {
  it('needs type and file in the last row before adding a row or uploading', async () => {
    const user = setupUser();
    const h = renderUpload();
    await user.click(button('Add more attachments'));
    expect(screen.getByText('Please choose type of document and upload your document.')).toBeTruthy();
    expect(typeOf(2)).toBeNull();
    await user.click(button('Upload Now'));
    expect(screen.getByText('Please choose type of document and upload your document.')).toBeTruthy();
    expect(h.events).toEqual([]);
    await fillRow(user, 1, 'FS', pdf());
    await user.click(button('Add more attachments'));
    expect(typeOf(2)).toBeTruthy();
    expect(screen.queryByText('Please choose type of document and upload your document.')).toBeNull();
    await user.selectOptions(typeOf(2), 'BS');
    await user.click(button('Upload Now'));
    expect(screen.getByText('Please choose type of document and upload your document.')).toBeTruthy();
    expect(h.events).toEqual([]);
  });

  it("the picker's button says Choose File before a pick and Change File after, beside the file's name", async () => {
    const user = setupUser();
    renderUpload();
    const picker = () => within(screen.getByTestId('row-1')).getByTestId('row-1-choose');
    expect(picker().textContent).toBe('Choose File');
    await fillRow(user, 1, 'FS', pdf('accounts.pdf'));
    expect(picker().textContent).toBe('Change File');
    expect(screen.getByTestId('row-1-file').textContent).toMatch(/^accounts\.pdf/);
    // The input keeps its label, so a keyboard or screen-reader user picks the file as before.
    expect(screen.getByLabelText('Document 1')).toBe(fileOf(1));
  });

  it('refuses a file picked before its type', async () => {
    const user = setupUser();
    renderUpload();
    await user.upload(fileOf(1), pdf());
    expect(within(screen.getByTestId('row-1')).getByRole('alert').textContent).toBe('Please choose type of document and upload your document.');
    expect(screen.queryByTestId('row-1-file')).toBeNull();
  });

  it('locks the type once a file is attached', async () => {
    const user = setupUser();
    renderUpload();
    await user.selectOptions(typeOf(1), 'BS');
    expect(typeOf(1).disabled).toBe(false);
    await user.upload(fileOf(1), pdf('statement.pdf'));
    expect(typeOf(1).disabled).toBe(true);
    expect(screen.getByTestId('row-1-file').textContent).toMatch(/^statement\.pdf/);
  });

  it.each([
    ['report.docx', undefined, 'File Type Not Supported', 'Please ensure your file format is in JPEG, PNG or PDF format'],
    ['scan.gif', undefined, 'File Type Not Supported', 'Please ensure your file format is in JPEG, PNG or PDF format'],
    ['report.pdf', 15_000_001, 'File Size Too Large', 'Please ensure your file is below 15MB'],
  ])('refuses %s (%s bytes): %s', async (name, size, title, body) => {
    const user = setupUser({ applyAccept: false });
    renderUpload();
    await user.selectOptions(typeOf(1), 'FS');
    await user.upload(fileOf(1), pdf(name, size));
    const alert = within(screen.getByTestId('row-1')).getByRole('alert');
    expect(alert.querySelector('strong')?.textContent).toBe(title);
    expect(alert.textContent).toBe(`${title}${body}`);
    expect(screen.queryByTestId('row-1-file')).toBeNull();
    expect(typeOf(1).disabled).toBe(false);
  });

  it('accepts a file of exactly 15,000,000 bytes', async () => {
    const user = setupUser();
    renderUpload();
    await fillRow(user, 1, 'FS', pdf('big.pdf', 15_000_000));
    expect(screen.getByTestId('row-1-file')).toBeTruthy();
  });

  it('allows at most 10 documents per type, counting those on the server', async () => {
    const user = setupUser();
    const nine = Array.from({ length: 9 }, (_, i) => doc(`f${i}`, 'Bank Statement', `bs${i}.pdf`));
    renderUpload({ uploads: nine });
    await fillRow(user, 1, 'BS', pdf('tenth.pdf'));
    expect(screen.getByTestId('row-1-file')).toBeTruthy();
    await user.click(button('Add more attachments'));
    await fillRow(user, 2, 'BS', pdf('eleventh.pdf'));
    expect(within(screen.getByTestId('row-2')).getByRole('alert').textContent).toBe(
      'You have exceeded the upload limit of 10 documents for this document type.',
    );
    expect(screen.queryByTestId('row-2-file')).toBeNull();
    await user.selectOptions(typeOf(2), 'FS');
    await user.upload(fileOf(2), pdf('fs.pdf'));
    expect(screen.getByTestId('row-2-file')).toBeTruthy();
  });

  it('removes a pending row', async () => {
    const user = setupUser();
    renderUpload();
    await fillRow(user, 1, 'FS', pdf('a.pdf'));
    await user.click(button('Add more attachments'));
    await fillRow(user, 2, 'BS', pdf('b.pdf'));
    await user.click(button('Remove document 1'));
    expect(typeOf(1).value).toBe('BS');
    expect(typeOf(2)).toBeNull();
  });
});

describe('UploadDetails: UPLOAD NOW', () => {
  it('sends only the rows not yet on the server, each with its uid, type and file', async () => {
    const user = setupUser();
    const h = renderUpload({ uploads: [doc('f1', 'Financial Report', 'old.pdf')] });
    const a = pdf('a.pdf');
    const b = new File(['png'], 'b.png', { type: 'image/png' });
    await fillRow(user, 1, 'FS', a);
    await user.click(button('Add more attachments'));
    await fillRow(user, 2, 'BS', b);
    await user.click(button('Upload Now'));
    await waitFor(() => expect(h.events).toHaveLength(1));
    const e = h.events[0] as { type: string; files: PendingUpload[] };
    expect(e.type).toBe('user.uploadNow');
    expect(e.files.map((f) => [f.documentType, f.file])).toEqual([
      ['FS', a],
      ['BS', b],
    ]);
    expect(new Set(e.files.map((f) => f.uid)).size).toBe(2);
    expect(e.files.every((f) => typeof f.uid === 'string' && f.uid.length > 0 && f.uid.length <= 64)).toBe(true);
    expect(h.actor().getSnapshot().hasTag('uploading')).toBe(true);
  });

  it('shows a progress bar per file from the upload events, then the refusals next to their rows, which keep their files', async () => {
    const user = setupUser();
    let emit: ((e: UploadProgress) => void) | undefined;
    let finish: ((r: UploadResult) => void) | undefined;
    const uploadDocuments = fromPromise<UploadResult, { files: PendingUpload[] }, UploadProgress>(
      ({ emit: e }) =>
        new Promise<UploadResult>((resolve) => {
          emit = e;
          finish = resolve;
        }),
    );
    const h = renderUpload({}, { uploadDocuments });
    await fillRow(user, 1, 'FS', pdf('accepted.pdf'));
    await user.click(button('Add more attachments'));
    await fillRow(user, 2, 'BS', pdf('refused.pdf'));
    await user.click(button('Upload Now'));
    await waitFor(() => expect(emit).toBeDefined());
    const [first, second] = (h.events[0] as { files: PendingUpload[] }).files;
    const bar = (name: string) => screen.getByRole('progressbar', { name: `Uploading ${name}` }) as HTMLProgressElement;
    expect(bar('accepted.pdf').value).toBe(0);
    act(() => emit!({ type: 'upload.progress', uid: first!.uid, loaded: 40, total: 100 }));
    act(() => emit!({ type: 'upload.progress', uid: second!.uid, loaded: 10, total: 200 }));
    await waitFor(() => expect(bar('accepted.pdf').value).toBe(40));
    expect(bar('accepted.pdf').max).toBe(100);
    expect(bar('refused.pdf').value).toBe(10);
    expect(bar('refused.pdf').max).toBe(200);
    expect(button('Upload Now').disabled).toBe(true);

    act(() =>
      finish!({
        uploads: [doc('n1', 'Financial Report', 'accepted.pdf')],
        rejections: [{ uid: second!.uid, fileName: 'refused.pdf', message: 'The file is larger than 15MB.' }],
        stored: ['accepted.pdf'],
      }),
    );
    await waitFor(() => expect(h.actor().getSnapshot().matches({ afterSubmission: { uploadDetails: 'editing' } })).toBe(true));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    // The accepted file is now listed as uploaded; the refused one stays as a row with its file and the bank's message.
    expect(screen.getByTestId('uploaded-n1').textContent).toContain('accepted.pdf');
    expect(typeOf(1).value).toBe('BS');
    expect(screen.getByTestId('row-1-file').textContent).toMatch(/^refused\.pdf/);
    expect(within(screen.getByTestId('row-1')).getByRole('alert').textContent).toBe('The file is larger than 15MB.');
    expect(typeOf(2)).toBeNull();
    // A valid file picked again clears the bank's refusal of the one before.
    await user.upload(fileOf(1), pdf('smaller.pdf'));
    expect(screen.getByTestId('row-1-file').textContent).toMatch(/^smaller\.pdf/);
    expect(within(screen.getByTestId('row-1')).queryByRole('alert')).toBeNull();
    // Sending again sends only what is not on the server.
    await user.click(button('Upload Now'));
    await waitFor(() => expect(h.events).toHaveLength(2));
    expect((h.events[1] as { files: PendingUpload[] }).files.map((f) => f.file.name)).toEqual(['smaller.pdf']);
  });

  it('confirms each file by name in a live region once the bank has stored it, and keeps the confirmation on the page', async () => {
    const user = setupUser();
    let emit: ((e: UploadEmitted) => void) | undefined;
    let finish: ((r: UploadResult) => void) | undefined;
    const uploadDocuments = fromPromise<UploadResult, { files: PendingUpload[] }, UploadEmitted>(
      ({ emit: e }) =>
        new Promise<UploadResult>((resolve) => {
          emit = e;
          finish = resolve;
        }),
    );
    const h = renderUpload({}, { uploadDocuments });
    await fillRow(user, 1, 'FS', pdf('accounts.pdf'));
    await user.click(button('Add more attachments'));
    await fillRow(user, 2, 'BS', pdf('statement.pdf'));
    await user.click(button('Upload Now'));
    await waitFor(() => expect(emit).toBeDefined());
    const [first, second] = (h.events[0] as { files: PendingUpload[] }).files;
    const live = screen.getByRole('status');
    expect(live.textContent).toBe('');
    // Every byte sent is not yet a stored file: no confirmation until the bank says so.
    act(() => emit!({ type: 'upload.progress', uid: first!.uid, loaded: 100, total: 100 }));
    expect(live.textContent).toBe('');
    act(() => emit!({ type: 'upload.stored', uid: first!.uid, fileName: 'accounts.pdf' }));
    await waitFor(() => expect(live.textContent).toContain('accounts.pdf uploaded'));
    expect(within(screen.getByTestId('row-1')).queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Uploading statement.pdf' })).toBeTruthy();
    act(() =>
      finish!({
        uploads: [doc('n1', 'Financial Report', 'accounts.pdf')],
        rejections: [{ uid: second!.uid, fileName: 'statement.pdf', message: 'The file was not accepted. Please try again.' }],
        stored: ['accounts.pdf'],
      }),
    );
    await waitFor(() => expect(h.actor().getSnapshot().matches({ afterSubmission: { uploadDetails: 'editing' } })).toBe(true));
    expect(screen.getByRole('status').textContent).toBe('✓ accounts.pdf uploaded');
    expect(screen.getByRole('status').textContent).not.toContain('statement.pdf');
  });

  it('once every file is stored, the names go with the journey so the status page it leads to confirms them', async () => {
    const user = setupUser();
    const uploadDocuments = fromPromise<UploadResult, { files: PendingUpload[] }>(async () => ({ uploads: [doc('n1', 'Financial Report', 'accounts.pdf'), doc('n2', 'Bank Statement', 'statement.pdf')], rejections: [], stored: ['accounts.pdf', 'statement.pdf'] }));
    const h = renderUpload({}, { uploadDocuments });
    await fillRow(user, 1, 'FS', pdf('accounts.pdf'));
    await user.click(button('Add more attachments'));
    await fillRow(user, 2, 'BS', pdf('statement.pdf'));
    await user.click(button('Upload Now'));
    await waitFor(() => expect(h.actor().getSnapshot().matches({ afterSubmission: { uploadDetails: 'editing' } })).toBe(false));
    expect(h.actor().getSnapshot().context.uploadConfirmed).toEqual(['accounts.pdf', 'statement.pdf']);
  });

  it('keeps every row when the upload call fails', async () => {
    const user = setupUser();
    renderUpload({}, { uploadDocuments: fromPromise(async () => Promise.reject(new Error('network'))) });
    await fillRow(user, 1, 'FS', pdf('a.pdf'));
    await user.click(button('Upload Now'));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(screen.getByTestId('row-1-file').textContent).toMatch(/^a\.pdf/);
  });
});

describe('UploadDetails: files on the server', () => {
  const mine = doc('m1', 'Financial Report', 'mine.pdf');
  const theirsPdf = doc('t1', 'Bank Statement', 'theirs.pdf', 'S7654321B');
  const theirsImage = doc('t2', 'Management Account', 'theirs.png', 'S7654321B');

  const openMenu = async (user: User, name: string) => {
    await user.click(button(`Options for ${name}`));
    return screen.getByRole('menu', { name: `Options for ${name}` });
  };

  it("offers Replace File and Remove File for the user's own files, View File for another applicant's", async () => {
    const user = setupUser();
    renderUpload({ uploads: [mine, theirsPdf] });
    let menu = await openMenu(user, 'mine.pdf');
    expect(within(menu).getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['View File', 'Replace File', 'Remove File']);
    await user.click(button('Options for mine.pdf'));
    menu = await openMenu(user, 'theirs.pdf');
    expect(within(menu).getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['View File']);
  });

  it('Remove File asks first, naming the file; Cancel and Escape keep it, Remove File sends user.removeDocument with the file id', async () => {
    const user = setupUser();
    const h = renderUpload({ uploads: [mine] });
    await user.click(within(await openMenu(user, 'mine.pdf')).getByRole('menuitem', { name: 'Remove File' }));
    let dialog = screen.getByRole('dialog', { name: 'Remove this file?' });
    expect(dialog.textContent).toContain('mine.pdf');
    expect(h.events).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(within(await openMenu(user, 'mine.pdf')).getByRole('menuitem', { name: 'Remove File' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(h.events).toEqual([]);
    await user.click(within(await openMenu(user, 'mine.pdf')).getByRole('menuitem', { name: 'Remove File' }));
    dialog = screen.getByRole('dialog', { name: 'Remove this file?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove File' }));
    expect(h.events).toEqual([{ type: 'user.removeDocument', fileID: 'm1' }]);
  });

  it('View File opens one of the user\'s own files too, so they can check what they sent', async () => {
    const user = setupUser();
    const h = renderUpload({ uploads: [mine] });
    await user.click(within(await openMenu(user, 'mine.pdf')).getByRole('menuitem', { name: 'View File' }));
    expect(h.events[0]).toEqual({ type: 'user.viewDocument', fileID: 'm1' });
    // The bank is asked for the file: seen here, so the request cannot land in the next test's record.
    await waitFor(() => expect(sent.map((r) => r.url)).toEqual(['/api/v1/SMEDL/GetDocumentUploadPDF/r/FS/m1']));
  });

  it('Replace File picks a file and sends user.replaceDocument with the type of the file it replaces', async () => {
    const user = setupUser();
    const h = renderUpload({ uploads: [mine] });
    await user.click(within(await openMenu(user, 'mine.pdf')).getByRole('menuitem', { name: 'Replace File' }));
    const next = pdf('newer.pdf');
    await user.upload(screen.getByTestId('replace-picker') as HTMLInputElement, next);
    await waitFor(() => expect(h.events).toHaveLength(1));
    const e = h.events[0] as { type: string; fileID: string; upload: PendingUpload };
    expect(e).toMatchObject({ type: 'user.replaceDocument', fileID: 'm1', upload: { documentType: 'FS', file: next } });
    expect(e.upload.uid).toEqual(expect.any(String));
    expect(screen.getByRole('progressbar', { name: 'Uploading newer.pdf' })).toBeTruthy();
  });

  it("shows the bank's refusal of a replacement against the file, which stays", async () => {
    const user = setupUser();
    const replaceDocument = fromPromise<UploadResult, { files: PendingUpload[] }>(async ({ input }) => ({
      uploads: [mine],
      rejections: [{ uid: input.files[0]!.uid, fileName: 'newer.pdf', message: 'The file is larger than 15MB.' }],
      stored: [],
    }));
    renderUpload({ uploads: [mine] }, { replaceDocument });
    await user.click(within(await openMenu(user, 'mine.pdf')).getByRole('menuitem', { name: 'Replace File' }));
    await user.upload(screen.getByTestId('replace-picker') as HTMLInputElement, pdf('newer.pdf'));
    expect((await within(screen.getByTestId('uploaded-m1')).findByRole('alert')).textContent).toBe('The file is larger than 15MB.');
    expect(screen.getByTestId('uploaded-m1').textContent).toContain('mine.pdf');
  });

  it('refuses a replacement of the wrong type before sending it', async () => {
    const user = setupUser({ applyAccept: false });
    const h = renderUpload({ uploads: [mine] });
    await user.click(within(await openMenu(user, 'mine.pdf')).getByRole('menuitem', { name: 'Replace File' }));
    await user.upload(screen.getByTestId('replace-picker') as HTMLInputElement, pdf('notes.txt'));
    expect(within(screen.getByTestId('uploaded-m1')).getByRole('alert').textContent).toBe(
      'File Type Not SupportedPlease ensure your file format is in JPEG, PNG or PDF format',
    );
    expect(h.events).toEqual([]);
  });

  it('downloads a PDF under its own name', async () => {
    const user = setupUser();
    bankAnswer = () => new Response('%PDF-1.4', { headers: { 'content-type': 'application/octet-stream' } });
    renderUpload({ uploads: [theirsPdf], token: 'tok', referenceNo: 'REF1' });
    await user.click(within(await openMenu(user, 'theirs.pdf')).getByRole('menuitem', { name: 'View File' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(sent).toEqual([{ url: '/api/v1/SMEDL/GetDocumentUploadPDF/REF1/BS/t1', method: 'GET', authorization: 'Bearer tok', keepalive: false }]);
    expect(clicked[0]!.download).toBe('theirs.pdf');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens an image in a popup viewer', async () => {
    const user = setupUser();
    bankAnswer = () => ({ status: 200, body: { isSucess: true, model: { content: 'aGVsbG8=', fileExtension: 'png' } } });
    renderUpload({ uploads: [theirsImage], token: 'tok', referenceNo: 'REF1' });
    await user.click(within(await openMenu(user, 'theirs.png')).getByRole('menuitem', { name: 'View File' }));
    const dialog = await screen.findByRole('dialog', { name: 'theirs.png' });
    expect(sent).toEqual([{ url: '/api/v1/SMEDL/GetDocumentUploadImage/REF1/MA/t2', method: 'GET', authorization: 'Bearer tok', keepalive: false }]);
    expect(within(dialog).getByRole('img', { name: 'theirs.png' }).getAttribute('src')).toBe('data:image/png;base64,aGVsbG8=');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when a file cannot be opened', async () => {
    const user = setupUser();
    // The bank has no content for it: the answer a removed file gets.
    bankAnswer = () => ({ status: 200, body: { isSucess: true, model: null } });
    renderUpload({ uploads: [theirsImage], token: 'tok', referenceNo: 'REF1' });
    await user.click(within(await openMenu(user, 'theirs.png')).getByRole('menuitem', { name: 'View File' }));
    expect(await screen.findByText('Unable to retrieve data. Please try again.')).toBeTruthy();
  });
});
