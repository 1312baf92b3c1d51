import { JourneyContext, useJourneyState, type JourneySnapshot } from '../../machines/journeyContext';
import { selectLoadFailed } from '../shared/useLoadFailed';
import type { PendingUpload } from '../../machines/types';
import { useSaveEmittedFiles } from '../shared/useSaveEmittedFiles';
import { useUploadProgress } from './useUploadProgress';

const NO_DOCUMENTS: readonly never[] = [];
const NO_UIDS: readonly string[] = [];

/** What journey.afterSubmission.uploadDetails shows: its state, the files on the server, the rows sent, the viewer. */
export const selectUploadDetails = (s: JourneySnapshot) => ({
  ...selectLoadFailed(s),
  loading: s.matches({ afterSubmission: { uploadDetails: 'loading' } }),
  disabled: !(s.matches({ afterSubmission: { uploadDetails: 'editing' } }) || s.matches({ afterSubmission: { uploadDetails: 'viewFailed' } })),
  uploading: s.hasTag('uploading'),
  viewFailed: s.hasTag('viewFailed'),
  documents: s.context.uploads ?? NO_DOCUMENTS,
  rejections: s.context.uploadRejections,
  /** The rows UPLOAD NOW sent; once the bank answered, those it did not refuse are on the server. */
  sent: s.context.uploadSent ?? NO_UIDS,
  replacement: s.context.replacement,
  image: s.context.documentImage,
  ownerId: s.context.statusExtras?.applicantIdNum ?? '',
  /** The running upload (UPLOAD NOW or a replacement), whose progress the page shows. */
  upload: s.children.uploadDocuments ?? s.children.replaceDocument,
});

export function useUploadDetails() {
  const { upload, ...view } = useJourneyState(selectUploadDetails);
  const send = JourneyContext.useActorRef().send;
  const { progress, stored } = useUploadProgress(upload);
  useSaveEmittedFiles();
  return {
    ...view,
    progress,
    stored,
    uploadNow: (files: PendingUpload[]) => send({ type: 'user.uploadNow', files }),
    maybeLater: () => send({ type: 'user.maybeLater' }),
    removeDocument: (fileID: string) => send({ type: 'user.removeDocument', fileID }),
    replaceDocument: (fileID: string, upload: PendingUpload) => send({ type: 'user.replaceDocument', fileID, upload }),
    viewDocument: (fileID: string) => send({ type: 'user.viewDocument', fileID }),
    closeViewer: () => send({ type: 'user.close' }),
    retry: () => send({ type: 'user.retry' }),
  };
}

export type UploadDetailsBinding = ReturnType<typeof useUploadDetails>;
