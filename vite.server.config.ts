import { defineConfig } from 'vite';

/**
 * The sandbox bank compiled for Node (`npm run build`): `npm run serve` starts it without tsx
 * compiling the server's TypeScript on every start. Packages stay in node_modules (SSR externals).
 */
export default defineConfig({
  publicDir: false,
  build: {
    ssr: true,
    outDir: 'dist/server',
    rolldownOptions: {
      // The upload inspection worker is an entry of its own, started by file (server/areas/uploads/inspect/workerPool.ts).
      input: { main: 'server/main.ts', 'upload-inspector': 'server/areas/uploads/inspect/worker.ts' },
      // One folder for entries and chunks, so the worker is found beside whichever chunk starts it.
      output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    // The server reads its environment at run time, so nothing may be replaced at build time.
    minify: false,
  },
});
