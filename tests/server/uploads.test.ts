import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import {
  DocumentImageResponse,
  DocumentStatusResponse,
  ErrorBody,
  GetUploadDetailsResponse,
  SaveResult,
  UploadResponse,
  paths,
  type DocumentTypeCode,
} from '../../src/contract';
import { REFUSALS, VIEW_ONLY } from '../../server/areas/uploads/limits';
import { KOPI, MERLION, merlionReadyToSubmit, merlionSubmitted, newToken, resumeAs, retrieved, type Started } from './helpers/journey';
import { minimalPdf } from './helpers/files';
import { SAMPLES, multipartBody, type Part } from './helpers/multipart';
import { describeBank } from './helpers/suite';

describeBank('document uploads', (bank, api) => {
  /** Merlion submitted by applicant 1, with applicant 1's token (acting as S1234567D). */
  const submitted = (): Promise<Started> => merlionSubmitted(api);

  /** A token for another person of the application: their lookup (a resume for a draft), and the OTP sent to their number on record. */
  const tokenFor = async (uen: string, nric: string, mobile: string, type: 'Status' | 'Resume' = 'Status'): Promise<string> =>
    (await resumeAs(api, { uen, nric, mobile }, type)).token;

  interface UploadOptions {
    type?: string;
    applicantId?: string;
    token?: string | null;
    uid?: string;
    refNo?: string;
  }

  const sendParts = async (s: Started, parts: Part[], o: UploadOptions = {}) => {
    const { payload, contentType } = multipartBody(parts);
    const token = o.token === undefined ? s.token : o.token;
    const raw = await bank.app.inject({
      method: 'POST',
      url: paths.upload(o.refNo ?? s.refNo, o.type ?? 'FS', o.uid ?? 'row-1', o.applicantId ?? MERLION.first.nric),
      headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload,
    });
    return { status: raw.statusCode, body: raw.json(), raw };
  };

  /** One file in the 'files' part, as services/upload.ts sends it. */
  const upload = (s: Started, filename: string, data: Buffer, o: UploadOptions = {}) =>
    sendParts(s, [{ name: 'files', filename, data }], o);

  const accepted = async (s: Started, filename: string, data: Buffer, o: UploadOptions = {}) => {
    const res = await upload(s, filename, data, o);
    expect(res.status).toBe(200);
    const answer = UploadResponse.parse(res.body);
    expect(answer).toMatchObject({ isSucess: true, data: { message: null } });
    return answer.model!;
  };

  const refusedWith = async (s: Started, filename: string, data: Buffer, message: string, o: UploadOptions = {}) => {
    const res = await upload(s, filename, data, o);
    expect(res.status).toBe(200);
    expect(UploadResponse.parse(res.body)).toEqual({ isSucess: false, data: { message }, model: null });
  };

  const listing = async (s: Started, token = s.token) => {
    const res = await api.get(paths.uploadDetails(s.refNo), token);
    expect(res.status).toBe(200);
    return GetUploadDetailsResponse.parse(res.body).model;
  };

  const documentStatus = async (s: Started) => DocumentStatusResponse.parse((await api.get(paths.documentStatus(s.refNo), s.token)).body).model;

  /** A whole PDF of exactly n bytes. */
  const pdfOfSize = (n: number) => minimalPdf({ padTo: n });

  it('accepts a PDF, a PNG and a JPEG of a submitted application and lists them oldest first', async () => {
    const s = await submitted();
    const pdf = await accepted(s, 'Financial report 2025.pdf', SAMPLES.pdf, { type: 'FS', uid: 'row-7' });
    expect(pdf).toEqual({
      fileID: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/),
      rawFileName: 'Financial report 2025.pdf',
      fileExtension: 'pdf',
      fileSizeInBytes: SAMPLES.pdf.length,
      fileDescription: 'Financial Report',
      owner: MERLION.first.nric,
      referenceNo: s.refNo,
    });
    bank.clock.advance(1000);
    const png = await accepted(s, 'statement.PNG', SAMPLES.png, { type: 'BS' });
    expect(png).toMatchObject({ fileExtension: 'png', fileDescription: 'Bank Statement', fileSizeInBytes: SAMPLES.png.length });
    bank.clock.advance(1000);
    const jpeg = await accepted(s, 'otp.jpeg', SAMPLES.jpeg, { type: 'OTP' });
    expect(jpeg).toMatchObject({ fileExtension: 'jpeg', fileDescription: 'Option to Purchase' });
    const jpg = await accepted(s, 'accounts.jpg', SAMPLES.jpeg, { type: 'MA' });
    expect(jpg).toMatchObject({ fileExtension: 'jpg', fileDescription: 'Management Account' });

    expect(new Set([pdf.fileID, png.fileID, jpeg.fileID, jpg.fileID]).size).toBe(4);
    expect(await listing(s)).toEqual([pdf, png, jpeg, jpg]);
  });

  it("accepts the browser's own FormData with a Blob, as services/upload.ts sends it", async () => {
    const s = await retrieved(api, MERLION.first.nric);
    const form = new FormData();
    form.append('files', new Blob([SAMPLES.png], { type: 'image/png' }), 'C:\\fakepath\\scan.png');
    const raw = await bank.app.inject({
      method: 'POST',
      url: paths.upload(s.refNo, 'DA', 'row-1', MERLION.first.nric),
      headers: { authorization: `Bearer ${s.token}` },
      payload: form,
    });
    expect(raw.statusCode).toBe(200);
    expect(UploadResponse.parse(raw.json()).model).toMatchObject({ rawFileName: 'scan.png', fileDescription: 'Draft Account' });
  });

  it('refuses files whose type is not JPEG, PNG or PDF, judged by the content as well as the name', async () => {
    const s = await retrieved(api, MERLION.first.nric);
    for (const [name, data] of [
      ['statement.pdf', SAMPLES.png],
      ['photo.png', SAMPLES.pdf],
      ['photo.jpg', SAMPLES.png],
      ['setup.exe', SAMPLES.exe],
      ['setup.pdf', SAMPLES.exe],
      ['notes.txt', SAMPLES.txt],
      ['statement.txt', SAMPLES.pdf],
      ['statement', SAMPLES.pdf],
      ['big.exe', Buffer.alloc(15_000_001)],
    ] as const) {
      await refusedWith(s, name, data, REFUSALS.type);
    }
    expect(REFUSALS.type).toBe('File Type Not Supported. Please ensure your file format is in JPEG, PNG or PDF format');
    expect(await listing(s)).toEqual([]);
  });

  it('refuses 15,000,001 bytes with the size message and accepts exactly 15,000,000', async () => {
    const s = await retrieved(api, MERLION.first.nric);
    await refusedWith(s, 'too-big.pdf', pdfOfSize(15_000_001), REFUSALS.size);
    expect(REFUSALS.size).toBe('File Size Too Large. Please ensure your file is below 15MB');
    const exact = await accepted(s, 'just-fits.pdf', pdfOfSize(15_000_000));
    expect(exact.fileSizeInBytes).toBe(15_000_000);
    const download = await bank.app.inject({
      method: 'GET',
      url: paths.documentPdf(s.refNo, 'FS', exact.fileID),
      headers: { authorization: `Bearer ${s.token}` },
    });
    expect(download.rawPayload.length).toBe(15_000_000);
    expect(download.rawPayload.subarray(0, 9).toString('latin1')).toBe('%PDF-1.7\n');
    expect((await listing(s)).map((d) => d.rawFileName)).toEqual(['just-fits.pdf']);
  });

  it('answers an oversized file over a real connection with the size message, not a reset', async () => {
    const s = await retrieved(api, MERLION.first.nric);
    await new Promise<void>((resolve) => bank.app.server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = bank.app.server.address() as AddressInfo;
      const form = new FormData();
      form.append('files', new Blob([pdfOfSize(15_000_001)], { type: 'application/pdf' }), 'too-big.pdf');
      const res = await fetch(`http://127.0.0.1:${port}${paths.upload(s.refNo, 'FS', 'row-1', MERLION.first.nric)}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${s.token}` },
        body: form,
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ isSucess: false, data: { message: REFUSALS.size }, model: null });
    } finally {
      // Only the listening socket closes; the app keeps serving the other tests through inject.
      await new Promise((resolve) => bank.app.server.close(resolve));
    }
  });

  it('refuses an empty file', async () => {
    const s = await retrieved(api, MERLION.first.nric);
    await refusedWith(s, 'empty.pdf', Buffer.alloc(0), REFUSALS.empty);
    await refusedWith(s, 'x'.repeat(252) + '.pdf', SAMPLES.pdf, REFUSALS.name);
    await accepted(s, 'x'.repeat(251) + '.pdf', SAMPLES.pdf);
  });

  it('allows 10 documents of a type; the 11th is refused while other types are still accepted', async () => {
    const s = await merlionReadyToSubmit(api);
    const first10 = [];
    for (let i = 1; i <= 10; i++) first10.push(await accepted(s, `fs-${i}.pdf`, SAMPLES.pdf, { type: 'FS', uid: `row-${i}` }));
    await refusedWith(s, 'fs-11.pdf', SAMPLES.pdf, REFUSALS.limit, { type: 'FS' });
    expect(REFUSALS.limit).toBe('You have exceeded the upload limit of 10 documents for this document type.');
    await accepted(s, 'bs-1.png', SAMPLES.png, { type: 'BS' });

    // The limit counts every applicant's files of the type.
    const second = await tokenFor(MERLION.uen, MERLION.second.nric, MERLION.second.mobile, 'Resume');
    await refusedWith(s, 'fs-by-2.pdf', SAMPLES.pdf, REFUSALS.limit, { type: 'FS', token: second, applicantId: MERLION.second.nric });

    // Moving a file into a full type is refused the same way.
    const bs = (await listing(s)).find((d) => d.fileDescription === 'Bank Statement')!;
    const move = await api.put(paths.updateDocumentDescription, { fileID: bs.fileID, referenceNo: s.refNo, description: 'Financial Report' }, s.token);
    expect(SaveResult.parse(move.body)).toEqual({ isSucess: false, message: REFUSALS.limit });

    // A removed file no longer counts.
    expect((await api.put(paths.deleteDocument, { fileID: first10[0].fileID, referenceNo: s.refNo }, s.token)).status).toBe(200);
    await accepted(s, 'fs-11.pdf', SAMPLES.pdf, { type: 'FS' });
    await refusedWith(s, 'fs-12.pdf', SAMPLES.pdf, REFUSALS.limit, { type: 'FS' });
  });

  it('counts ten at most even when uploads of one type arrive at once', async () => {
    const s = await retrieved(api, MERLION.first.nric);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => upload(s, `fs-${i}.pdf`, SAMPLES.pdf, { type: 'FS' })));
    const ok = answers.filter((a) => a.body.isSucess === true);
    expect(ok).toHaveLength(10);
    expect(answers.filter((a) => a.body.data?.message === REFUSALS.limit)).toHaveLength(2);
    expect(await listing(s)).toHaveLength(10);
  });

  it("lists every applicant's files; only the owner may remove or re-describe one", async () => {
    const s = await submitted();
    const second = await tokenFor(MERLION.uen, MERLION.second.nric, MERLION.second.mobile);
    const mine = await accepted(s, 'mine.pdf', SAMPLES.pdf, { type: 'FS' });
    bank.clock.advance(1000);
    const theirs = await accepted(s, 'theirs.png', SAMPLES.png, { type: 'BS', token: second, applicantId: MERLION.second.nric });
    expect(theirs.owner).toBe(MERLION.second.nric);
    expect(await listing(s)).toEqual([mine, theirs]);
    expect(await listing(s, second)).toEqual([mine, theirs]);

    // The second applicant may view the first one's file but not remove or re-describe it.
    const view = await api.get(paths.documentPdf(s.refNo, 'FS', mine.fileID), second);
    expect(view.status).toBe(200);
    const del = await api.put(paths.deleteDocument, { fileID: mine.fileID, referenceNo: s.refNo }, second);
    expect(del.status).toBe(403);
    expect(ErrorBody.parse(del.body).message).toBe(VIEW_ONLY);
    const describe = await api.put(
      paths.updateDocumentDescription,
      { fileID: mine.fileID, referenceNo: s.refNo, description: 'Draft Account' },
      second,
    );
    expect(describe.status).toBe(403);
    expect(describe.body.message).toBe(VIEW_ONLY);

    // The owner may do both.
    const moved = await api.put(
      paths.updateDocumentDescription,
      { fileID: mine.fileID, referenceNo: s.refNo, description: 'Draft Account' },
      s.token,
    );
    expect(moved.body).toEqual({ isSucess: true });
    expect((await listing(s))[0]).toEqual({ ...mine, fileDescription: 'Draft Account' });
    expect(await documentStatus(s)).toMatchObject({ hasFinancialStatement: 'N', hasDraftAccount: 'Y' });
    // The file is now addressed under its new type.
    expect((await api.get(paths.documentPdf(s.refNo, 'FS', mine.fileID), s.token)).status).toBe(404);
    expect((await api.get(paths.documentPdf(s.refNo, 'DA', mine.fileID), s.token)).status).toBe(200);

    const ownDelete = await api.put(paths.deleteDocument, { fileID: theirs.fileID, referenceNo: s.refNo }, second);
    expect(ownDelete.body).toEqual({ isSucess: true });
    expect((await listing(s)).map((d) => d.fileID)).toEqual([mine.fileID]);
    // Removing it again is still a success (a retried click); a file that never existed is not.
    expect((await api.put(paths.deleteDocument, { fileID: theirs.fileID, referenceNo: s.refNo }, second)).body).toEqual({ isSucess: true });
    expect((await api.put(paths.deleteDocument, { fileID: 'no-such-file', referenceNo: s.refNo }, second)).status).toBe(404);
    // A removed file can no longer be viewed or re-described.
    expect((await api.get(paths.documentImage(s.refNo, 'BS', theirs.fileID), s.token)).status).toBe(404);
    const late = await api.put(paths.updateDocumentDescription, { fileID: theirs.fileID, referenceNo: s.refNo, description: 'Draft Account' }, second);
    expect(late.status).toBe(404);
  });

  it('uploads only under the ID number the session acts for, and only a person of the application', async () => {
    const s = await retrieved(api, MERLION.first.nric);
    const asOther = await upload(s, 'a.pdf', SAMPLES.pdf, { applicantId: MERLION.second.nric });
    expect(asOther.status).toBe(403);
    expect(asOther.body.message).toMatch(/acts for another applicant/);
    const stranger = await upload(s, 'a.pdf', SAMPLES.pdf, { applicantId: KOPI.nric });
    expect(stranger.status).toBe(403);
    expect(stranger.body.message).toBe(`${KOPI.nric} is not an applicant of application ${s.refNo}.`);
    // Case does not matter in an ID number.
    await accepted(s, 'a.pdf', SAMPLES.pdf, { applicantId: MERLION.first.nric.toLowerCase() });
  });

  it('sends images as base64 and PDFs as a download under their own name', async () => {
    const s = await retrieved(api, MERLION.first.nric);
    const png = await accepted(s, 'scan.png', SAMPLES.png, { type: 'BS' });
    const name = 'Laporan kewangan 2025 – final (v2).pdf';
    const pdf = await accepted(s, name, SAMPLES.pdf, { type: 'FS' });

    const image = await api.get(paths.documentImage(s.refNo, 'BS', png.fileID), s.token);
    expect(image.status).toBe(200);
    const model = DocumentImageResponse.parse(image.body).model!;
    expect(model.fileExtension).toBe('png');
    expect(Buffer.from(model.content, 'base64').equals(SAMPLES.png)).toBe(true);

    const download = await api.get(paths.documentPdf(s.refNo, 'FS', pdf.fileID), s.token);
    expect(download.status).toBe(200);
    expect(download.raw.headers['content-type']).toBe('application/octet-stream');
    expect(download.raw.headers['content-disposition']).toBe(
      `attachment; filename="Laporan kewangan 2025 _ final (v2).pdf"; filename*=UTF-8''Laporan%20kewangan%202025%20%E2%80%93%20final%20%28v2%29.pdf`,
    );
    expect(download.raw.headers['cache-control']).toBe('no-store');
    expect(download.raw.rawPayload.equals(SAMPLES.pdf)).toBe(true);

    // Each kind has its own call; the other one says so.
    const pdfAsImage = await api.get(paths.documentImage(s.refNo, 'FS', pdf.fileID), s.token);
    expect(pdfAsImage.status).toBe(400);
    expect(pdfAsImage.body.message).toMatch(/is a PDF: download it with GetDocumentUploadPDF/);
    expect((await api.get(paths.documentPdf(s.refNo, 'BS', png.fileID), s.token)).status).toBe(400);
    // Wrong type in the path, or an unknown file: 404.
    expect((await api.get(paths.documentImage(s.refNo, 'FS', png.fileID), s.token)).status).toBe(404);
    expect((await api.get(paths.documentPdf(s.refNo, 'FS', 'AAAAAAAAAAAAAAAAAAAAAAAA'), s.token)).status).toBe(404);
  });

  it('reports which document types the application has', async () => {
    const s = await retrieved(api, MERLION.first.nric);
    expect(await documentStatus(s)).toEqual({
      hasFinancialStatement: 'N',
      hasManagementAccount: 'N',
      hasDraftAccount: 'N',
      hasBankStatement: 'N',
      hasOTP: 'N',
    });
    await accepted(s, 'fs.pdf', SAMPLES.pdf, { type: 'FS' });
    await accepted(s, 'bs.png', SAMPLES.png, { type: 'BS' });
    const otp = await accepted(s, 'otp.jpg', SAMPLES.jpeg, { type: 'OTP' });
    await accepted(s, 'ma.pdf', SAMPLES.pdf, { type: 'MA' });
    expect((await api.put(paths.deleteDocument, { fileID: otp.fileID, referenceNo: s.refNo }, s.token)).status).toBe(200);
    expect(await documentStatus(s)).toEqual({
      hasFinancialStatement: 'Y',
      hasManagementAccount: 'Y',
      hasDraftAccount: 'N',
      hasBankStatement: 'Y',
      hasOTP: 'N',
    });
  });

  it('needs a token, bound to this application', async () => {
    const s = await retrieved(api, MERLION.first.nric);
    const doc = await accepted(s, 'fs.pdf', SAMPLES.pdf, { type: 'FS' });
    const img = await accepted(s, 'bs.png', SAMPLES.png, { type: 'BS' });
    const other = await retrieved(api, KOPI.nric);
    const unbound = await newToken(api);

    const noToken = await upload(s, 'fs.pdf', SAMPLES.pdf, { token: null });
    expect(noToken.status).toBe(401);
    expect(ErrorBody.parse(noToken.body).statusCode).toBe(401);
    for (const token of [other.token, unbound]) {
      const res = await upload(s, 'fs.pdf', SAMPLES.pdf, { token });
      expect(res.status).toBe(403);
      expect(ErrorBody.parse(res.body).statusCode).toBe(403);
    }

    const calls = [
      (t?: string) => api.get(paths.uploadDetails(s.refNo), t),
      (t?: string) => api.get(paths.documentStatus(s.refNo), t),
      (t?: string) => api.get(paths.documentPdf(s.refNo, 'FS', doc.fileID), t),
      (t?: string) => api.get(paths.documentImage(s.refNo, 'BS', img.fileID), t),
      (t?: string) => api.put(paths.deleteDocument, { fileID: doc.fileID, referenceNo: s.refNo }, t),
      (t?: string) => api.put(paths.updateDocumentDescription, { fileID: doc.fileID, referenceNo: s.refNo, description: 'Draft Account' }, t),
    ];
    for (const call of calls) {
      expect((await call()).status).toBe(401);
      expect((await call(other.token)).status).toBe(403);
      expect((await call(unbound)).status).toBe(403);
    }
    // The other application's own reference number does not open this one's files either.
    expect((await api.get(paths.documentPdf(other.refNo, 'FS', doc.fileID), other.token)).status).toBe(404);
    expect(await listing(s)).toHaveLength(2);
  });

  it('answers malformed requests with the error body', async () => {
    const s = await retrieved(api, MERLION.first.nric);
    const badType = await upload(s, 'fs.pdf', SAMPLES.pdf, { type: 'XX' });
    expect(badType.status).toBe(400);
    expect(ErrorBody.parse(badType.body).issues).toEqual([{ path: 'documentType', message: 'documentType must be one of FS, MA, DA, BS, OTP' }]);

    const longUid = await upload(s, 'fs.pdf', SAMPLES.pdf, { uid: 'u'.repeat(65) });
    expect(longUid.status).toBe(400);
    expect(longUid.body.issues[0].path).toBe('uid');

    const wrongField = await sendParts(s, [{ name: 'file', filename: 'fs.pdf', data: SAMPLES.pdf }]);
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.message).toMatch(/no file part named 'files'/);

    const fieldOnly = await sendParts(s, [{ name: 'files', data: 'not a file' }]);
    expect(fieldOnly.status).toBe(400);

    const twoFiles = await sendParts(s, [
      { name: 'files', filename: 'a.pdf', data: SAMPLES.pdf },
      { name: 'files', filename: 'b.pdf', data: SAMPLES.pdf },
    ]);
    expect(twoFiles.status).toBe(400);
    expect(twoFiles.body.message).toMatch(/more than one file/);

    const url = paths.upload(s.refNo, 'FS', 'row-1', MERLION.first.nric);
    const auth = { authorization: `Bearer ${s.token}` };
    const noBoundary = await bank.app.inject({ method: 'POST', url, headers: { ...auth, 'content-type': 'multipart/form-data' }, payload: 'x' });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json().message).toMatch(/could not be read/);
    const whole = multipartBody([{ name: 'files', filename: 'a.pdf', data: SAMPLES.pdf }]);
    const cut = await bank.app.inject({
      method: 'POST',
      url,
      headers: { ...auth, 'content-type': whole.contentType },
      payload: whole.payload.subarray(0, whole.payload.length - 20),
    });
    expect(cut.statusCode).toBe(400);

    const asJson = await api.post(paths.upload(s.refNo, 'FS', 'row-1', MERLION.first.nric), { files: 'x' }, s.token);
    expect(asJson.status).toBe(415);
    expect(ErrorBody.parse(asJson.body).message).toMatch(/multipart\/form-data/);

    const badDelete = await api.put(paths.deleteDocument, { fileID: '', referenceNo: s.refNo }, s.token);
    expect(badDelete.status).toBe(400);
    const badLabel = await api.put(paths.updateDocumentDescription, { fileID: 'x', referenceNo: s.refNo, description: 'FS' }, s.token);
    expect(badLabel.status).toBe(400);
    expect(badLabel.body.issues[0].path).toBe('description');
    expect((await api.get(paths.documentPdf(s.refNo, 'XX', 'x'), s.token)).status).toBe(400);

    // Nothing of it was stored.
    expect(await listing(s)).toEqual([]);
  });

  it('refuses, unread, a request far larger than any allowed file', async () => {
    const s = await retrieved(api, MERLION.first.nric);
    const { payload, contentType } = multipartBody([{ name: 'files', filename: 'a.pdf', data: SAMPLES.pdf }]);
    const raw = await bank.app.inject({
      method: 'POST',
      url: paths.upload(s.refNo, 'FS', 'row-1', MERLION.first.nric),
      headers: { authorization: `Bearer ${s.token}`, 'content-type': contentType, 'content-length': String(100 * 1024 * 1024) },
      payload,
    });
    expect(raw.statusCode).toBe(413);
    expect(ErrorBody.parse(raw.json()).message).toMatch(/at most 15000000 bytes/);
  });

  it('keeps multipart to the upload call: the other calls still speak JSON only', async () => {
    const s = await retrieved(api, MERLION.first.nric);
    const { payload, contentType } = multipartBody([{ name: 'files', filename: 'a.pdf', data: SAMPLES.pdf }]);
    const raw = await bank.app.inject({
      method: 'PUT',
      url: paths.deleteDocument,
      headers: { authorization: `Bearer ${s.token}`, 'content-type': contentType },
      payload,
    });
    expect(raw.statusCode).toBe(415);
  });

  it('keeps the documents of a rejected application readable but closed to changes', async () => {
    const s = await retrieved(api, MERLION.first.nric);
    const doc = await accepted(s, 'fs.pdf', SAMPLES.pdf, { type: 'FS' });
    const reject = { RefNo: s.refNo, OrderNumber: 1, IDNumber: MERLION.first.nric, Status: 'Rejected', IsNonLendingCompleted: 'N' };
    expect((await api.put(paths.submit(s.stateId), reject, s.token)).status).toBe(200);
    const res = await upload(s, 'bs.pdf', SAMPLES.pdf, { type: 'BS' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/has been rejected/);
    expect((await api.put(paths.deleteDocument, { fileID: doc.fileID, referenceNo: s.refNo }, s.token)).status).toBe(400);
    expect(await listing(s)).toEqual([doc]);
  });

  it('keeps the bytes in the database, gone with their application', async () => {
    const s = await retrieved(api, MERLION.first.nric);
    const doc = await accepted(s, 'fs.pdf', SAMPLES.pdf, { type: 'FS' as DocumentTypeCode });
    const { rows } = await bank.db.query<{ content: Uint8Array; owner: string; uid: string }>(
      'select content, owner, uid from documents where file_id = $1',
      [doc.fileID],
    );
    expect(Buffer.from(rows[0].content).equals(SAMPLES.pdf)).toBe(true);
    expect(rows[0]).toMatchObject({ owner: MERLION.first.nric, uid: 'row-1' });
    await bank.db.exec('delete from applications');
    expect((await bank.db.query('select 1 from documents')).rows).toHaveLength(0);
  });
});
