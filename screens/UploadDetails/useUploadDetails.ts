import { JourneyContext } from '../../machines/journeyContext';
import type { PendingUpload } from '../../machines/types';
import { useSaveEmittedFiles } from '../shared/useSaveEmittedFiles';
import { useUploadProgress } from './useUploadProgress';

const NO_UIDS: readonly string[] = [];

/** What journey.uploadDetails shows, and the events the page may send. */
export function useUploadDetails() {
  const loadFailed = JourneyContext.useSelector((s) => s.hasTag('loadFailed'));
  const loading = JourneyContext.useSelector((s) => s.matches({ uploadDetails: 'loading' }));
  const editable = JourneyContext.useSelector((s) => s.matches({ uploadDetails: 'editing' }) || s.matches({ uploadDetails: 'viewFailed' }));
  const uploading = JourneyContext.useSelector((s) => s.hasTag('uploading'));
  const viewFailed = JourneyContext.useSelector((s) => s.hasTag('viewFailed'));
  const uploads = JourneyContext.useSelector((s) => s.context.uploads);
  const rejections = JourneyContext.useSelector((s) => s.context.uploadRejections);
  const sent = JourneyContext.useSelector((s) => s.context.uploadSent);
  const replacement = JourneyContext.useSelector((s) => s.context.replacement);
  const image = JourneyContext.useSelector((s) => s.context.documentImage);
  const ownerId = JourneyContext.useSelector((s) => s.context.statusExtras?.applicantIdNum ?? '');
  const send = JourneyContext.useActorRef().send;
  const progress = useUploadProgress();
  useSaveEmittedFiles();
  return {
    loadFailed,
    loading,
    disabled: !editable,
    uploading,
    viewFailed,
    documents: uploads ?? [],
    rejections,
    /** The rows UPLOAD NOW sent; once the bank answered, those it did not refuse are on the server. */
    sent: sent ?? NO_UIDS,
    replacement,
    image,
    ownerId,
    progress,
    uploadNow: (files: PendingUpload[]) => send({ type: 'user.uploadNow', files }),
    maybeLater: () => send({ type: 'user.maybeLater' }),
    removeDocument: (fileID: string) => send({ type: 'user.removeDocument', fileID }),
    replaceDocument: (fileID: string, upload: PendingUpload) => send({ type: 'user.replaceDocument', fileID, upload }),
    viewDocument: (fileID: string) => send({ type: 'user.viewDocument', fileID }),
    closeViewer: () => send({ type: 'user.close' }),
  };
}

export type UploadDetailsBinding = ReturnType<typeof useUploadDetails>;
