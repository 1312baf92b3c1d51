import { clamdScanner, CLAMD_PORT } from './clamd';
import { inspectionPool, type PoolOptions } from './workerPool';
import { refusedFor, type FileInspector, type Scanner } from './verdict';

/**
 * The bank's FileInspector: the file is parsed in the inspection pool (every check of inspectContent.ts
 * under the budget of budget.ts), then, when one is configured, given to a malware scanner. A scanner
 * that cannot tell is a refusal: a file is stored only once every check said yes.
 */
export function fileInspector(options: { scanner?: Scanner | null; pool?: PoolOptions } = {}): FileInspector {
  const pool = inspectionPool(options.pool);
  const scanner = options.scanner ?? null;
  return {
    async inspect(content, kind) {
      const parsed = await pool.run(kind, content);
      if (!parsed.accepted || !scanner) return parsed;
      const scan = await scanner.scan(content);
      if (scan.status === 'clean') return parsed;
      if (scan.status === 'found') return refusedFor('malware', scan.signature.slice(0, 100));
      return refusedFor('scannerUnavailable', scan.detail.slice(0, 200));
    },
    close: () => pool.close(),
  };
}

/**
 * UPLOAD_SCANNER names the scanner (docs/security.md, "Uploads"): unset or empty, none;
 * `clamd://host:port` (port 3310 when left out) or `clamd:///path/to/clamd.sock`. Anything else stops
 * the bank from starting, rather than leaving uploads unscanned by a typing error.
 */
export function scannerFromEnv(env: Readonly<Record<string, string | undefined>>): Scanner | null {
  const value = env.UPLOAD_SCANNER?.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`UPLOAD_SCANNER must be clamd://host:port or clamd:///path/to/socket; got ${value}`);
  }
  if (url.protocol !== 'clamd:') throw new Error(`UPLOAD_SCANNER names an unknown scanner (${url.protocol}); the bank knows clamd://host:port and clamd:///path/to/socket`);
  if (url.hostname) return clamdScanner({ address: { host: url.hostname, port: Number(url.port || CLAMD_PORT) } });
  if (url.pathname && url.pathname !== '/') return clamdScanner({ address: { path: decodeURIComponent(url.pathname) } });
  throw new Error(`UPLOAD_SCANNER must name clamd's host and port or its socket's path; got ${value}`);
}

/** The bank's inspector as its environment configures it. */
export const fileInspectorFromEnv = (env: Readonly<Record<string, string | undefined>>): FileInspector =>
  fileInspector({ scanner: scannerFromEnv(env) });
