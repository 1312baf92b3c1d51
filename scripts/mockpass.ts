/**
 * MockPass (@opengovsg/mockpass), the Singapore government teams' mock Singpass/Myinfo, as the bank's
 * identity provider for tests and the local UAT-like mode. `npx tsx scripts/mockpass.ts` starts it on
 * 5156 and prints the environment the bank needs; tests call startMockPass() on a free port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const MOCKPASS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../node_modules/@opengovsg/mockpass');
const CERTS = path.join(MOCKPASS_DIR, 'static/certs');

/**
 * MockPass ships a test service-provider key pair and its own signing pair; both are public test keys
 * (docs/decisions/0008-identity-provider.md, "Keys"), never for a real provider.
 */
export const MOCKPASS_KEYS = {
  /** The bank's private key: signs its requests, decrypts the person answer. */
  bankPrivateKey: path.join(CERTS, 'key.pem'),
  /** The bank's certificate and public key, as registered with the provider. */
  bankCertificate: path.join(CERTS, 'server.crt'),
  bankPublicKey: path.join(CERTS, 'key.pub'),
  /** MockPass's signing certificate: verifies the access token and the person answer. */
  providerCertificate: path.join(CERTS, 'spcp.crt'),
} as const;

export const MOCKPASS_CLIENT_ID = 'SME-EFINANCING-SANDBOX';
/** Shared with MockPass, which checks the token call's signature only when it knows the secret. */
export const MOCKPASS_CLIENT_SECRET = 'sandbox-myinfo-client-secret';
export const DEFAULT_MOCKPASS_PORT = 5156;
const START_TIMEOUT_MS = 30_000;

export interface MockPassOptions {
  /** A free one is picked when not given. */
  port?: number;
  /** The bank's public key MockPass verifies request signatures with (default: MockPass's test pair). */
  bankPublicKeyPath?: string;
  /** The bank's certificate MockPass encrypts the person answer to. */
  bankCertificatePath?: string;
}

export interface MockPass {
  /** The Myinfo v3 base, e.g. http://127.0.0.1:5156/myinfo/v3. */
  base: string;
  port: number;
  /** The bank's MYINFO_* settings for this MockPass; add APP_PUBLIC_ORIGIN or MYINFO_REDIRECT_URI. */
  bankEnv: Record<string, string>;
  stop(): Promise<void>;
}

export async function startMockPass(options: MockPassOptions = {}): Promise<MockPass> {
  const port = options.port ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(MOCKPASS_DIR, 'index.js')], {
    // Its own folder, so that dotenv there reads no .env of ours.
    cwd: MOCKPASS_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      MOCKPASS_PORT: String(port),
      SHOW_LOGIN_PAGE: 'true',
      ENCRYPT_MYINFO: 'true',
      SERVICE_PROVIDER_MYINFO_SECRET: MOCKPASS_CLIENT_SECRET,
      SERVICE_PROVIDER_CERT_PATH: options.bankCertificatePath ?? MOCKPASS_KEYS.bankCertificate,
      SERVICE_PROVIDER_PUB_KEY: options.bankPublicKeyPath ?? MOCKPASS_KEYS.bankPublicKey,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // A test run or CLI that ends without stop() must not leave MockPass holding its port.
  const killOnExit = () => child.kill();
  process.once('exit', killOnExit);
  await listening(child, port);
  const base = `${origin}/myinfo/v3`;
  return {
    base,
    port,
    bankEnv: {
      MYINFO_BASE: base,
      MYINFO_CLIENT_ID: MOCKPASS_CLIENT_ID,
      MYINFO_CLIENT_SECRET: MOCKPASS_CLIENT_SECRET,
      MYINFO_PRIVATE_KEY_PATH: MOCKPASS_KEYS.bankPrivateKey,
      MYINFO_SIGNING_CERT_PATH: MOCKPASS_KEYS.providerCertificate,
      // MockPass names itself after the host the browser used for consent: use this address there too.
      MYINFO_TOKEN_ISSUER: `${origin}/consent/oauth2/consent/myinfo-com`,
    },
    stop: () => {
      process.off('exit', killOnExit);
      return stopChild(child);
    },
  };
}

/** Resolves once MockPass says it listens (it prints one line to stderr); rejects if it exits first. */
function listening(child: ChildProcess, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`MockPass did not start within ${START_TIMEOUT_MS} ms:\n${output}`));
    }, START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`MockPass listening on ${port}`)) {
        clearTimeout(timer);
        child.stderr?.off('data', onData);
        // Keep draining its warnings so that a full pipe never blocks it.
        child.stderr?.resume();
        resolve();
      }
    };
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`MockPass exited (${code}) before listening:\n${output}`));
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

async function cli(): Promise<void> {
  const mockpass = await startMockPass({ port: Number(process.env.MOCKPASS_PORT ?? DEFAULT_MOCKPASS_PORT) });
  const env = { ...mockpass.bankEnv, APP_PUBLIC_ORIGIN: process.env.APP_PUBLIC_ORIGIN ?? 'http://127.0.0.1:8080' };
  console.log(`MockPass (Myinfo v3) at ${mockpass.base}. The bank needs:\n`);
  for (const [name, value] of Object.entries(env)) console.log(`${name}=${value}`);
  console.log('\nSign in with a MockPass persona of docs/personas.md ("MockPass personas"). Ctrl-C stops it.');
  const stop = () => void mockpass.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  cli().catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
