import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:build`: checks of what `npm run build` makes (the start page's bundles, the database seed, the
 * built server as a process). They read dist/ rather than build their own, and are kept out of the unit and
 * model suite (`vitest run`), which runs without a build and is meant to stay fast.
 */
export default defineConfig({
  test: {
    include: ['tests/build/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/build/built.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // A worker per core, as in the unit suite (vite.config.ts).
    maxWorkers: availableParallelism(),
  },
});
