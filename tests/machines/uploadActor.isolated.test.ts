import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { uploadDocuments, type UploadEmitted } from '../../machines/actors';

/** The bank: the first file is stored, the second refused; each reports its bytes going out on the way. */
const services = vi.hoisted(() => ({
  uploadDocument: vi.fn(async (_token: string, u: { uid: string; file: File }, onProgress: (loaded: number, total: number) => void) => {
    onProgress(u.file.size / 2, u.file.size);
    onProgress(u.file.size, u.file.size);
    const refused = u.file.name === 'notes.pdf';
    return { isSucess: !refused, data: { message: refused ? 'File Type Not Supported' : null }, model: null };
  }),
  getUploads: vi.fn(async () => []),
}));
vi.mock('../../services/upload', async (importOriginal) => ({ ...(await importOriginal<object>()), ...services }));

describe('the upload actor', () => {
  it('reports the progress of each file and, for the files the bank stored only, that they are stored', async () => {
    const file = (name: string) => new File(['%PDF-1.4 content'], name, { type: 'application/pdf' });
    const actor = createActor(uploadDocuments, {
      input: {
        token: 't',
        refNo: 'R1',
        applicantId: 'S1234567D',
        files: [
          { uid: 'u1', documentType: 'FS', file: file('accounts.pdf') },
          { uid: 'u2', documentType: 'FS', file: file('notes.pdf') },
        ],
      },
    });
    const seen: UploadEmitted[] = [];
    actor.on('*', (e) => seen.push(e));
    actor.start();
    const result = await toPromise(actor);
    expect(seen.filter((e) => e.type === 'upload.stored')).toEqual([{ type: 'upload.stored', uid: 'u1', fileName: 'accounts.pdf' }]);
    expect(seen.filter((e) => e.type === 'upload.progress').map((e) => e.uid)).toEqual(['u1', 'u1', 'u2', 'u2']);
    expect(result.rejections).toEqual([{ uid: 'u2', fileName: 'notes.pdf', message: 'File Type Not Supported' }]);
  });
});
