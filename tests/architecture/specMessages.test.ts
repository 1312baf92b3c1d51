import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as mainCatalogue from '../../src/domain/messages';
import * as pageCatalogue from '../../src/domain/pageMessages';
import { productSources } from './productSources';
import { SHARED_SPEC_DIR, sharesRun, SPEC_DIR, specAvailable, specQuotes, type SpecQuote } from './specQuotes';

/*
 * One rule, one place: a message the spec quotes is written once, in the catalogue (src/domain/messages.ts,
 * and src/domain/pageMessages.ts for the words only later screens show, so those load with them), and every
 * screen, chart state and bank route that shows it imports it from there. A copy elsewhere drifts
 * the day one of the two is corrected.
 */

const HOMES = ['src/domain/messages.ts', 'src/domain/pageMessages.ts'];
const HOME = HOMES.join(' or ');

/** Each entry of the catalogue's exports as 'messages.sessionTimeout' -> its text (a function's source holds its template). */
const entries: [string, string][] = Object.entries({ ...mainCatalogue, ...pageCatalogue }).flatMap(([name, value]) =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).map(([key, v]): [string, string] => [`${name}.${key}`, typeof v === 'function' ? v.toString() : String(v)])
    : [],
);

const keyOf = (quote: SpecQuote): string | undefined => entries.find(([, text]) => quote.runs.some((run) => sharesRun(run, text)))?.[0];

// Without the spec there is nothing to hold the code to: the first test fails and says where it looked.
describe(`the spec's quoted messages have one home (${specAvailable ? SPEC_DIR : `no spec at ${SPEC_DIR}: set SPEC_DIR`})`, () => {
  const quotes = specAvailable ? specQuotes() : [];
  const files = productSources();
  const homeFiles = files.filter((f) => HOMES.includes(f.path));
  const home = homeFiles.length === HOMES.length ? { shownText: homeFiles.map((f) => f.shownText).join('\n') } : undefined;
  const others = files.filter((f) => !HOMES.includes(f.path));
  const shown = quotes.filter((q) => files.some((f) => q.runs.some((run) => sharesRun(run, f.shownText))));

  it('finds the quoted messages in the spec', () => {
    // The spec quotes some eighty messages of this length; far fewer means the extraction broke.
    expect(quotes.length).toBeGreaterThan(40);
    expect(quotes.map((q) => q.text)).toContain('Sorry, your session has time out. Kindly restart the application again.');
  });

  it(`defines every quoted message the product shows in ${HOME}`, () => {
    expect(home).toBeDefined();
    const homeless = shown.filter((q) => !q.runs.some((run) => sharesRun(run, home?.shownText ?? ''))).map((q) => `'${q.text}' (${q.source})`);
    expect(homeless, `spec messages written outside ${HOME}: add them there`).toEqual([]);
  });

  it(`writes no quoted message outside ${HOME}: the others import it`, () => {
    const copies = others.flatMap((file) =>
      shown
        .filter((q) => q.runs.some((run) => sharesRun(run, file.shownText)))
        .map((q) => `${file.path}: '${q.text}' -> import ${keyOf(q) ?? 'it'} from ${HOME}`),
    );
    expect(copies, 'copies of spec messages').toEqual([]);
  });
});

// docs/spec is the copy the tests read on a clone alone; beside the team's shared spec it must say the same.
describe.runIf(existsSync(SHARED_SPEC_DIR))('docs/spec', () => {
  it.each(existsSync(SHARED_SPEC_DIR) ? readdirSync(SHARED_SPEC_DIR).filter((f) => f.endsWith('.md')) : [])('%s is the shared spec, word for word', (file) => {
    expect(readFileSync(join(SPEC_DIR, file), 'utf8'), `docs/spec/${file} differs from ${SHARED_SPEC_DIR}: copy it again`).toBe(readFileSync(join(SHARED_SPEC_DIR, file), 'utf8'));
  });
});
