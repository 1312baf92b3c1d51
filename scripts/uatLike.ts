/**
 * The UAT-like local mode, in one command (`npm run start:uat`): MockPass as the identity provider on
 * 5156, a build of the front end that signs in through the provider (no NRIC page) in dist/uat-web,
 * and the bank on 8080 exchanging codes with MockPass. The bank runs as SIT because there is no SMS
 * gateway here: its OTP API is off, so any six digits pass (a UAT or PROD bank refuses that setting);
 * the build is made for SIT too, since a bank serves only a build of its own mode.
 * The e2e test of the round trip starts the same pieces through these functions.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startMockPass, type MockPass } from './mockpass';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Both sides say the same: the bank decides by its FEATURES, the page shows the OTP notice by its VITE_FEATURES. */
export const UAT_LIKE_SWITCHES = 'otpApi=off';
/** The bank's mode and its build's: SIT, the nearest to UAT that may switch the OTP API off. */
const UAT_LIKE_MODE = 'SIT';

/** A build of the front end into outDir with the given build settings (VITE_APP_MODE, VITE_FEATURES). */
export function buildFrontEnd(outDir: string, env: Record<string, string>): void {
  const res = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
  });
  if (res.status !== 0) throw new Error(`the ${env.VITE_APP_MODE ?? 'SIM'} build failed:\n${res.stderr}`);
}

/** The UAT-like build of the front end into outDir. */
export const buildUatFrontEnd = (outDir: string) => buildFrontEnd(outDir, { VITE_APP_MODE: UAT_LIKE_MODE, VITE_FEATURES: UAT_LIKE_SWITCHES });

/**
 * The bank's environment: SIT mode, the switches above, the build to serve, MockPass as its provider, and
 * the OTP hash key every bank outside SIM needs (OTP_HASH_KEY when set, otherwise one drawn for this run).
 */
export function uatLikeBankEnv(mockpass: MockPass, publicOrigin: string, webRoot: string): Record<string, string> {
  return {
    APP_MODE: UAT_LIKE_MODE,
    FEATURES: UAT_LIKE_SWITCHES,
    WEB_ROOT: webRoot,
    APP_PUBLIC_ORIGIN: publicOrigin,
    OTP_HASH_KEY: process.env.OTP_HASH_KEY || randomBytes(32).toString('hex'),
    ...mockpass.bankEnv,
  };
}

async function cli(): Promise<void> {
  const port = Number(process.env.PORT ?? 8080);
  const origin = `http://127.0.0.1:${port}`;
  const webRoot = path.join(ROOT, 'dist/uat-web');
  buildUatFrontEnd(webRoot);
  const mockpass = await startMockPass({ port: Number(process.env.MOCKPASS_PORT ?? 5156) });
  const bank = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/main.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: process.env.DATA_DIR ?? path.join(ROOT, 'data-uat'), ...uatLikeBankEnv(mockpass, origin, webRoot) },
    stdio: 'inherit',
  });
  console.log(`MockPass (the identity provider) at http://127.0.0.1:${mockpass.port}; the application at ${origin}/rsmedigitalfinancing/`);
  console.log('Sign in as a MockPass persona (docs/personas.md, "MockPass personas"), e.g. S9812381D; the OTP takes any six digits.');
  const stop = async () => {
    bank.kill('SIGTERM');
    await mockpass.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  bank.on('exit', (code) => void mockpass.stop().then(() => process.exit(code ?? 1)));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  cli().catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
