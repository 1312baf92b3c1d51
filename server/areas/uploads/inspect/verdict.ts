import type { FileKind } from '../sniff';

/**
 * Why a file is refused; each reason has its own answer (routes.ts, REFUSALS):
 * - type: not a whole file of its kind, or another file besides (a polyglot);
 * - tooComplex: more than the inspection budget (inflated bytes, objects, time, memory);
 * - activeContent: a PDF that can run or carry something (JavaScript, actions, embedded files, XFA, rich media);
 * - imageTooLarge: more pixels than the cap;
 * - malware: the configured scanner found something;
 * - scannerUnavailable: a scanner is configured and did not answer (the bank fails closed).
 */
export type RefusalReason = 'type' | 'tooComplex' | 'activeContent' | 'imageTooLarge' | 'malware' | 'scannerUnavailable';

/**
 * accepted, or refused with a reason and a finding: a short fixed word of ours (or a scanner's
 * signature name) for the security log, never the file's name or content.
 */
export type Verdict = { accepted: true } | { accepted: false; reason: RefusalReason; finding: string };

export const ACCEPTED: Verdict = { accepted: true };
export const refusedFor = (reason: RefusalReason, finding: string): Verdict => ({ accepted: false, reason, finding });

/** The one interface every upload passes: the parser in its worker, then any scanner configured. */
export interface FileInspector {
  inspect(content: Uint8Array, kind: FileKind): Promise<Verdict>;
  /** Ends its workers and connections: the bank calls it when it closes. */
  close(): Promise<void>;
}

/** A malware scanner (ClamAV's clamd, say): clean, found (with the signature's name), or it could not tell. */
export type ScanResult = { status: 'clean' } | { status: 'found'; signature: string } | { status: 'unavailable'; detail: string };

export interface Scanner {
  readonly name: string;
  scan(content: Uint8Array): Promise<ScanResult>;
}
