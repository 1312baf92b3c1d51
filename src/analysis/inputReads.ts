import type { AnyMachineSnapshot } from 'xstate';

/**
 * Which parts of the chart's input a walk of its graph reads: the input's object fields (the switches)
 * key by key, named `field.key`. A setting that differs from another only in parts the other's walk never
 * read walks the same graph, so it need not be walked again (tour.ts settingGraphs).
 */
export interface InputWatch {
  /** The input to start the chart with: its object fields report their reads while `recording`. */
  input: unknown;
  reads: Set<string>;
  recording: boolean;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function watchInput(input: unknown): InputWatch {
  const watch: InputWatch = { input, reads: new Set(), recording: false };
  if (!isRecord(input)) return watch;
  const fields = Object.entries(input).map(([field, value]) => {
    if (!isRecord(value)) return [field, value];
    const watched = new Proxy(value, {
      get(target, key, receiver) {
        if (watch.recording && typeof key === 'string') watch.reads.add(`${field}.${key}`);
        return Reflect.get(target, key, receiver);
      },
    });
    return [field, watched];
  });
  watch.input = Object.fromEntries(fields);
  return watch;
}

/** The initial snapshot's state and context, the input's own objects in it left out (they are compared part by part). */
function initialText(start: (input: unknown) => AnyMachineSnapshot, input: unknown): string {
  const own = new Set<unknown>(isRecord(input) ? Object.values(input).filter(isRecord) : []);
  const snapshot = start(input);
  return JSON.stringify([snapshot.value, snapshot.context], (_key, value: unknown) => (own.has(value) ? '(input)' : value));
}

/**
 * True when a walk with input `b` (from the snapshot `start` gives for it) takes exactly the steps a walk with input `a` took: the two start in the
 * same snapshot and differ only in parts of the input the walk with `a` never read, so every step computes
 * the same (by induction over the walk: a part not read cannot change a step).
 */
export function walksAlike(start: (input: unknown) => AnyMachineSnapshot, a: unknown, b: unknown, readByA: ReadonlySet<string>): boolean {
  if (!isRecord(a) || !isRecord(b)) return JSON.stringify(a) === JSON.stringify(b);
  for (const field of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const [x, y] = [a[field], b[field]];
    if (isRecord(x) && isRecord(y)) {
      for (const key of new Set([...Object.keys(x), ...Object.keys(y)])) {
        if (JSON.stringify(x[key]) !== JSON.stringify(y[key]) && readByA.has(`${field}.${key}`)) return false;
      }
    } else if (JSON.stringify(x) !== JSON.stringify(y)) return false;
  }
  return initialText(start, a) === initialText(start, b);
}
