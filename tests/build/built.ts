import { existsSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_SEED } from '../../server/db/seed';

/** What `npm run build` leaves in dist/, which the tests of this folder check (they do not build it again). */
export const BUILT = {
  web: path.resolve('dist/web'),
  server: path.resolve('dist/server/main.js'),
  seed: path.resolve(DEFAULT_SEED),
};

/** Vitest's globalSetup: a clear word instead of a dozen missing-file failures when the build was not made. */
export default function requireBuild(): void {
  const missing = Object.values(BUILT).filter((f) => !existsSync(f));
  if (missing.length > 0) throw new Error(`tests/build checks what \`npm run build\` makes; missing: ${missing.join(', ')}. Run \`npm run test:build\`, which builds first.`);
}
