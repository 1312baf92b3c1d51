/**
 * ELK's own worker script: loaded in a web worker, it answers the layout requests of an ELK built with
 * a workerFactory (layoutWorker.ts), so the layout runs off the page's thread.
 */
import 'elkjs/lib/elk-worker.min.js';
