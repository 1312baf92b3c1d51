/**
 * Who made a coverage run (coverage/journey/<run>.json, field `kind`). The model-based test walks the
 * chart on its own and says nothing of the screens; every other run drove the real UI in a browser.
 */
export type RunKind = 'model' | 'browser';

export const RUN_KINDS: readonly RunKind[] = ['model', 'browser'];

export const runKindOf = (kind: string | undefined): RunKind => (kind === 'model' ? 'model' : 'browser');

/** How to produce runs, for whoever finds none. */
export const HOW_TO_PRODUCE_RUNS = 'run the model-based test (npx vitest run tests/machines) or the e2e suite (npm run test:e2e)';
