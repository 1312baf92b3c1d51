import { Writable } from 'node:stream';

/** Every line the bank's logger writes, as it would reach the log shipper (pass it as the logger's stream). */
export class LogCapture extends Writable {
  lines: string[] = [];
  _write(chunk: Buffer, _encoding: string, done: () => void) {
    this.lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  }
  get text(): string {
    return this.lines.join('\n');
  }
  /** The structured security events of one kind (server/security/securityEvents.ts). */
  events(kind: string): Record<string, unknown>[] {
    return this.lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.securityEvent === kind);
  }
}
