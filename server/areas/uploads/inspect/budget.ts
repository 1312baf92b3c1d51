/**
 * What the bank spends on judging one upload (docs/security.md, "Uploads"). A file that needs more is
 * refused, whatever it holds: no applicant's real statement comes near these, and an attacker's file
 * cannot make the bank spend more.
 */
export const INSPECTION_BUDGET = {
  /** Bytes inflated from a PDF's Flate streams, all streams together (about 17 times the 15 MB file limit). */
  inflatedBytes: 256 * 1024 * 1024,
  /** Bytes one object stream may inflate to: pdf-lib holds each one whole while it parses its objects. */
  objectStreamBytes: 8 * 1024 * 1024,
  /** Indirect objects in a PDF, those inside object streams included (a 1,000-page statement has about 5,000). */
  pdfObjects: 50_000,
  /** Pixels of an image: 50 megapixels (an A4 page scanned at 600 dpi is 35). */
  imagePixels: 50_000_000,
  /** Wall time of one inspection in its worker, after which the worker is terminated. */
  timeMs: 15_000,
  /** The worker's JavaScript heap (old generation), beyond which V8 stops it. */
  heapMb: 256,
} as const;

/** Inspections that run at once; more wait their turn, so a burst of bombs cannot take every core. */
export const INSPECTION_WORKERS = 2;
