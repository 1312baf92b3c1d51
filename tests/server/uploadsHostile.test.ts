import { expect, it } from 'vitest';
import { GetUploadDetailsResponse, UploadResponse, paths } from '../../src/contract';
import { REFUSALS } from '../../server/areas/uploads/limits';
import { MERLION, retrieved, type Started } from './helpers/journey';
import { minimalPdf, minimalPng } from './helpers/files';
import { multipartBody } from './helpers/multipart';
import { describeBank } from './helpers/suite';
import { ACTIVE_PDFS, compressedHtmlPdf, contentStreamBomb, jpegClaiming, manyObjectsPdf, objectStreamBomb, pngClaiming, pngZipPolyglot } from './uploadsFixtures';

/*
 * Issue 35, findings 2, 8 and 13 (uploads), reproduced against the bank: each hostile file is refused
 * with an answer that says what to do, nothing of it is stored, and the refusal is a security event.
 */

describeBank('hostile uploads', (bank, api) => {
  const upload = async (s: Started, fileName: string, data: Buffer) => {
    const { payload, contentType } = multipartBody([{ name: 'files', filename: fileName, data }]);
    const raw = await bank.app.inject({
      method: 'POST',
      url: paths.upload(s.refNo, 'FS', 'row-1', MERLION.first.nric),
      headers: { 'content-type': contentType, authorization: `Bearer ${s.token}` },
      payload,
    });
    return { status: raw.statusCode, body: UploadResponse.parse(raw.json()), raw };
  };
  const refusal = (message: string) => ({ isSucess: false, data: { message }, model: null });
  const listing = async (s: Started) => GetUploadDetailsResponse.parse((await api.get(paths.uploadDetails(s.refNo), s.token)).body).model;

  it('refuses a 0.5 MB PDF whose object stream inflates to 500 MB with 413, saying what to do', async () => {
    const s = await retrieved(api, MERLION.first.nric);
    const bomb = objectStreamBomb();
    expect(bomb.length).toBeLessThan(600_000);
    const res = await upload(s, 'statement.pdf', bomb);
    expect(res.status).toBe(413);
    expect(res.body).toEqual(refusal(REFUSALS.tooComplex));
    expect(REFUSALS.tooComplex).toBe(
      'File Too Complex To Check. This file needs more processing than we allow for one document. Please save or print it again as a PDF, or scan it, and upload that file',
    );
    expect(await listing(s)).toEqual([]);
  });

  it('refuses a PDF whose page content inflates to 500 MB with 413', async () => {
    const s = await retrieved(api, MERLION.first.nric);
    const res = await upload(s, 'statement.pdf', contentStreamBomb());
    expect(res.status).toBe(413);
    expect(res.body).toEqual(refusal(REFUSALS.tooComplex));
  });

  it('refuses a 13 MB PDF of 200,000 small objects with 413', async () => {
    const s = await retrieved(api, MERLION.first.nric);
    const res = await upload(s, 'statement.pdf', manyObjectsPdf(200_000));
    expect(res.status).toBe(413);
    expect(res.body).toEqual(refusal(REFUSALS.tooComplex));
  });

  it('refuses every PDF with active content with 422 and stores none', async () => {
    const s = await retrieved(api, MERLION.first.nric);
    for (const [name, build] of ACTIVE_PDFS) {
      const res = await upload(s, 'statement.pdf', build());
      expect(res.status, name).toBe(422);
      expect(res.body, name).toEqual(refusal(REFUSALS.activeContent));
    }
    expect(REFUSALS.activeContent).toMatch(/^File Contains Active Content\. .*Please print it to a new PDF/);
    expect(await listing(s)).toEqual([]);
  });

  it('refuses polyglots (compressed HTML in a PDF, a PNG that is also a ZIP) as not their type', async () => {
    const s = await retrieved(api, MERLION.first.nric);
    for (const [name, data] of [['statement.pdf', compressedHtmlPdf()], ['scan.png', pngZipPolyglot()]] as const) {
      const res = await upload(s, name, data);
      expect(res.status, name).toBe(200);
      expect(res.body, name).toEqual(refusal(REFUSALS.type));
    }
    expect(await listing(s)).toEqual([]);
  });

  it('refuses images over 50 megapixels with 422 and accepts one of exactly 50', async () => {
    const s = await retrieved(api, MERLION.first.nric);
    for (const [name, data] of [
      ['huge.png', pngClaiming(65535, 65535)],
      ['huger.png', pngClaiming(2 ** 31, 2 ** 31)],
      ['huge.jpg', jpegClaiming(65535, 65535)],
    ] as const) {
      const res = await upload(s, name, data);
      expect(res.status, name).toBe(422);
      expect(res.body, name).toEqual(refusal(REFUSALS.imageTooLarge));
    }
    expect(REFUSALS.imageTooLarge).toBe('Image Too Large. Please ensure your image is at most 50 megapixels, for example by saving it at a lower resolution, and upload it again');
    const fits = await upload(s, 'fits.png', pngClaiming(10_000, 5_000));
    expect(fits.body.isSucess).toBe(true);
  });

  it('stores and shows file names without controls or bidirectional overrides', async () => {
    const s = await retrieved(api, MERLION.first.nric);
    const res = await upload(s, 'Bank\u200b statement\u0085 \u2066March\u2069\u202e\u200f.pdf', minimalPdf());
    expect(res.body.model?.rawFileName).toBe('Bank statement March.pdf');
    // U+202E shows 'invoice\u202Efdp.png' as 'invoicegnp.pdf': stored, it reads as what it is.
    const spoof = await upload(s, 'invoice\u202Efdp.png', minimalPng());
    expect(spoof.body.model?.rawFileName).toBe('invoicefdp.png');

    // A name stored before this rule is shown through it as well: in the listing and the download.
    const id = res.body.model!.fileID;
    await bank.db.query('update documents set raw_file_name = $2 where file_id = $1', [id, 'old\u202Efdp.exe\u0007.pdf']);
    expect((await listing(s)).map((d) => d.rawFileName)).toEqual(['oldfdp.exe.pdf', 'invoicefdp.png']);
    const download = await api.get(paths.documentPdf(s.refNo, 'FS', id), s.token);
    expect(download.raw.headers['content-disposition']).toBe(`attachment; filename="oldfdp.exe.pdf"; filename*=UTF-8''oldfdp.exe.pdf`);
  });
});
