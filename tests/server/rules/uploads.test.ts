import { describe, expect, it } from 'vitest';
import * as uploads from '../../../server/areas/uploads/rules';

const { actingPerson, cleanFileName, closedRefusal, documentFlags, documentTypeOfLabel } = uploads;
const { fileRefusal, hasRoomForAnother, ownerRefusal, uploaderRefusal } = uploads;

// Spec 3, 5: the bank's words, a title then a line, sent as one message.
const TYPE = 'File Type Not Supported. Please ensure your file format is in JPEG, PNG or PDF format';
const SIZE = 'File Size Too Large. Please ensure your file is below 15MB';

const persons = [
  { IDNumber: 'S1234567D', OrderNumber: 1 },
  { IDNumber: 'S7654321E', OrderNumber: 2 },
];

describe('which refusal a received file gets (spec 3, 5)', () => {
  const file = (fileName: string, size = 1000, tooLarge = false) => ({ fileName, size, tooLarge });

  it('lets png, jpg, jpeg and pdf of any case through to the content check', () => {
    for (const name of ['a.png', 'b.JPG', 'c.jpeg', 'd.Pdf']) expect(fileRefusal(file(name))).toBeUndefined();
  });

  it('refuses any other extension, or none, with the type message', () => {
    for (const name of ['a.gif', 'b.exe', 'c.pdf.exe', 'noextension']) expect(fileRefusal(file(name))).toBe(TYPE);
  });

  it('refuses a file over 15 MB with the size message, but the type message first when both fail', () => {
    expect(fileRefusal(file('big.pdf', 0, true))).toBe(SIZE);
    expect(fileRefusal(file('big.gif', 0, true))).toBe(TYPE);
  });

  it('refuses an empty file and a name longer than 255 characters, in words of its own', () => {
    expect(fileRefusal(file('empty.pdf', 0))).toMatch(/^File Is Empty\./);
    expect(fileRefusal(file(`${'x'.repeat(252)}.pdf`))).toMatch(/^File Name Too Long\./);
    expect(fileRefusal(file(`${'x'.repeat(251)}.pdf`))).toBeUndefined();
  });

  it('keeps only the name of the file, without folders or control characters', () => {
    expect(cleanFileName('C:\\Users\\me\\report.pdf')).toBe('report.pdf');
    expect(cleanFileName('../../etc/scan\u0000.png ')).toBe('scan.png');
  });
});

describe('at most 10 documents of a type (spec 3, 5)', () => {
  it('has room for the 10th and none for the 11th', () => {
    expect(hasRoomForAnother(9)).toBe(true);
    expect(hasRoomForAnother(10)).toBe(false);
  });
});

describe('who may upload, change and remove (spec 3, 6: other applicants\' files are view only)', () => {
  it('acts for the person the session named, else applicant 1', () => {
    expect(actingPerson(persons, 'S7654321E')).toBe('S7654321E');
    expect(actingPerson(persons, null)).toBe('S1234567D');
    expect(actingPerson(null, null)).toBeNull();
  });

  it('files an upload under the uploader\'s own ID number only', () => {
    expect(uploaderRefusal(persons, 'S7654321E', 'S7654321E', 'SME1')).toBeUndefined();
    expect(uploaderRefusal(persons, null, 'S1234567D', 'SME1')).toBeUndefined();
    expect(uploaderRefusal(persons, null, 'S7654321E', 'SME1')?.kind).toBe('denied');
    expect(uploaderRefusal(persons, null, 'T0000000A', 'SME1')).toEqual({
      kind: 'denied',
      message: 'T0000000A is not an applicant of application SME1.',
    });
  });

  it('lets only the owner change or remove a file', () => {
    expect(ownerRefusal('S1234567D', 'S1234567D')).toBeUndefined();
    expect(ownerRefusal('S1234567D', 'S7654321E')).toEqual({ kind: 'denied', message: 'Files owned by another applicant are view only.' });
  });

  it('keeps the documents of a rejected or cancelled application as they are', () => {
    expect(closedRefusal('Draft')).toBeUndefined();
    expect(closedRefusal('Submitted')).toBeUndefined();
    expect(closedRefusal('Rejected')?.message).toBe('This application has been rejected: its documents can no longer be changed.');
    expect(closedRefusal('Cancelled')?.kind).toBe('invalid');
  });
});

describe('document types (spec 3, 3 "Reference lists")', () => {
  it('reads a type from its label', () => {
    expect(documentTypeOfLabel('Financial Report')).toBe('FS');
    expect(documentTypeOfLabel('Option to Purchase')).toBe('OTP');
    expect(documentTypeOfLabel('FS')).toBeUndefined();
  });

  it('flags the types present', () => {
    expect(documentFlags(new Set(['FS', 'OTP']))).toEqual({
      hasFinancialStatement: 'Y',
      hasManagementAccount: 'N',
      hasDraftAccount: 'N',
      hasBankStatement: 'N',
      hasOTP: 'Y',
    });
  });
});
