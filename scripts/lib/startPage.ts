import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The prefix every asset is served under (vite.config.ts `base`). */
const BASE = '/rsmedigitalfinancing/';

export interface StartPageScripts {
  /** The web root's paths of the entry and every modulepreload of index.html. */
  files: string[];
  raw: number;
  gzip: number;
  /** Null unless asked for: brotli at its best quality takes a second a build, and the budget is gzip's. */
  brotli: number | null;
}

/**
 * What a browser fetches of JavaScript to paint the start page: the entry script and the chunks
 * index.html preloads. Chunks imported later (screens, the service layer) are not counted.
 */
export function startPageScriptsOf(webRoot: string): string[] {
  const html = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  const tags = [...html.matchAll(/<(script|link)\b[^>]*>/g)].map((m) => m[0]);
  const src = (tag: string) => /\b(?:src|href)="([^"]+\.js)"/.exec(tag)?.[1];
  const wanted = tags.filter((t) => (t.startsWith('<script') && /type="module"/.test(t)) || /rel="modulepreload"/.test(t));
  return [...new Set(wanted.map(src).filter((s): s is string => !!s).map((s) => (s.startsWith(BASE) ? s.slice(BASE.length) : s)))];
}

/** The start page's JavaScript, raw and as each encoding sends it. */
export function measureStartPage(webRoot: string, { brotli: withBrotli = false } = {}): StartPageScripts {
  const files = startPageScriptsOf(webRoot);
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const f of files) {
    const code = readFileSync(path.join(webRoot, f));
    raw += code.length;
    gzip += gzipSync(code, { level: constants.Z_BEST_COMPRESSION }).length;
    if (withBrotli) brotli += brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length;
  }
  return { files, raw, gzip, brotli: withBrotli ? brotli : null };
}
