import { Worker, type ResourceLimits } from 'node:worker_threads';
import type { FileKind } from '../sniff';
import { INSPECTION_BUDGET, INSPECTION_WORKERS } from './budget';
import { refusedFor, type Verdict } from './verdict';
import type { Job, WorkerMessage } from './worker';

/*
 * Uploads are parsed in worker threads, never on the bank's event loop: a file that takes the parser
 * seconds or gigabytes costs one worker, which V8 stops at its heap limit or the pool terminates at
 * its time limit, and the bank answers everyone else meanwhile. Workers are kept between files
 * (starting one costs more than most inspections) and replaced after one is stopped.
 */

export interface PoolOptions {
  workers?: number;
  timeMs?: number;
  heapMb?: number;
  /** Starts a worker; tests give one that blocks or runs out of memory on purpose. */
  spawn?: (resourceLimits: ResourceLimits) => Worker;
}

export interface InspectionPool {
  run(kind: FileKind, content: Uint8Array): Promise<Verdict>;
  close(): Promise<void>;
}

/** The compiled bank (dist/server/) has the worker as an entry of its own beside its chunks. */
const BUILT_WORKER = './upload-inspector.js';

/**
 * The worker from source (tests, `npm run dev`): a TypeScript file, so tsx is registered in the worker
 * before it is imported; from the build: the compiled entry.
 */
export function spawnInspectionWorker(resourceLimits: ResourceLimits): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL(BUILT_WORKER, import.meta.url), { resourceLimits });
  const source = new URL('./worker.ts', import.meta.url).href;
  const bootstrap = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(bootstrap, { eval: true, resourceLimits });
}

interface Slot {
  worker?: Worker;
  ready?: Promise<Worker>;
}

interface Queued {
  job: Omit<Job, 'id'>;
  resolve: (verdict: Verdict) => void;
  reject: (error: unknown) => void;
}

export function inspectionPool(options: PoolOptions = {}): InspectionPool {
  const timeMs = options.timeMs ?? INSPECTION_BUDGET.timeMs;
  const limits: ResourceLimits = { maxOldGenerationSizeMb: options.heapMb ?? INSPECTION_BUDGET.heapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 };
  const spawn = options.spawn ?? spawnInspectionWorker;
  const slots: Slot[] = Array.from({ length: options.workers ?? INSPECTION_WORKERS }, () => ({}));
  const idle = [...slots];
  const queue: Queued[] = [];
  let nextId = 1;
  let closed = false;

  const discard = (slot: Slot) => {
    const worker = slot.worker;
    slot.worker = undefined;
    slot.ready = undefined;
    void worker?.terminate();
  };

  const started = (slot: Slot): Promise<Worker> => {
    if (slot.ready) return slot.ready;
    const worker = spawn(limits);
    slot.worker = worker;
    // Whatever happens to a worker later, it is not used again.
    worker.on('error', () => slot.worker === worker && discard(slot));
    worker.on('exit', () => slot.worker === worker && discard(slot));
    slot.ready = new Promise<Worker>((resolve, reject) => {
      const onMessage = (message: WorkerMessage) => {
        if (!('ready' in message)) return;
        worker.off('message', onMessage);
        resolve(worker);
      };
      worker.on('message', onMessage);
      worker.once('error', (error) => reject(new Error(`The upload inspection worker did not start: ${error.message}`)));
      worker.once('exit', (code) => reject(new Error(`The upload inspection worker stopped while starting (exit ${code}).`)));
    });
    return slot.ready;
  };

  const execute = async (slot: Slot, job: Job): Promise<Verdict> => {
    const worker = await started(slot);
    worker.ref();
    return new Promise<Verdict>((resolve) => {
      const finish = (verdict: Verdict, stopWorker: boolean) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        if (stopWorker) discard(slot);
        // An idle worker does not keep the process alive; one at work does (as its timer does).
        else worker.unref();
        resolve(verdict);
      };
      const onMessage = (message: WorkerMessage) => {
        if ('id' in message && message.id === job.id) finish(message.verdict, false);
      };
      const onError = (error: Error & { code?: string }) =>
        finish(refusedFor('tooComplex', error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memoryLimit' : 'workerFailed'), true);
      const onExit = () => finish(refusedFor('tooComplex', 'workerFailed'), true);
      // The clock of this limit is the machine's own: it bounds what a file may cost, whatever the bank's clock says.
      const timer = setTimeout(() => finish(refusedFor('tooComplex', 'timeLimit'), true), timeMs);
      worker.on('message', onMessage);
      worker.once('error', onError);
      worker.once('exit', onExit);
      worker.postMessage(job, [job.content.buffer as ArrayBuffer]);
    });
  };

  const pump = () => {
    while (idle.length > 0 && queue.length > 0) {
      const slot = idle.pop()!;
      const { job, resolve, reject } = queue.shift()!;
      execute(slot, { ...job, id: nextId++ })
        .then(resolve, reject)
        .finally(() => {
          idle.push(slot);
          if (!closed) pump();
        });
    }
  };

  return {
    run(kind, content) {
      if (closed) return Promise.reject(new Error('The upload inspection pool is closed.'));
      // A copy of its own crosses to the worker; the caller keeps the bytes it will store.
      const copy = new Uint8Array(content);
      return new Promise<Verdict>((resolve, reject) => {
        queue.push({ job: { kind, content: copy }, resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const { reject } of queue.splice(0)) reject(new Error('The bank is closing.'));
      const workers = slots.map((slot) => slot.worker).filter((w): w is Worker => w !== undefined);
      slots.forEach(discard);
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}
