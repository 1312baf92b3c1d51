import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, transition, type AnyActorLogic, type EmittedFrom, type InputFrom, type OutputFrom } from 'xstate';
import type { UploadedDocument } from '../../../src/contract';
import { journeyMachine } from '../../../machines/journey.machine';
import { journeyActors } from '../../../machines/actors';
import type { JourneyContext, PendingUpload } from '../../../machines/types';

/*
 * Spec 3, "Supporting-document upload" and sections 4-5: the documents of the application, uploaded in the
 * name of the applicant the status names; own files replaced or removed, others' viewed.
 */

function recorder<L extends AnyActorLogic>(_logic: L, seen: InputFrom<L>[]) {
  return fromPromise<OutputFrom<L>, InputFrom<L>, EmittedFrom<L>>(({ input }) => {
    seen.push(input);
    return new Promise(() => undefined);
  });
}

const mine: UploadedDocument = {
  fileID: 'f-1', rawFileName: 'accounts.pdf', fileExtension: '.pdf', fileSizeInBytes: 1200, fileDescription: 'Financial Statements', owner: 'S1234567D', referenceNo: 'SME1',
};
const theirs: UploadedDocument = { ...mine, fileID: 'f-2', rawFileName: 'photo.png', fileExtension: '.png', owner: 'S7654321A' };
const pending: PendingUpload = { uid: 'u-1', documentType: 'FS', file: new File(['%PDF-1.4'], 'new.pdf', { type: 'application/pdf' }) };

function onPage(context: Partial<JourneyContext> = {}) {
  const started = createActor(journeyMachine).getSnapshot().context;
  return journeyMachine.resolveState({
    value: { afterSubmission: { uploadDetails: 'editing' } },
    context: {
      ...started, token: 't-1', stateId: 's-1', referenceNo: 'SME1', uploads: [mine, theirs],
      statusExtras: { applicantIdNum: 'S1234567D', aip: null, property: null, documents: { hasFinancialStatement: 'N', hasManagementAccount: 'N', hasDraftAccount: 'N', hasBankStatement: 'N', hasOTP: 'N' } }, ...context,
    },
  });
}

describe('the calls of the upload page', () => {
  it('upload now: the files, for the reference, in the name of the applicant the status names', () => {
    const seen: InputFrom<typeof journeyActors.uploadDocuments>[] = [];
    const actor = createActor(journeyMachine.provide({ actors: { uploadDocuments: recorder(journeyActors.uploadDocuments, seen) } }), { snapshot: onPage({ uploadRejections: [{ uid: 'old', fileName: 'x', message: 'm' }] }) }).start();
    actor.send({ type: 'user.uploadNow', files: [pending] });
    expect(actor.getSnapshot().context.uploadSent).toEqual(['u-1']);
    expect(actor.getSnapshot().context.uploadRejections).toEqual([]);
    actor.stop();
    expect(seen).toEqual([{ token: 't-1', refNo: 'SME1', applicantId: 'S1234567D', files: [pending] }]);
  });

  it('replace: the new file and the one it replaces', () => {
    const seen: InputFrom<typeof journeyActors.replaceDocument>[] = [];
    const actor = createActor(journeyMachine.provide({ actors: { replaceDocument: recorder(journeyActors.replaceDocument, seen) } }), { snapshot: onPage() }).start();
    actor.send({ type: 'user.replaceDocument', fileID: 'f-1', upload: pending });
    expect(actor.getSnapshot().context.replacement).toEqual({ fileID: 'f-1', uid: 'u-1', name: 'new.pdf' });
    actor.stop();
    expect(seen).toEqual([{ token: 't-1', refNo: 'SME1', applicantId: 'S1234567D', fileID: 'f-1', files: [pending] }]);
  });

  it('remove: the file named, for the reference', () => {
    const seen: InputFrom<typeof journeyActors.removeDocument>[] = [];
    const actor = createActor(journeyMachine.provide({ actors: { removeDocument: recorder(journeyActors.removeDocument, seen) } }), { snapshot: onPage() }).start();
    actor.send({ type: 'user.removeDocument', fileID: 'f-1' });
    actor.stop();
    expect(seen).toEqual([{ token: 't-1', refNo: 'SME1', fileID: 'f-1' }]);
  });

  it('view: the document asked for, found among the application\'s', () => {
    const seen: InputFrom<typeof journeyActors.openDocument>[] = [];
    const actor = createActor(journeyMachine.provide({ actors: { openDocument: recorder(journeyActors.openDocument, seen) } }), { snapshot: onPage() }).start();
    actor.send({ type: 'user.viewDocument', fileID: 'f-2' });
    actor.stop();
    expect(seen).toEqual([{ token: 't-1', refNo: 'SME1', document: theirs }]);
  });

  it('the documents loaded are the page\'s rows', () => {
    const loading = journeyMachine.resolveState({ value: { afterSubmission: { uploadDetails: 'loading' } }, context: onPage({ uploads: null }).context });
    const [loaded] = transition(journeyMachine, loading, { type: 'xstate.done.actor.loadUploads', output: [mine] } as never);
    expect(loaded.matches({ afterSubmission: { uploadDetails: 'editing' } })).toBe(true);
    expect(loaded.context.uploads).toEqual([mine]);
  });
});

describe('what the page shows after a call', () => {
  it('an image opens in the viewer; Close returns to the page without it', () => {
    const opening = journeyMachine.resolveState({ value: { afterSubmission: { uploadDetails: 'openingDocument' } }, context: onPage().context });
    const [viewing] = transition(journeyMachine, opening, { type: 'xstate.done.actor.openDocument', output: { kind: 'image', name: 'photo.png', src: 'data:image/png;base64,AA' } } as never);
    expect(viewing.matches({ afterSubmission: { uploadDetails: 'viewingImage' } })).toBe(true);
    expect(viewing.context.documentImage).toEqual({ name: 'photo.png', src: 'data:image/png;base64,AA' });
    const [closed] = transition(journeyMachine, viewing, { type: 'user.close' });
    expect(closed.context.documentImage).toBeNull();
  });

  it('a refused file keeps the page with the refusal; all stored goes back to the status', () => {
    const uploading = journeyMachine.resolveState({ value: { afterSubmission: { uploadDetails: 'uploading' } }, context: onPage().context });
    const refusal = { uid: 'u-1', fileName: 'new.pdf', message: 'File Type Not Supported' };
    const [refused] = transition(journeyMachine, uploading, { type: 'xstate.done.actor.uploadDocuments', output: { uploads: [mine], rejections: [refusal], stored: [] } } as never);
    expect(refused.matches({ afterSubmission: { uploadDetails: 'editing' } })).toBe(true);
    expect(refused.context.uploadRejections).toEqual([refusal]);
    const [stored] = transition(journeyMachine, uploading, { type: 'xstate.done.actor.uploadDocuments', output: { uploads: [mine, theirs], rejections: [], stored: ['mine.pdf'] } } as never);
    expect(stored.matches({ afterSubmission: { statusDetails: 'enquiry' } })).toBe(true);
    expect(stored.context.uploads).toEqual([mine, theirs]);
    expect(stored.context.uploadConfirmed).toEqual(['mine.pdf']);
  });
});
