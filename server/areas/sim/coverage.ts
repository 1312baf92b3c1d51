import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/**
 * Coverage from test runs: each run (the model-based test, each Playwright journey) leaves
 * coverage/journey/<run>.json with the chart states and transitions it exercised. This route, SIM only,
 * merges them for the journey explorer; `npm run paths -- --coverage` reads the same files.
 */
export const JourneyRunFile = z.object({
  run: z.string(),
  kind: z.string(),
  at: z.string(),
  states: z.array(z.string()),
  transitions: z.array(z.string()),
  /** Optional: per journey, the transitions in the order they fired (what transition-pair coverage reads). */
  sequences: z.array(z.array(z.string())).optional(),
});
export type JourneyRun = z.infer<typeof JourneyRunFile> & { file: string };

export interface JourneyRuns {
  /** Valid run files, oldest first. */
  runs: JourneyRun[];
  /** Files that are not a run's coverage (bad JSON, wrong shape), with the reason. */
  skipped: { file: string; reason: string }[];
}

export const defaultCoverageDir = () => join(process.cwd(), 'coverage', 'journey');

/** Reads every *.json of the folder; a missing folder means no runs yet. */
export function readJourneyRuns(dir: string): JourneyRuns {
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.json')).sort();
  } catch {
    return { runs: [], skipped: [] };
  }
  const out: JourneyRuns = { runs: [], skipped: [] };
  for (const name of names) {
    const file = join(dir, name);
    try {
      const parsed = JourneyRunFile.safeParse(JSON.parse(readFileSync(file, 'utf8')));
      if (parsed.success) out.runs.push({ ...parsed.data, file });
      else out.skipped.push({ file, reason: `not a journey run: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'file'} ${i.message}`).join('; ')}` });
    } catch (e) {
      out.skipped.push({ file, reason: e instanceof Error ? e.message : String(e) });
    }
  }
  out.runs.sort((a, b) => a.at.localeCompare(b.at) || a.run.localeCompare(b.run));
  return out;
}

/** The union of what the runs exercised, sorted. */
export function mergeJourneyRuns(runs: readonly { states: string[]; transitions: string[] }[]): { states: string[]; transitions: string[] } {
  const states = new Set<string>();
  const transitions = new Set<string>();
  for (const r of runs) {
    r.states.forEach((s) => states.add(s));
    r.transitions.forEach((t) => transitions.add(t));
  }
  return { states: [...states].sort(), transitions: [...transitions].sort() };
}

export interface JourneyCoverageResponse {
  runs: { run: string; kind: string; at: string }[];
  states: string[];
  transitions: string[];
  /** The same union per kind of run, so a reader can tell what only the model walked from what a browser took. */
  byKind: Record<string, { states: string[]; transitions: string[] }>;
}

/** GET /api/sim/journey-coverage: registered in SIM mode only (404 elsewhere). */
export function journeyCoverageRoutes(app: FastifyInstance, dir?: string): void {
  app.get('/api/sim/journey-coverage', async (): Promise<JourneyCoverageResponse> => {
    const { runs } = readJourneyRuns(dir ?? defaultCoverageDir());
    const kinds = [...new Set(runs.map((r) => r.kind))].sort();
    return {
      runs: runs.map(({ run, kind, at }) => ({ run, kind, at })),
      ...mergeJourneyRuns(runs),
      byKind: Object.fromEntries(kinds.map((k) => [k, mergeJourneyRuns(runs.filter((r) => r.kind === k))])),
    };
  });
}
