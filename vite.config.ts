import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { documentPages } from './scripts/documentPages.ts';

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const appMode = (env.VITE_APP_MODE ?? 'SIM').toUpperCase();
  return {
    // Everything the bank serves lives under one prefix (spec 1, section 2), so the build does too.
    base: '/rsmedigitalfinancing/',
    plugins: [react(), documentPages()],
    build: { outDir: 'dist/web', emptyOutDir: true, sourcemap: true },
    // The sandbox's NRIC/UEN sign-in is compiled into SIM builds only: no other build carries the page.
    define: { __SANDBOX_SIGN_IN__: JSON.stringify(appMode === 'SIM') },
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
