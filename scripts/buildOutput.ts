import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** The kinds of file worth compressing: text. Images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** A build plugin that works on the output folder once the bundle is written. */
function afterWrite(name: string, work: (outDir: string) => Promise<void>): Plugin {
  let outDir = '';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle: () => work(outDir),
  };
}

/**
 * Brotli's best quality costs seconds on a megabyte for a few per cent: the applicant's chunks get it,
 * the explorer's graph layout library (1.4 MB) a quality nearly as good at a twentieth of the time.
 */
const BEST_QUALITY_UP_TO = 512 * 1024;
const LARGE_FILE_QUALITY = 9;

/** Writes file.br and file.gz beside a file, each only where it is smaller than the file itself. */
export async function compressBeside(file: string): Promise<void> {
  const raw = await readFile(file);
  const quality = raw.length <= BEST_QUALITY_UP_TO ? constants.BROTLI_MAX_QUALITY : LARGE_FILE_QUALITY;
  const [br, gzipped] = await Promise.all([
    brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
    gz(raw, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([br.length < raw.length && writeFile(`${file}.br`, br), gzipped.length < raw.length && writeFile(`${file}.gz`, gzipped)]);
}

/**
 * The web root is served compressed, compressed once here rather than on every request: brotli and
 * gzip beside each text file, which the bank sends to a browser that accepts them (server/web.ts).
 */
export const compressAssets = (): Plugin =>
  afterWrite('sme-compress-assets', async (outDir) => {
    const files = (await filesUnder(outDir)).filter((f) => COMPRESSIBLE.test(f));
    await Promise.all(files.map(compressBeside));
  });

/** Where a build's source maps go: beside the web root, never inside it (dist/web -> dist/web-sourcemaps). */
export const sourceMapDirOf = (outDir: string): string => `${outDir}-sourcemaps`;

/**
 * Source maps are built (for reading a production stack trace) but not published: Vite writes them
 * 'hidden' (no sourceMappingURL in the code) and they are moved out of the web root at once.
 */
export const privateSourceMaps = (): Plugin =>
  afterWrite('sme-private-source-maps', async (outDir) => {
    const target = sourceMapDirOf(outDir);
    await rm(target, { recursive: true, force: true });
    const maps = (await filesUnder(outDir)).filter((f) => f.endsWith('.map'));
    for (const map of maps) {
      const to = path.join(target, path.relative(outDir, map));
      await mkdir(path.dirname(to), { recursive: true });
      await rename(map, to);
    }
  });
