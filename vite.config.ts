import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { documentPages } from './scripts/documentPages.ts';
import { compressAssets, privateSourceMaps } from './scripts/buildOutput.ts';
import { BUILD_RECORD_FILE, buildRecordJson } from './server/startup/buildRecord.ts';

/** Checks of what `npm run build` makes: `npm run test:build` (vitest.build.config.ts), after a build. */
const BUILD_TESTS = 'tests/build/**';
/**
 * A test file's name says where it runs (decision 0015):
 * - `*.test.ts`: in node, sharing its worker's modules with the files before it (`shared`);
 * - `*.test.tsx`: in the DOM, sharing one jsdom window and its worker's modules (`dom`;
 *   tests/setup/sharedDom.ts resets the window between files);
 * - `*.isolated.test.ts` or `.tsx`: with modules of its own (`isolated`). A file belongs there when it mocks
 *   a module, or leaves anything behind when it ends: a global, a stand-in not put back, a lazy import still
 *   loading (the whole app with its lazy screens), which would land in the next file's run.
 */
const ISOLATED = 'tests/**/*.isolated.test.{ts,tsx}';
/**
 * Each worker's V8 without its background threads (garbage collection, compilation): with a worker per
 * core the cores are already busy, and those threads only add their cost of coordination. Figures: decision 0015.
 */
const ONE_THREAD = ['--single-threaded'];
const DOM_SETUP = ['tests/setup/domWaits.ts', 'tests/setup/ownerStacks.ts'];
/** The build says which mode it was made for: a bank of another mode refuses to serve it (server/startup/webRoot.ts). */
const recordBuildMode = (mode: string): Plugin => ({
  name: 'sme-build-mode',
  apply: 'build',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: BUILD_RECORD_FILE, source: buildRecordJson(mode) });
  },
});
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const appMode = (env.VITE_APP_MODE ?? 'SIM').toUpperCase();
  // The coverage trace and the explorer's live channel: for testers, so in SIM builds unless asked for.
  const journeyTooling = (env.VITE_JOURNEY_TOOLING ?? (appMode === 'SIM' ? 'on' : 'off')) === 'on';
  return {
    // Everything the bank serves lives under one prefix (spec 1, section 2), so the build does too.
    base: '/rsmedigitalfinancing/',
    // Source maps are kept out of the web root; everything in it is compressed at build time.
    plugins: [react(), documentPages(), recordBuildMode(appMode), privateSourceMaps(), compressAssets()],
    build: {
      outDir: 'dist/web',
      emptyOutDir: true,
      sourcemap: 'hidden',
      // A lazily loaded chunk fetches its own imports when it runs: the start page does not carry every
      // chunk's list of them. Screens are fetched ahead of need when the browser is idle (src/app/JourneyView.tsx).
      modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? [] : deps) },
      rolldownOptions: {
        output: {
          // Libraries the start page does not run get chunks of their own: left to the automatic split,
          // they share a chunk with the domain's constants and messages, which the start page does load.
          codeSplitting: {
            groups: [
              { name: 'yup', test: /node_modules[\\/](yup|property-expr|tiny-case|toposort)[\\/]/ },
              { name: 'date-fns', test: /node_modules[\\/]date-fns[\\/]/ },
            ],
          },
        },
      },
    },
    // The sandbox's NRIC/UEN sign-in is compiled into SIM builds only: no other build carries the page.
    define: { __SANDBOX_SIGN_IN__: JSON.stringify(appMode === 'SIM'), __JOURNEY_TOOLING__: JSON.stringify(journeyTooling) },
    server: {
      proxy: { '/api': 'http://127.0.0.1:8080' },
    },
    test: {
      globals: true,
      environment: 'node',
      testTimeout: 30000,
      // react-router-dom's CommonJS entry (the one Node's resolution picks) requires react-router's ES module build,
      // which fails in the test workers: its ES module entry instead (remix-run/react-router#13631).
      alias: [{ find: /^react-router-dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router-dom/dist/index.mjs', import.meta.url)) }],
      hookTimeout: 60000,
      // A worker per core: the suite is CPU-bound, and Vitest's default (one core fewer) leaves one idle.
      maxWorkers: availableParallelism(),
      projects: [
        {
          extends: true,
          // Importing the chart, the bank and PGlite afresh for every file cost more than the tests.
          test: { name: 'shared', include: ['tests/**/*.test.ts'], exclude: [ISOLATED, BUILD_TESTS], isolate: false, execArgv: ONE_THREAD },
        },
        {
          extends: true,
          // One jsdom window per worker, not per file: building one and importing React into it cost more than the tests.
          // A child process, so that V8 runs it on one thread (ONE_THREAD): as a worker thread it shares the main
          // process's V8 helper threads.
          test: { name: 'dom', include: ['tests/**/*.test.tsx'], exclude: [ISOLATED], isolate: false, pool: 'forks', execArgv: ONE_THREAD, setupFiles: [...DOM_SETUP, 'tests/setup/sharedDom.ts'] },
        },
        {
          extends: true,
          // In VM contexts of a kept worker, not a new worker per file: that halves what these files cost.
          test: { name: 'isolated', include: [ISOLATED], isolate: true, pool: 'vmThreads', setupFiles: DOM_SETUP },
        },
      ],
    },
  };
});
