import { connect, type Socket } from 'node:net';
import type { Scanner, ScanResult } from './verdict';

/*
 * ClamAV's daemon over its socket (clamd's INSTREAM command): the file in chunks, each after its
 * length as 4 bytes big-endian, then a chunk of length 0; clamd answers "stream: OK",
 * "stream: <signature> FOUND" or an error. Anything else, or no answer in time, is "unavailable",
 * and the bank refuses the file (it fails closed).
 */

export type ClamdAddress = { host: string; port: number } | { path: string };

export interface ClamdOptions {
  address: ClamdAddress;
  /** How long a scan may take, connecting included. */
  timeoutMs?: number;
}

const CHUNK = 64 * 1024;
const DEFAULT_TIMEOUT_MS = 30_000;
const MAX_REPLY = 4096;

export const CLAMD_PORT = 3310;

/** clamd's reply to INSTREAM, NUL-terminated with the z prefix. */
export function readClamdReply(reply: string): ScanResult {
  const text = reply.replace(/\0+$/, '').trim();
  if (text === 'stream: OK') return { status: 'clean' };
  const found = /^stream: (.+) FOUND$/.exec(text);
  if (found) return { status: 'found', signature: found[1] };
  return { status: 'unavailable', detail: `clamd answered: ${text.slice(0, 200) || '(nothing)'}` };
}

export function clamdScanner(options: ClamdOptions): Scanner {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const where = 'path' in options.address ? options.address.path : `${options.address.host}:${options.address.port}`;
  return {
    name: `clamd at ${where}`,
    scan: (content) =>
      new Promise<ScanResult>((resolve) => {
        let settled = false;
        let reply = '';
        const address = options.address;
        const socket: Socket = 'path' in address ? connect(address.path) : connect(address.port, address.host);
        const settle = (result: ScanResult) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          socket.destroy();
          resolve(result);
        };
        const timer = setTimeout(() => settle({ status: 'unavailable', detail: `clamd did not answer within ${timeoutMs} ms` }), timeoutMs);
        socket.on('error', (error) => settle({ status: 'unavailable', detail: `clamd could not be reached: ${error.message}` }));
        socket.on('data', (data: Buffer) => {
          reply += data.toString('utf8');
          if (reply.includes('\0') || reply.length > MAX_REPLY) settle(readClamdReply(reply));
        });
        socket.on('end', () => settle(readClamdReply(reply)));
        socket.on('connect', () => {
          socket.write('zINSTREAM\0');
          for (let at = 0; at < content.length; at += CHUNK) {
            const chunk = content.subarray(at, at + CHUNK);
            const length = Buffer.alloc(4);
            length.writeUInt32BE(chunk.length, 0);
            socket.write(length);
            socket.write(chunk);
          }
          socket.write(Buffer.alloc(4));
        });
      }),
  };
}
