import { withOutput } from '../actorResults';
import { sessionToken } from '../session';
import { journeySetup } from '../setup';
import type { JourneyContext } from '../types';
import { callState, loadFailedStates, loadingState, popupState, sessionKept } from './shared';

/** The application's documents: every call of the page is about its reference. */
const documents = (context: JourneyContext) => ({ token: sessionToken(context), refNo: context.referenceNo ?? '' });

/** Files go up in the name of the applicant the status names. */
const uploader = (context: JourneyContext) => ({ ...documents(context), applicantId: context.statusExtras?.applicantIdNum ?? '' });

/** What the page offers while the user edits; also after a file could not be opened. */
const editingEvents = {
  'user.uploadNow': { target: 'uploading', actions: ['clearUploadRejections', 'assignUploadSent'] },
  'user.maybeLater': '#journey.afterSubmission.statusDetails.enquiry',
  'user.removeDocument': 'removing',
  'user.replaceDocument': { target: 'replacing', actions: ['clearUploadRejections', 'assignReplacement'] },
  'user.viewDocument': 'openingDocument',
} as const;

/** Spec 3, "Supporting-document upload" and sections 4-5: rows of type + file, then StatusDetails. */
export const uploadDetails = journeySetup.createStateConfig({
  description: 'Supporting documents: rows of type and file; MAYBE LATER or UPLOAD NOW, then the status again.',
  meta: { route: 'UploadDetails', spec: '3: 2, 4, 5, 7' },
  // The confirmation of an earlier upload has been read on the status page by now.
  entry: 'clearUploadConfirmed',
  initial: 'loading',
  states: {
    loading: loadingState("GET GetUploadDetails/{referenceNo}: every applicant's files.", {
      src: 'loadUploads',
      input: ({ context }) => documents(context),
      onDone: { target: 'editing', actions: withOutput('assignUploads') },
    }),
    ...loadFailedStates('Loading the documents failed.'),
    editing: {
      description: 'Rows of document type and file; own files can be replaced or removed, others\' only viewed.',
      on: editingEvents,
    },
    openingDocument: {
      description: "View File on another applicant's file: GET the PDF to save, or the image to show.",
      invoke: {
        id: 'openDocument',
        src: 'openDocument',
        input: ({ context, event }) => ({
          ...documents(context),
          document: context.uploads?.find((d) => event.type === 'user.viewDocument' && d.fileID === event.fileID),
        }),
        onDone: [
          { guard: withOutput('isImageDocument'), target: 'viewingImage', actions: withOutput('assignDocumentImage') },
          { target: 'editing', actions: withOutput('emitOpenedPdfToSave') },
        ],
        onError: { guard: sessionKept, target: 'viewFailed' },
      },
    },
    viewingImage: {
      description: 'The image in a popup viewer; Close returns to the page.',
      on: { 'user.close': { target: 'editing', actions: 'clearDocumentImage' } },
    },
    viewFailed: {
      tags: ['viewFailed'],
      description: 'The file could not be opened: the page says so under the list and stays usable.',
      on: editingEvents,
    },
    uploading: {
      ...callState('Upload the files not yet on the server, one by one, with a progress bar each.', 'failed', 'showSaveFailed', {
        src: 'uploadDocuments',
        input: ({ context, event }) => ({ ...uploader(context), files: event.type === 'user.uploadNow' ? event.files : [] }),
        onDone: [
          { guard: withOutput('hasUploadRejections'), target: 'editing', actions: withOutput('assignUploadResult') },
          { target: '#journey.afterSubmission.statusDetails.enquiry', actions: withOutput('assignUploadResult') },
        ],
      }),
      // Not 'busy': the page stays visible (buttons disabled) so the progress bar of each file shows.
      tags: ['uploading'],
    },
    removing: callState("PUT DeleteDocumentUpload for one of the user's own files.", 'failed', 'showSaveFailed', {
      src: 'removeDocument',
      input: ({ context, event }) => ({ ...documents(context), fileID: event.type === 'user.removeDocument' ? event.fileID : '' }),
      onDone: { target: 'editing', actions: withOutput('assignUploads') },
    }),
    replacing: {
      ...callState('Upload the new file, then remove the one it replaces.', 'failed', 'showSaveFailed', {
        src: 'replaceDocument',
        input: ({ context, event }) => ({
          ...uploader(context),
          fileID: event.type === 'user.replaceDocument' ? event.fileID : '',
          files: event.type === 'user.replaceDocument' ? [event.upload] : [],
        }),
        onDone: { target: 'editing', actions: withOutput('assignUploadResult') },
      }),
      tags: ['uploading'],
    },
    failed: popupState('editing', 'An upload or removal failed: timed error popup; the rows keep their files.'),
  },
});
