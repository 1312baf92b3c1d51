import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './productSources';

/**
 * The user's design card, as they wrote it: not ours to trade. The README's "The design card" section says where
 * each package does its job; this test holds the card, the README and the code to each other.
 */
const CARD_PACKAGES = [
  'react', 'react-dom', 'xstate', '@xstate/react', 'react-router-dom', 'zod', 'ky', 'formik', 'yup', 'date-fns',
  'vite', 'vitest', '@testing-library/react', '@xstate/graph', 'playwright',
] as const;
const CARD_TOP_LEVEL = [
  'package.json', 'tsconfig.json', 'vite.config.ts', 'src', 'machines', 'screens', 'services', 'tests', 'e2e', 'docs',
  'README.md',
] as const;

/** Playwright's test runner ships as its own package; importing it is using Playwright. */
const IMPORTED_AS: Partial<Record<(typeof CARD_PACKAGES)[number], string[]>> = {
  playwright: ['playwright', '@playwright/test'],
};

const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};

/** The rows of the tables of the README's design-card section: first cell (unquoted) -> last cell. */
function cardTables(): Map<string, string> {
  const start = readme.indexOf('\n## The design card');
  if (start < 0) return new Map();
  const end = readme.indexOf('\n## ', start + 1);
  const section = readme.slice(start, end < 0 ? undefined : end);
  const rows = new Map<string, string>();
  for (const line of section.split('\n')) {
    const cells = line.split('|').slice(1, -1).map((c) => c.trim());
    if (cells.length < 2 || /^-+$/.test(cells[0]) || !cells[0].startsWith('`')) continue;
    rows.set(cells[0].replace(/`/g, '').replace(/\/$/, ''), cells[cells.length - 1]);
  }
  return rows;
}

const backticked = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1].replace(/\/$/, ''));

function sourceFiles(place: string): string[] {
  const full = join(ROOT, place);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [full];
  return readdirSync(full).flatMap((name) =>
    name === 'node_modules' ? [] : sourceFiles(join(place, name)),
  ).filter((f) => /\.(ts|tsx|mts|mjs|js)$/.test(f));
}

const importPattern = (pkg: string) =>
  new RegExp(`(?:from\\s+|import\\s*\\(\\s*|import\\s+)['"]${pkg.replace(/[/.]/g, '\\$&')}(?:/[^'"]*)?['"]`);

describe('the design card', () => {
  const rows = cardTables();

  it.each(CARD_PACKAGES)('%s is a dependency, has its row in the README, and is imported where the row says', (pkg) => {
    const declared = { ...manifest.dependencies, ...manifest.devDependencies };
    expect(declared, `${pkg} left package.json`).toHaveProperty([pkg]);
    const where = rows.get(pkg);
    expect(where, `the README's design card has no row for ${pkg}`).toBeDefined();
    const places = backticked(where!);
    expect(places.length, `the row of ${pkg} names no folder`).toBeGreaterThan(0);
    const patterns = (IMPORTED_AS[pkg] ?? [pkg]).map(importPattern);
    const importers = places.flatMap(sourceFiles).filter((file) => {
      const text = readFileSync(file, 'utf8');
      return patterns.some((p) => p.test(text));
    });
    expect(importers.length, `${pkg} is imported nowhere in ${places.join(', ')}`).toBeGreaterThan(0);
  });

  it.each(CARD_TOP_LEVEL)('%s stands at the top level and the README says what it holds', (entry) => {
    expect(existsSync(join(ROOT, entry)), `${entry} is missing from the top level`).toBe(true);
    expect(rows.get(entry), `the README's design card does not say what ${entry} holds`).toBeTruthy();
  });

  it('names no top-level entry that is not there', () => {
    const named = [...rows.keys()].filter((k) => !(CARD_PACKAGES as readonly string[]).includes(k));
    expect(named.filter((entry) => !existsSync(join(ROOT, entry)))).toEqual([]);
  });
});
