import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { documentPages } from './scripts/documentPages.ts';

// Everything the bank serves lives under one prefix (spec 1, section 2), so the build does too.
export default defineConfig({
  base: '/rsmedigitalfinancing/',
  plugins: [react(), documentPages()],
  build: { outDir: 'dist/web', emptyOutDir: true, sourcemap: true },
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
});
