import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { performance } from 'node:perf_hooks';
import { expect, it } from 'vitest';
import { journeyMachine, type JourneyMachine } from '../../../machines/journey.machine';
import { transitionTour } from '../../../src/analysis/tour';
import { CHART_SETTINGS } from '../../../src/analysis/settings';
import { assertWalkComplete, newSeen, sessionExpiryCases, walkPath } from '../support/modelWalk';
import { chartMutants, chartMutantsShardFile, mutantMachine, sampleMutants, type Caught, type ChartMutant, type ChartMutantsReport } from './chartMutants';

/**
 * `npm run mutation -- --chart` (vitest.mutants.config.ts): each chart mutant against the model-based walk,
 * as tests/machines/journey.model.suite.ts runs it on the real chart: the transition tour planned from the
 * changed chart, walked on the real actor with every oracle after every step, a 401 walk per call, then
 * every state reached, every move the spec asks for made and every transition taken.
 * CHART_MUTANTS=all (or a number, default 120) and CHART_MUTANTS_SEED choose the sample, CHART_MUTANTS_IDS lists
 * mutants by id; CHART_MUTANTS_SHARD=i/n walks every n-th of it from the i-th (scripts/chartMutants.ts runs one shard a core) and writes its own report.
 */

type Outcome = { mutant: ChartMutant; caught: Caught | null; by: string };

const settingOf = (name: string | undefined) => CHART_SETTINGS.find((s) => s.name === name) ?? CHART_SETTINGS[0];
const firstLine = (e: unknown) => (e instanceof Error ? e.message : String(e)).split('\n')[0].slice(0, 400);

/** Runs `check`: null if it holds, else which kind of check failed and its first line. */
function attempt(kind: Caught, check: () => void): { caught: Caught; by: string } | null {
  try {
    check();
    return null;
  } catch (e) {
    return { caught: kind, by: firstLine(e) };
  }
}

function walkMutant(machine: JourneyMachine): { caught: Caught | null; by: string } {
  let tour;
  try {
    tour = transitionTour(machine);
  } catch (e) {
    return { caught: 'tour', by: firstLine(e) };
  }
  const all = newSeen();
  for (const path of tour) {
    const found = attempt('oracle', () => walkPath(machine, path, settingOf(path.setting).input, [all]));
    if (found) return found;
  }
  for (const c of sessionExpiryCases(machine)) {
    if (!c.path) return { caught: 'reachability', by: `no walk reaches ${c.state} and fails its ${c.call} with a 401` };
    const found = attempt('oracle', () => {
      walkPath(machine, c.path!, c.setting!.input, [all]);
      expect(c.path!.steps.at(-1)!.to, `${c.call}'s 401 ends the session`).toEqual(['journey.outcomes.sessionExpired']);
    });
    if (found) return found;
  }
  const complete = attempt('reachability', () => assertWalkComplete(machine, all));
  if (complete?.by.startsWith('moves the spec asks for')) return { caught: 'spec moves', by: complete.by };
  return complete ?? { caught: null, by: '' };
}

it('walks each chart mutant with the model-based test and reports what it caught', () => {
  const started = performance.now();
  const every = chartMutants(journeyMachine);
  const asked = process.env.CHART_MUTANTS ?? '120';
  const seed = Number(process.env.CHART_MUTANTS_SEED ?? '1');
  const [shard, shards] = (process.env.CHART_MUTANTS_SHARD ?? '0/1').split('/').map(Number);
  const ids = process.env.CHART_MUTANTS_IDS?.split(',');
  const asAsked = ids ? every.filter((m) => ids.includes(m.id)) : asked === 'all' ? every : sampleMutants(every, Number(asked), seed);
  const chosen = asAsked.filter((_, i) => i % shards === shard);

  // The unchanged chart must pass, or every mutant would count as caught.
  expect(walkMutant(journeyMachine)).toEqual({ caught: null, by: '' });

  const outcomes: Outcome[] = chosen.map((mutant, i) => {
    if (i > 0 && i % 10 === 0) process.stderr.write(`chart mutants, shard ${shard}: ${i}/${chosen.length} walked\n`);
    let machine: JourneyMachine;
    try {
      machine = mutantMachine(journeyMachine, mutant);
    } catch (e) {
      return { mutant, caught: 'build', by: firstLine(e) };
    }
    return { mutant, ...walkMutant(machine) };
  });

  const seconds = (performance.now() - started) / 1000;
  const report: ChartMutantsReport = {
    seed,
    of: every.length,
    seconds: Math.round(seconds),
    outcomes: outcomes.map(({ mutant, caught, by }) => ({ id: mutant.id, kind: mutant.kind, description: mutant.description, caught, by })),
  };
  const file = chartMutantsShardFile(shard);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(report, null, 2));
});
