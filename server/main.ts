import { featuresFrom } from '../src/config/features';
import { identityProviderFromEnv } from './areas/identity/provider';
import { fileInspectorFromEnv } from './areas/uploads/inspect/inspector';
import { openDb } from './db/open';
import { DEFAULT_SEED } from './db/seed';
import { limitsFromEnv, trustedProxyFromEnv } from './security/limitsFromEnv';
import { apiOriginsOf } from './security/apiOrigins';
import { checkStartup } from './startup';

/** Reads the environment, opens and migrates the database, serves, and closes cleanly on a signal. */
async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '127.0.0.1';
  const dataDir = process.env.DATA_DIR ?? './data';
  const { mode, webRoot } = checkStartup(process.env, process.cwd());
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number; got ${process.env.PORT}`);
  const limits = limitsFromEnv(process.env);
  const trustProxy = trustedProxyFromEnv(process.env);
  const features = featuresFrom(process.env.FEATURES);
  const identityProvider = identityProviderFromEnv(process.env);
  const fileInspector = fileInspectorFromEnv(process.env);
  if (mode !== 'SIM' && !identityProvider) {
    throw new Error(`APP_MODE=${mode} signs people in through the identity provider only: set MYINFO_BASE and the other MYINFO_* settings (README, "Modes").`);
  }

  // The database starts (PGlite compiles its WebAssembly) while the routes are still being loaded:
  // done one after the other, the two would double the start-up time.
  const opening = openDb({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir, seedFile: process.env.DB_SEED || DEFAULT_SEED });
  // A refusal (the data folder held by another server) may come before the imports finish: it is
  // reported where opening is awaited, as one clear line, not as an unhandled rejection's stack.
  opening.catch(() => undefined);
  const [{ buildApp }, { migrate }] = await Promise.all([import('./app'), import('./db/migrate')]);
  const db = await opening;
  await migrate(db);
  const app = await buildApp({
    db,
    mode,
    webRoot,
    logger: true,
    apiOrigins: apiOriginsOf(process.env),
    limits,
    trustProxy,
    features,
    identityProvider,
    fileInspector,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: closing`);
    try {
      await app.close();
      await db.close();
      process.exit(0);
    } catch (e) {
      console.error(e);
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port, host });
  console.log(`SME e-Financing sandbox bank ready at http://${host}:${port}/rsmedigitalfinancing/`);
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
