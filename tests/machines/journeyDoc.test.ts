import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { chartModel } from '../../src/analysis/chartModel';
import { journeyMachine } from '../../machines/journey.machine';
import { JOURNEY_DOC, REGENERATE, renderJourneyDoc } from '../../scripts/lib/journeyDoc';

const model = chartModel(journeyMachine);

describe('docs/journey.md', () => {
  it('is what the chart renders today', () => {
    const expected = renderJourneyDoc(model);
    const file = fileURLToPath(new URL(`../../${JOURNEY_DOC}`, import.meta.url));
    // A checkout with CRLF line endings is still current.
    const committed = existsSync(file) ? readFileSync(file, 'utf8').replace(/\r\n/g, '\n') : '';
    // Not toEqual: a 40 KB diff says less than the one thing to do.
    if (committed !== expected) expect.fail(`${JOURNEY_DOC} is out of date: run ${REGENERATE}`);
  });

  it('tabulates every state, every transition and every route of the chart', () => {
    const doc = renderJourneyDoc(model);
    for (const s of model.states) expect(doc, s.id).toContain(`| \`${s.id}\` |`);
    const transitionRows = doc.split('## Transitions')[1].split('## Events')[0].split('\n').filter((l) => l.startsWith('| `'));
    expect(transitionRows).toHaveLength(model.transitions.length);
    for (const r of new Set(model.states.map((s) => s.route).filter(Boolean))) expect(doc).toContain(`| ${r} | `);
    expect(doc).toContain(`| states | ${model.states.length} `);
    expect(doc).toContain(`| transitions (each guarded branch counted) | ${model.transitions.length} |`);
  });
});
