import { parentPort } from 'node:worker_threads';
import type { FileKind } from '../sniff';
import { inspectContent } from './inspectContent';
import { refusedFor, type Verdict } from './verdict';

/*
 * The inspection worker's entry (workerPool.ts starts it; `npm run build` compiles it to
 * dist/server/upload-inspector.js). One file at a time: a job in, a verdict out.
 */

export interface Job {
  id: number;
  kind: FileKind;
  content: Uint8Array;
}

export type WorkerMessage = { ready: true } | { id: number; verdict: Verdict };

const port = parentPort;
if (port) {
  port.on('message', (job: Job) => {
    inspectContent(job.kind, job.content)
      // A parser that throws on a file has not shown it to be a whole file of its kind.
      .catch((): Verdict => refusedFor('type', `${job.kind}.unparsable`))
      .then((verdict) => port.postMessage({ id: job.id, verdict } satisfies WorkerMessage));
  });
  port.postMessage({ ready: true } satisfies WorkerMessage);
}
