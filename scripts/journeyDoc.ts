/**
 * `npm run docs:journey`: writes docs/journey.md from the chart. `--check` writes nothing and exits 1
 * when the committed file is out of date (what tests/machines/journeyDoc.test.ts asserts).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { chartModel } from '../src/analysis/chartModel';
import { journeyMachine } from '../machines/journey.machine';
import { JOURNEY_DOC, REGENERATE, renderJourneyDoc } from './lib/journeyDoc';

const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== '--check');
if (unknown.length) {
  console.error(`docs:journey: unknown argument ${unknown.join(' ')}; the only option is --check.`);
  process.exit(2);
}

const text = renderJourneyDoc(chartModel(journeyMachine));
const current = existsSync(JOURNEY_DOC) ? readFileSync(JOURNEY_DOC, 'utf8') : null;
if (args.includes('--check')) {
  if (current !== text) {
    console.error(`${JOURNEY_DOC} is out of date: run ${REGENERATE}`);
    process.exit(1);
  }
  console.log(`${JOURNEY_DOC} is current`);
} else {
  writeFileSync(JOURNEY_DOC, text);
  console.log(`${current === text ? 'unchanged' : 'wrote'} ${JOURNEY_DOC} (${text.length} characters)`);
}
