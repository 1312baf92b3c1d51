import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Db } from '../../server/db/db';
import { readJourneyRuns } from '../../server/areas/sim/coverage';
import { BACKENDS } from './helpers/backends';

const URL = '/api/sim/journey-coverage';

describe('GET /api/sim/journey-coverage: journey coverage merged from test runs', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'sme-journey-coverage-'));
  const withRuns = path.join(root, 'runs');
  const empty = path.join(root, 'empty');
  const missing = path.join(root, 'missing');
  let db: Db;
  const apps: FastifyInstance[] = [];
  const app = async (opts: Parameters<typeof buildApp>[0]) => {
    const a = await buildApp(opts);
    apps.push(a);
    return a;
  };

  beforeAll(async () => {
    mkdirSync(withRuns);
    mkdirSync(empty);
    writeFileSync(
      path.join(withRuns, 'model.json'),
      JSON.stringify({ run: 'model', kind: 'model', at: '2026-11-22T03:00:00.000Z', states: ['journey', 'journey.booting'], transitions: ['journey.booting xstate.done.actor.fetchToken #0'] }),
    );
    writeFileSync(
      path.join(withRuns, 'btl.json'),
      JSON.stringify({
        run: 'btl',
        kind: 'e2e',
        at: '2026-11-22T02:00:00.000Z',
        states: ['journey.booting', 'journey.application.financeDetails'],
        transitions: ['journey.booting xstate.done.actor.fetchToken #0', 'journey.application.financeDetails.editing user.submitFinancing #0'],
      }),
    );
    // Neither is a run: both are left out of the merge.
    writeFileSync(path.join(withRuns, 'broken.json'), '{ not json');
    writeFileSync(path.join(withRuns, 'other.json'), JSON.stringify({ run: 'x', states: 'all' }));
    writeFileSync(path.join(withRuns, 'notes.txt'), 'not a run');
    // Every API request is counted by the rate limiter, in the database.
    db = await BACKENDS[0].openMigrated();
  });

  afterAll(async () => {
    for (const a of apps) await a.close();
    await db?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('merges every run file: runs oldest first, states and transitions as a sorted union', async () => {
    const res = await (await app({ db, coverageDir: withRuns })).inject({ url: URL });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      runs: [
        { run: 'btl', kind: 'e2e', at: '2026-11-22T02:00:00.000Z' },
        { run: 'model', kind: 'model', at: '2026-11-22T03:00:00.000Z' },
      ],
      states: ['journey', 'journey.application.financeDetails', 'journey.booting'],
      transitions: ['journey.application.financeDetails.editing user.submitFinancing #0', 'journey.booting xstate.done.actor.fetchToken #0'],
      byKind: {
        e2e: {
          states: ['journey.application.financeDetails', 'journey.booting'],
          transitions: ['journey.application.financeDetails.editing user.submitFinancing #0', 'journey.booting xstate.done.actor.fetchToken #0'],
        },
        model: { states: ['journey', 'journey.booting'], transitions: ['journey.booting xstate.done.actor.fetchToken #0'] },
      },
    });
  });

  it('answers empty arrays when there are no runs, or no folder at all', async () => {
    for (const dir of [empty, missing]) {
      const res = await (await app({ db, coverageDir: dir })).inject({ url: URL });
      expect(res.statusCode, dir).toBe(200);
      expect(res.json(), dir).toEqual({ runs: [], states: [], transitions: [], byKind: {} });
    }
  });

  it('does not exist outside SIM mode', async () => {
    for (const mode of ['DEV', 'SIT', 'UAT', 'PROD'] as const) {
      const res = await (await app({ db, mode, coverageDir: withRuns })).inject({ url: URL });
      expect(res.statusCode, mode).toBe(404);
      expect(res.body, mode).not.toContain('journey.booting');
    }
  });

  it('says which files it skipped and why', () => {
    const { runs, skipped } = readJourneyRuns(withRuns);
    expect(runs.map((r) => r.run)).toEqual(['btl', 'model']);
    expect(skipped.map((s) => path.basename(s.file))).toEqual(['broken.json', 'other.json']);
    expect(skipped[1].reason).toMatch(/not a journey run/);
  });
});
