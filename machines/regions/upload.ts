import { journeySetup } from '../setup';
import { failTo, loadFailedStates, popupState } from './shared';

/** What the page offers while the user edits; also after a file could not be opened. */
const editingEvents = {
  'user.uploadNow': { target: 'uploading', actions: ['clearUploadRejections', 'assignUploadSent'] },
  'user.maybeLater': '#journey.statusDetails.enquiry',
  'user.removeDocument': 'removing',
  'user.replaceDocument': { target: 'replacing', actions: ['clearUploadRejections', 'assignReplacement'] },
  'user.viewDocument': 'openingDocument',
} as const;

/** Spec 3, "Supporting-document upload" and sections 4-5: rows of type + file, then StatusDetails. */
export const uploadDetails = journeySetup.createStateConfig({
  description: 'Supporting documents: rows of type and file; MAYBE LATER or UPLOAD NOW, then the status again.',
  meta: { route: 'UploadDetails', spec: '3: 2, 4, 5, 7' },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      description: 'GET GetUploadDetails/{referenceNo}: every applicant\'s files.',
      invoke: {
        id: 'loadUploads',
        src: 'loadUploads',
        input: ({ context }) => ({ token: context.token ?? '', refNo: context.referenceNo ?? '' }),
        onDone: { target: 'editing', actions: 'assignUploads' },
        onError: failTo('loadFailed', 'showGetFailed'),
      },
    },
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
          token: context.token ?? '',
          refNo: context.referenceNo ?? '',
          document: context.uploads?.find((d) => event.type === 'user.viewDocument' && d.fileID === event.fileID),
        }),
        onDone: [
          {
            guard: { type: 'isImageDocument', params: ({ event }) => event.output },
            target: 'viewingImage',
            actions: { type: 'assignDocumentImage', params: ({ event }) => event.output },
          },
          { target: 'editing', actions: { type: 'emitOpenedPdfToSave', params: ({ event }) => event.output } },
        ],
        onError: 'viewFailed',
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
      // Not 'busy': the page stays visible (buttons disabled) so the progress bar of each file shows.
      tags: ['uploading'],
      description: 'Upload the files not yet on the server, one by one, with a progress bar each.',
      invoke: {
        id: 'uploadDocuments',
        src: 'uploadDocuments',
        input: ({ context, event }) => ({
          token: context.token ?? '',
          refNo: context.referenceNo ?? '',
          applicantId: context.statusExtras?.applicantIdNum ?? '',
          files: event.type === 'user.uploadNow' ? event.files : [],
        }),
        onDone: [
          { guard: 'hasUploadRejections', target: 'editing', actions: 'assignUploadResult' },
          { target: '#journey.statusDetails.enquiry', actions: 'assignUploadResult' },
        ],
        onError: failTo('failed', 'showSaveFailed'),
      },
    },
    removing: {
      tags: ['busy'],
      description: 'PUT DeleteDocumentUpload for one of the user\'s own files.',
      invoke: {
        id: 'removeDocument',
        src: 'removeDocument',
        input: ({ context, event }) => ({
          token: context.token ?? '',
          refNo: context.referenceNo ?? '',
          fileID: event.type === 'user.removeDocument' ? event.fileID : '',
        }),
        onDone: { target: 'editing', actions: 'assignUploads' },
        onError: failTo('failed', 'showSaveFailed'),
      },
    },
    replacing: {
      tags: ['uploading'],
      description: 'Upload the new file, then remove the one it replaces.',
      invoke: {
        id: 'replaceDocument',
        src: 'replaceDocument',
        input: ({ context, event }) => ({
          token: context.token ?? '',
          refNo: context.referenceNo ?? '',
          applicantId: context.statusExtras?.applicantIdNum ?? '',
          fileID: event.type === 'user.replaceDocument' ? event.fileID : '',
          files: event.type === 'user.replaceDocument' ? [event.upload] : [],
        }),
        onDone: { target: 'editing', actions: 'assignUploadResult' },
        onError: failTo('failed', 'showSaveFailed'),
      },
    },
    failed: popupState('editing', 'An upload or removal failed: timed error popup; the rows keep their files.'),
  },
});
