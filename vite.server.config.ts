import { defineConfig } from 'vite';

/**
 * The sandbox bank compiled for Node (`npm run build`): `npm run serve` starts it without tsx
 * compiling the server's TypeScript on every start. Packages stay in node_modules (SSR externals).
 */
export default defineConfig({
  publicDir: false,
  build: {
    ssr: 'server/main.ts',
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    // The server reads its environment at run time, so nothing may be replaced at build time.
    minify: false,
  },
});
