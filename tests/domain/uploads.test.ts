import { messages } from '../../src/domain/messages';
import {
  countOfType,
  documentTypeCodeOf,
  fileExtension,
  fileProblem,
  formatFileSize,
  imageMimeType,
  lastRowError,
  storedExtension,
  SUGGESTED_DOCUMENTS,
  typeLimitError,
} from '../../src/domain/uploads';

const typeProblem = { title: 'File Type Not Supported', body: 'Please ensure your file format is in JPEG, PNG or PDF format' };
const sizeProblem = { title: 'File Size Too Large', body: 'Please ensure your file is below 15MB' };

describe('file checks (spec 3 s5: png, jpg, jpeg, pdf; at most 15,000,000 bytes)', () => {
  it.each([
    ['report.pdf', 1000, undefined],
    ['REPORT.PDF', 1000, undefined],
    ['scan.png', 1000, undefined],
    ['scan.jpg', 1000, undefined],
    ['scan.jpeg', 1000, undefined],
    ['scan.JPeG', 1000, undefined],
    ['report.docx', 1000, typeProblem],
    ['archive.pdf.zip', 1000, typeProblem],
    ['scan.gif', 1000, typeProblem],
    ['noextension', 1000, typeProblem],
    ['report.pdf', 15_000_000, undefined],
    ['report.pdf', 15_000_001, sizeProblem],
    ['report.docx', 20_000_000, typeProblem],
  ])('%s of %i bytes -> %o', (name, size, problem) => {
    expect(fileProblem({ name, size })).toEqual(problem);
  });

  it('uses the catalogue messages', () => {
    expect(fileProblem({ name: 'a.txt', size: 1 })).toEqual({ title: messages.fileTypeTitle, body: messages.fileTypeBody });
    expect(fileProblem({ name: 'a.png', size: 16_000_000 })).toEqual({ title: messages.fileSizeTitle, body: messages.fileSizeBody });
  });
});

describe('extensions', () => {
  it.each([
    ['a.PDF', 'pdf'],
    ['a.b.jpg', 'jpg'],
    ['a', ''],
  ])('fileExtension(%s) = %s', (name, ext) => expect(fileExtension(name)).toBe(ext));

  it.each([
    [{ fileExtension: '.pdf', rawFileName: 'x' }, 'pdf'],
    [{ fileExtension: 'PNG', rawFileName: 'x' }, 'png'],
    [{ fileExtension: '', rawFileName: 'x.jpeg' }, 'jpeg'],
  ])('storedExtension(%o) = %s', (doc, ext) => expect(storedExtension(doc)).toBe(ext));

  it.each([
    ['png', 'image/png'],
    ['jpg', 'image/jpeg'],
    ['jpeg', 'image/jpeg'],
  ])('imageMimeType(%s) = %s', (ext, mime) => expect(imageMimeType(ext)).toBe(mime));
});

describe('document types of files on the server', () => {
  it.each([
    ['Financial Report', 'FS'],
    ['Management Account', 'MA'],
    ['Draft Account', 'DA'],
    ['Bank Statement', 'BS'],
    ['Option to Purchase', 'OTP'],
    ['bank statement', 'BS'],
    ['BS', 'BS'],
    ['Unknown', undefined],
  ])('%s -> %s', (label, code) => expect(documentTypeCodeOf(label)).toBe(code));
});

const server = (label: string, n: number) => Array.from({ length: n }, () => ({ fileDescription: label }));
const rows = (type: string, n: number, hasFile = true) => Array.from({ length: n }, () => ({ documentType: type, hasFile }));

describe('at most 10 documents per type, counting those on the server (spec 3 s5)', () => {
  it.each([
    ['none yet', [], [], undefined],
    ['9 on the server', server('Bank Statement', 9), [], undefined],
    ['10 on the server', server('Bank Statement', 10), [], messages.uploadLimit],
    ['5 on the server, 4 rows', server('Bank Statement', 5), rows('BS', 4), undefined],
    ['5 on the server, 5 rows', server('Bank Statement', 5), rows('BS', 5), messages.uploadLimit],
    ['10 rows', [], rows('BS', 10), messages.uploadLimit],
    ['10 rows without files yet', [], rows('BS', 10, false), undefined],
    ['10 of another type', server('Financial Report', 10), rows('FS', 10), undefined],
  ] as const)('%s -> %s', (_why, onServer, otherRows, error) => {
    expect(typeLimitError('BS', otherRows, onServer)).toBe(error);
  });

  it('counts the server files and the rows with files of the type', () => {
    expect(countOfType('BS', [...rows('BS', 2), ...rows('BS', 1, false), ...rows('FS', 3)], [...server('Bank Statement', 3), ...server('Draft Account', 1)])).toBe(5);
  });
});

describe('the last row needs a type and a file before adding a row or uploading (spec 3 s5)', () => {
  it.each([
    ['type and file', [{ documentType: 'FS', hasFile: true }], undefined],
    ['type only', [{ documentType: 'FS', hasFile: false }], messages.uploadRowIncomplete],
    ['file only', [{ documentType: '', hasFile: true }], messages.uploadRowIncomplete],
    ['neither', [{ documentType: '', hasFile: false }], messages.uploadRowIncomplete],
    ['no rows', [], messages.uploadRowIncomplete],
    ['complete then incomplete', [{ documentType: 'FS', hasFile: true }, { documentType: '', hasFile: false }], messages.uploadRowIncomplete],
  ] as const)('%s -> %s', (_why, r, error) => {
    expect(lastRowError(r)).toBe(error);
  });

  it('uses the quoted message', () => {
    expect(messages.uploadRowIncomplete).toBe('Please choose type of document and upload your document.');
  });
});

describe('display', () => {
  it('lists the three suggested documents of spec 3 s1', () => {
    expect(SUGGESTED_DOCUMENTS).toEqual([
      'Latest 2 years financial report (profit and loss, balance sheet)',
      'Latest 6 months operating bank statement',
      'Option to Purchase (property loans only)',
    ]);
  });

  it.each([
    [500, '500 B'],
    [20_400, '20 KB'],
    [1_250_000, '1.3 MB'],
  ])('formatFileSize(%i) = %s', (bytes, text) => expect(formatFileSize(bytes)).toBe(text));
});
