import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { documentPages } from './scripts/documentPages.ts';
import { compressAssets, privateSourceMaps } from './scripts/buildOutput.ts';

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const appMode = (env.VITE_APP_MODE ?? 'SIM').toUpperCase();
  // The coverage trace and the explorer's live channel: for testers, so in SIM builds unless asked for.
  const journeyTooling = (env.VITE_JOURNEY_TOOLING ?? (appMode === 'SIM' ? 'on' : 'off')) === 'on';
  return {
    // Everything the bank serves lives under one prefix (spec 1, section 2), so the build does too.
    base: '/rsmedigitalfinancing/',
    // Source maps are kept out of the web root; everything in it is compressed at build time.
    plugins: [react(), documentPages(), privateSourceMaps(), compressAssets()],
    build: {
      outDir: 'dist/web',
      emptyOutDir: true,
      sourcemap: 'hidden',
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
      include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
      environment: 'node',
      testTimeout: 30000,
      hookTimeout: 60000,
    },
  };
});
