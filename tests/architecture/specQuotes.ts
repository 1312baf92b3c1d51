import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './productSources';

/**
 * The specification as the team was given it (../shared/spec beside the repository), kept in docs/spec so a
 * clone of this repository alone tests against it; SPEC_DIR points elsewhere. Its quoted strings are
 * user-visible text, reproduced verbatim (spec README).
 */
export const SPEC_DIR = process.env.SPEC_DIR ?? join(ROOT, 'docs/spec');
/** The team's shared copy, when it stands beside the repository: docs/spec must say the same. */
export const SHARED_SPEC_DIR = join(ROOT, '../shared/spec');
export const specAvailable = existsSync(SPEC_DIR);

/** The shortest run of a message's text that counts as a copy of it. */
export const MIN_RUN = 25;

/**
 * How much of a run another text must share to hold a copy of it: all of a short run, seven tenths
 * of a long one (at least MIN_RUN), so a field label the message names ('Select "Do you have property
 * in mind" option.' and the label 'Do you have property in mind?') is not taken for a copy of it.
 */
export const copyLength = (run: string): number => Math.min(run.length, Math.max(MIN_RUN, Math.ceil(run.length * 0.7)));

/** A quote opens after a non-letter and closes before one, so "person's" and "users'" are not quotes. */
const QUOTE = /(?<![A-Za-z])'([^'\n]+?)'(?![A-Za-z])/g;
/** What the spec writes in place of a value: {n}, <field label>, '...', '…' and, once, n/total. */
const PLACEHOLDER = /\{[^}]*\}|<[^>]*>|\.\.\.|…|\bn\/total\b/;
/**
 * A message starts with a capital (or a placeholder); a quote in lower case is a phrase the spec
 * quotes from inside a sentence ('user has no current or savings account'), which the product words
 * its own way around.
 */
const MESSAGE_START = /^(?:[A-Z0-9"<{]|\.\.\.)/;

export interface SpecQuote {
  /** The quoted text as the spec writes it. */
  text: string;
  /** Its literal runs long enough to recognise a copy by. */
  runs: string[];
  /** The spec file that quotes it. */
  source: string;
}

/** Every distinct quoted string of the spec that has a run of MIN_RUN characters between its placeholders. */
export function specQuotes(): SpecQuote[] {
  const seen = new Map<string, SpecQuote>();
  for (const file of readdirSync(SPEC_DIR).filter((f) => f.endsWith('.md') && f !== 'README.md')) {
    const text = readFileSync(join(SPEC_DIR, file), 'utf8');
    for (const match of text.matchAll(QUOTE)) {
      const quoted = match[1] ?? '';
      if (!MESSAGE_START.test(quoted)) continue;
      const runs = quoted
        .split(PLACEHOLDER)
        .map((r) => r.trim())
        .filter((r) => r.length >= MIN_RUN);
      if (runs.length > 0 && !seen.has(quoted)) seen.set(quoted, { text: quoted, runs, source: file });
    }
  }
  return [...seen.values()];
}

/**
 * Whether `haystack` shares at least `min` consecutive characters with `run`. Any such shared stretch
 * contains one of the run's windows of about half that length starting at a multiple of the stride,
 * so only those windows are searched for, then grown to their full shared length.
 */
export function sharesRun(run: string, haystack: string, min = copyLength(run)): boolean {
  const stride = Math.floor(min / 2);
  const width = min - stride;
  for (let start = 0; start + width <= run.length; start += stride) {
    const window = run.slice(start, start + width);
    for (let at = haystack.indexOf(window); at >= 0; at = haystack.indexOf(window, at + 1)) {
      let before = 0;
      while (start - before > 0 && at - before > 0 && run[start - before - 1] === haystack[at - before - 1]) before += 1;
      let after = width;
      while (start + after < run.length && at + after < haystack.length && run[start + after] === haystack[at + after]) after += 1;
      if (before + after >= min) return true;
    }
  }
  return false;
}
