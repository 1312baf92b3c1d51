import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { chartModel, routeOfState } from '../../machines/chartModel';
import { journeyMachine } from '../../machines/journey.machine';
import { generateCoveringPaths } from '../../machines/analysis/settingsCoverage';
import { screenPaths } from '../../machines/analysis/selection';
import {
  UsageError,
  countPaths,
  covered,
  endsAt,
  eventLabel,
  filterPaths,
  inChartOrder,
  lastLeaves,
  parseProduct,
  pathsMarkdown,
  productNote,
  productsOf,
  resolvePlace,
  routesOf,
  summaryLine,
  unreachedScreens,
  visits,
} from '../../scripts/lib/pathTools';

const model = chartModel(journeyMachine);
const report = generateCoveringPaths(journeyMachine);
const all = inChartOrder(model, report.paths);
const root = fileURLToPath(new URL('../..', import.meta.url));

describe('npm run paths: places, filters, counts', () => {
  it('resolves a state id with or without journey., and a route by name', () => {
    expect(resolvePlace(model, 'journey.preview.otp')).toEqual({ kind: 'state', id: 'journey.preview.otp' });
    expect(resolvePlace(model, 'preview.otp')).toEqual({ kind: 'state', id: 'journey.preview.otp' });
    // Route names and state keys differ in case only: the exact spelling decides.
    expect(resolvePlace(model, 'Preview')).toEqual({ kind: 'route', route: 'Preview' });
    expect(resolvePlace(model, 'preview')).toEqual({ kind: 'state', id: 'journey.preview' });
    expect(resolvePlace(model, 'invalidotp')).toEqual({ kind: 'route', route: 'InvalidOTP' });
    expect(() => resolvePlace(model, 'otp')).toThrow(UsageError);
    expect(() => resolvePlace(model, 'otp')).toThrow(/Did you mean: .*preview\.otp/);
  });

  it('--to keeps exactly the paths whose last step reaches the state or route', () => {
    const to = resolvePlace(model, 'InvalidOTP');
    const kept = filterPaths(model, all, { to });
    expect(kept.length).toBeGreaterThan(0);
    for (const p of kept) expect(routeOfState(model, lastLeaves(p)[0])).toBe('InvalidOTP');
    for (const p of all.filter((x) => !kept.includes(x))) expect(routeOfState(model, lastLeaves(p)[0])).not.toBe('InvalidOTP');

    const otp = filterPaths(model, all, { to: resolvePlace(model, 'preview.otp') });
    expect(otp.length).toBeGreaterThan(0);
    for (const p of otp) expect(lastLeaves(p).some((l) => l.startsWith('journey.preview.otp.'))).toBe(true);
  });

  it('--from keeps the paths that pass through the state, wherever they end', () => {
    const from = resolvePlace(model, 'preview.otp.verifying');
    const kept = filterPaths(model, all, { from });
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(all.length);
    for (const p of kept) expect(p.steps.some((s) => s.to.includes('journey.preview.otp.verifying'))).toBe(true);
    for (const p of all.filter((x) => !kept.includes(x))) expect(visits(model, p, from)).toBe(false);
    // Some of them go on past it: --from is not --to.
    expect(kept.some((p) => !endsAt(model, p, from))).toBe(true);
  });

  it('--from and --to combine', () => {
    const kept = filterPaths(model, all, { from: resolvePlace(model, 'preview.otp.verifying'), to: resolvePlace(model, 'SubmitDetails') });
    expect(kept.map((p) => p.covers)).toEqual(['journey.statusDetails.afterSubmit xstate.done.actor.loadStatus #0']);
  });

  it('--product keeps the paths submitting that product or none; other products get a note', () => {
    expect(parseProduct('AIP')).toBe('AIP');
    expect(() => parseProduct('aip')).toThrow(/Online, Personalised, AIP/);
    const online = filterPaths(model, all, { product: 'Online' });
    expect(online.length).toBeLessThan(all.length);
    for (const p of online) expect(productsOf(p).every((x) => x === 'Online')).toBe(true);
    expect(online.some((p) => visits(model, p, resolvePlace(model, 'AccountDetails')))).toBe(true);
    expect(productNote(all, 'Online', online)).toBeNull();
    const aip = filterPaths(model, all, { product: 'AIP' });
    expect(aip.some((p) => productsOf(p).includes('AIP') && visits(model, p, resolvePlace(model, 'APropertyDetails')))).toBe(true);
    for (const p of aip) expect(productsOf(p).every((x) => x === 'AIP')).toBe(true);
    expect(productNote(all, 'AIP', aip)).toBeNull();
    // Samples that never submit a product make the filter say so.
    const withoutAip = all.filter((p) => !productsOf(p).includes('AIP'));
    expect(productNote(withoutAip, 'AIP', filterPaths(model, withoutAip, { product: 'AIP' }))).toMatch(
      /No path submits product AIP.*(Online, Personalised|Personalised, Online) only.*never submit the financing form/,
    );
  });

  it('counts states with their ancestors, and transitions, of the paths given', () => {
    const full = countPaths(model, all);
    expect(full).toEqual({
      states: { covered: model.states.length, total: model.states.length },
      transitions: { covered: model.transitions.length, total: model.transitions.length },
      paths: all.length,
      steps: all.reduce((n, p) => n + p.steps.length, 0),
    });
    const toWaiting = filterPaths(model, all, { to: resolvePlace(model, 'preview.otp.waiting') }).slice(0, 1);
    const c = covered(model, toWaiting);
    expect([...c.states]).toEqual(expect.arrayContaining(['journey', 'journey.preview', 'journey.preview.otp', 'journey.preview.otp.waiting']));
    expect(c.states.has('journey.sessionExpired')).toBe(false);
    expect(countPaths(model, toWaiting).states.covered).toBeLessThan(model.states.length);
  });

  it('writes the summary line in the one form the issue fixes', () => {
    expect(summaryLine({ states: { covered: 62, total: 62 }, transitions: { covered: 121, total: 121 }, paths: 121, steps: 1752 })).toBe(
      'coverage: states 62/62, transitions 121/121, paths 121, steps 1752',
    );
    expect(summaryLine({ states: { covered: 5, total: 62 }, transitions: { covered: 3, total: 121 }, paths: 3, steps: 4 })).toBe(
      'coverage: states 5/62, transitions 3/121, paths 3, steps 4',
    );
  });

  it('labels events with the sample data that picks the branch', () => {
    const events = all.flatMap((p) => p.steps.map((s) => s.event));
    const find = (type: string, pred: (e: Record<string, unknown>) => boolean = () => true) => events.find((e) => e.type === type && pred(e))!;
    const submitting = (product: string) => (e: Record<string, unknown>) => (e.application as { financingProduct: string }).financingProduct === product;
    expect(eventLabel(find('user.submitFinancing', submitting('Online')))).toBe('user.submitFinancing (Online)');
    expect(eventLabel(find('user.submitFinancing', submitting('AIP')))).toBe('user.submitFinancing (AIP)');
    expect(eventLabel(find('xstate.done.actor.retrieveIdentity', (e) => (e.output as { outcome: string }).outcome === 'invalidDirectors'))).toBe(
      'xstate.done.actor.retrieveIdentity (outcome: invalidDirectors, code: M10)',
    );
    expect(eventLabel(find('xstate.done.actor.loadCompany', (e) => e.output === null))).toBe('xstate.done.actor.loadCompany (output: null)');
    expect(eventLabel(find('xstate.error.actor.loadCompany', (e) => (e.error as { status: number }).status === 401))).toBe(
      'xstate.error.actor.loadCompany (unauthorized 401)',
    );
    expect(eventLabel({ type: 'xstate.after.OTP_VALIDITY.journey.preview.otp' })).toBe('after OTP_VALIDITY');
  });

  it('writes one numbered section per path, its steps as event -> active leaf states', () => {
    const some = all.slice(0, 3);
    const md = pathsMarkdown({ title: 'Journey paths', intro: ['x'], paths: some, model });
    expect(md.match(/^## \d+\. /gm)).toHaveLength(3);
    expect(md).toContain('## 1. booting: xstate.done.actor.fetchToken [isResumeChosen] -> resumeApplication');
    expect(md).toContain('## 2. booting: xstate.done.actor.fetchToken -> financeDetails');
    const steps = md.split('\n').filter((l) => /^\d+\. `/.test(l));
    expect(steps).toHaveLength(some.reduce((n, p) => n + p.steps.length, 0));
    for (const l of steps) expect(l).toMatch(/^\d+\. `[^`]+` -> `[^`]+` \([A-Za-z]+\)/);
  });
});

describe('npm run paths -- --e2e: the selection the Playwright suite walks', () => {
  const selection = screenPaths(journeyMachine);
  const unreached = unreachedScreens(journeyMachine, model, selection);

  it('has one path per distinct screen, each ending on its screen', () => {
    const routes = selection.map((p) => p.route);
    expect(new Set(routes).size).toBe(routes.length);
    for (const p of selection) expect(routeOfState(model, lastLeaves(p)[lastLeaves(p).length - 1]), p.route).toBe(p.route);
    expect(routes).toEqual(expect.arrayContaining(['FinanceDetails', 'CompanyDetails', 'Preview', 'InvalidOTP', 'SubmitDetails']));
  });

  it('has a path through the UI to every screen of the chart', () => {
    expect(unreached).toEqual([]);
    expect(selection.map((p) => p.route).sort()).toEqual([...routesOf(model)].sort());
    expect(selection.map((p) => p.route)).toEqual(expect.arrayContaining(['SubAPLanding', 'PersonDetails']));
  });

  it('names a screen the selection leaves out, with the reason', () => {
    const without = unreachedScreens(journeyMachine, model, selection.filter((p) => p.route !== 'SessionExpired'));
    expect(without.map((u) => u.route)).toEqual(['SessionExpired']);
    expect(without[0].reason).toMatch(/xstate\.error\.actor\.\w+ \(unauthorized 401\): the sandbox bank does not fail on demand/);
  });
});

describe('the command itself', () => {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'sme-paths-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/paths.ts', ...args], { cwd: root, encoding: 'utf8', timeout: 60_000 });

  it('--summary ends with the coverage line, both numbers whole', () => {
    const res = run('--summary', '--out-dir', outDir);
    expect(res.status, res.stderr).toBe(0);
    const lines = res.stdout.trimEnd().split('\n');
    expect(lines[lines.length - 1]).toMatch(/^coverage: states (\d+)\/\1, transitions (\d+)\/\2, paths \d+, steps \d+$/);
    expect(existsSync(path.join(outDir, 'paths.json'))).toBe(true);
    const json = JSON.parse(readFileSync(path.join(outDir, 'paths.json'), 'utf8'));
    expect(json.paths).toHaveLength(report.paths.length);
    expect(readFileSync(path.join(outDir, 'paths.md'), 'utf8').match(/^## \d+\. /gm)).toHaveLength(report.paths.length);
  });

  it('refuses a wrong option with a clear message and exit code 2', () => {
    const res = run('--to', 'Nowhere', '--out-dir', outDir);
    expect(res.status).toBe(2);
    expect(res.stderr).toMatch(/'Nowhere' is neither a state of the chart nor a route/);
  });
});
