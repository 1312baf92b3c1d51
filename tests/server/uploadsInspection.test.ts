import { describe, expect, it } from 'vitest';
import { inspectContent } from '../../server/areas/uploads/inspect/inspectContent';
import { minimalJpeg, minimalPdf, minimalPng } from './helpers/files';
import {
  ACTIVE_PDFS,
  PLAIN_PDFS,
  compressedHtmlPdf,
  contentStreamBomb,
  jpegClaiming,
  jpegZipPolyglot,
  manyObjectsPdf,
  objectStreamBomb,
  pngClaiming,
  pngZipPolyglot,
} from './uploadsFixtures';

/*
 * What the inspection worker decides, called directly (the worker runs this same function): each
 * hostile file is refused for its own reason, and its harmless relative is accepted.
 */

describe('inspectContent: active content (finding 8)', () => {
  it.each(ACTIVE_PDFS)('refuses a PDF with %s', async (_name, build) => {
    expect(await inspectContent('pdf', build())).toEqual({ accepted: false, reason: 'activeContent', finding: expect.stringMatching(/^pdf\.\w+$/) });
  });

  it.each(PLAIN_PDFS)('accepts a PDF with %s', async (_name, build) => {
    expect(await inspectContent('pdf', build())).toEqual({ accepted: true });
  });

  it('refuses HTML compressed inside a PDF stream as a polyglot', async () => {
    expect(await inspectContent('pdf', compressedHtmlPdf())).toEqual({ accepted: false, reason: 'type', finding: 'pdf.compressedMarkup' });
  });
});

describe('inspectContent: polyglots (finding 8)', () => {
  it('refuses a whole PNG that a ZIP reader also opens', async () => {
    expect(await inspectContent('png', pngZipPolyglot())).toEqual({ accepted: false, reason: 'type', finding: 'png.zip' });
  });

  it('refuses a whole JPEG that a ZIP reader also opens', async () => {
    expect(await inspectContent('jpeg', jpegZipPolyglot())).toEqual({ accepted: false, reason: 'type', finding: 'jpeg.zip' });
  });

  it('accepts the plain PNG, JPEG and PDF', async () => {
    expect(await inspectContent('png', minimalPng())).toEqual({ accepted: true });
    expect(await inspectContent('jpeg', minimalJpeg())).toEqual({ accepted: true });
    expect(await inspectContent('pdf', minimalPdf())).toEqual({ accepted: true });
  });
});

describe('inspectContent: image dimensions (finding 13), at most 50 megapixels', () => {
  it.each([
    ['a PNG of 65535 x 65535', () => pngClaiming(65535, 65535), 'png'],
    ['a PNG of 2^31 x 2^31', () => pngClaiming(2 ** 31, 2 ** 31), 'png'],
    ['a PNG of 10,000 x 5,001', () => pngClaiming(10_000, 5_001), 'png'],
    ['a JPEG of 65535 x 65535', () => jpegClaiming(65535, 65535), 'jpeg'],
    ['a JPEG of 10,000 x 5,001', () => jpegClaiming(10_000, 5_001), 'jpeg'],
  ] as const)('refuses %s', async (_name, build, kind) => {
    expect(await inspectContent(kind, build())).toEqual({ accepted: false, reason: 'imageTooLarge', finding: `${kind}.dimensions` });
  });

  it.each([
    ['a PNG of 10,000 x 5,000', () => pngClaiming(10_000, 5_000), 'png'],
    ['a JPEG of 5,000 x 10,000', () => jpegClaiming(5_000, 10_000), 'jpeg'],
  ] as const)('accepts %s', async (_name, build, kind) => {
    expect(await inspectContent(kind, build())).toEqual({ accepted: true });
  });
});

describe('inspectContent: the budget (finding 2)', () => {
  it('refuses an object stream that inflates to 500 MB once it passes 8 MiB', async () => {
    expect(await inspectContent('pdf', objectStreamBomb())).toEqual({ accepted: false, reason: 'tooComplex', finding: 'pdf.objectStreamBytes' });
  });

  it('refuses a content stream that inflates to 500 MB once the streams pass 256 MiB', async () => {
    expect(await inspectContent('pdf', contentStreamBomb())).toEqual({ accepted: false, reason: 'tooComplex', finding: 'pdf.inflatedBytes' });
  });

  it('refuses a PDF of 200,000 objects by counting them, before parsing', async () => {
    const pdf = manyObjectsPdf(200_000);
    expect(pdf.length).toBeLessThanOrEqual(15_000_000);
    expect(await inspectContent('pdf', pdf)).toEqual({ accepted: false, reason: 'tooComplex', finding: 'pdf.objects' });
  });

  it('accepts a PDF of 5,000 objects', async () => {
    expect(await inspectContent('pdf', manyObjectsPdf(5_000))).toEqual({ accepted: true });
  });
});
