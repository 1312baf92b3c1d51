import Elk from 'elkjs/lib/elk-api';
import { journeyMachine } from '../../machines/journey.machine';
import type { ChartModel } from '../analysis/chartModel';
import { layoutChart, type Drawing } from './layout';
import { gridLayout, isOverview, overviewDrawing } from './regionGrid';
import { pathOptions, type PathOption } from './paths';
import type { Scope } from './scope';

/**
 * The explorer's heavy work, each in a web worker of its own: ELK's layout and the path generation. Where
 * there is no Worker (Node, jsdom) both run in this thread instead.
 */
const hasWorkers = typeof Worker !== 'undefined';

/**
 * A scope of the chart drawn: the overview's grid at once; open regions, or the region shown, by ELK,
 * in one worker that goes once the drawing is back.
 */
export function layoutInWorker(model: ChartModel, scope: Scope): Promise<Drawing> {
  if (isOverview(model, scope)) return Promise.resolve(overviewDrawing(model, scope));
  const elk = elkInWorker();
  const lay = (s: Scope) => layoutChart(model, s, elk);
  return (scope.region ? lay(scope) : gridLayout(model, scope, lay)).finally(() => elk?.terminateWorker());
}

/** A small chart without phases (the session) laid out whole by ELK, whatever is open: no grid to frame it in. */
export function wholeInWorker(model: ChartModel, scope: Scope): Promise<Drawing> {
  const elk = elkInWorker();
  return layoutChart(model, scope, elk).finally(() => elk?.terminateWorker());
}

const elkInWorker = () => (hasWorkers ? new Elk({ workerFactory: () => new Worker(new URL('./elk.worker.ts', import.meta.url), { type: 'module' }) }) : undefined);

export function pathsInWorker(): Promise<PathOption[]> {
  if (!hasWorkers) return new Promise((resolve) => setTimeout(() => resolve(pathOptions(journeyMachine)), 0));
  const worker = new Worker(new URL('./paths.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<PathOption[]>((resolve, reject) => {
    worker.addEventListener('message', (e: MessageEvent<PathOption[]>) => resolve(e.data));
    worker.addEventListener('error', (e) => reject(new Error(e.message || 'the path worker failed')));
    worker.postMessage('paths');
  }).finally(() => worker.terminate());
}
