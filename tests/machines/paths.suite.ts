import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { ServiceError } from '../../services/errors';
import { chartModel, routeOfState } from '../../src/analysis/chartModel';
import { journeyMachine } from '../../machines/journey.machine';
import { screenPaths } from '../../src/analysis/selection';
import { settingGraphs, transitionTour } from '../../src/analysis/tour';
import { eventWords } from '../../src/analysis/eventWords';
import {
  UsageError,
  countPaths,
  covered,
  endsAt,
  eventFitsProduct,
  eventLabel,
  fileBase,
  filterPaths,
  lastLeaves,
  parseProduct,
  productNote,
  productsOf,
  resolvePlace,
  routesOf,
  specSections,
  summaryLine,
  transitionsOfRoute,
  transitionsOfSection,
  unreachedScreens,
  visits,
} from '../../scripts/lib/pathTools';
import { CSV_COLUMNS, rankingRows, scriptCsv, scriptGherkin, scriptMarkdown, scriptPlaywright, scriptSteps } from '../../scripts/lib/testScript';
import { guardOutcomes, pairsOf, possiblePairs, specCoverage } from '../../scripts/lib/coverageKinds';

const model = chartModel(journeyMachine);
const graphs = settingGraphs(journeyMachine);
const all = transitionTour(journeyMachine, { graphs });
const steps = (ps: readonly { steps: unknown[] }[]) => ps.reduce((n, p) => n + p.steps.length, 0);

describe('npm run paths: the transition tour', () => {
  it('takes every transition of the chart and reaches every state', () => {
    const c = countPaths(model, all);
    expect(c.transitions).toEqual({ covered: model.transitions.length, total: model.transitions.length });
    expect(c.states).toEqual({ covered: model.states.length, total: model.states.length });
  });

  it('walks fewer steps than one shortest path per transition (issue 15, point 5)', () => {
    // One shortest path per transition, each the shortest the graphs allow under any setting: a lower
    // bound of the per-transition set's steps.
    const shortest = new Map<string, number>();
    for (const { graph } of graphs) {
      for (const e of graph.edges) {
        const n = (graph.reach.get(e.from)?.length ?? Infinity) + 1;
        for (const t of e.step.transitions) shortest.set(t, Math.min(shortest.get(t) ?? Infinity, n));
      }
    }
    const perTransition = [...shortest.values()].reduce((a, b) => a + b, 0);
    expect(steps(all)).toBeLessThan(perTransition);
  });

  it('is ranked: each path adds no more new transitions than the one before, and the first ten take over 80%', () => {
    const rows = rankingRows(all, model.transitions.length);
    for (let i = 1; i < rows.length; i++) expect(rows[i].adds, `path ${i + 1}`).toBeLessThanOrEqual(rows[i - 1].adds);
    for (const r of rows) expect(r.adds).toBeGreaterThan(0);
    expect(rows[rows.length - 1].cumulative).toBe(model.transitions.length);
    expect(rows[9].percent).toBeGreaterThan(80);
    all.forEach((p, i) => expect(p.adds.length, `path ${i + 1}`).toBe(rows[i].adds));
  });

  it('a tour with only some transitions wanted takes those, in fewer steps', () => {
    const wanted = transitionsOfRoute(model, 'CompanyDetails');
    const tour = transitionTour(journeyMachine, { graphs, wants: (t) => wanted.has(t) });
    const taken = covered(model, tour).transitions;
    for (const t of wanted) expect(taken.has(t), t).toBe(true);
    expect(steps(tour)).toBeLessThan(steps(all));
  });
});

describe('npm run paths: each step in words', () => {
  it('words user actions, bank answers and waits as a tester reads them', () => {
    const online = { financingProduct: 'Online', financingType: 'Conventional', financingAmount: 100000, financingTenure: 5, wcl: 'N' };
    expect(eventWords({ type: 'user.submitFinancing', application: online })).toBe('Fill in Finance Details (Online, S$100,000, 5 years) and press Next');
    expect(eventWords({ type: 'xstate.done.actor.verifyOtp', output: { statusCode: '0', triesLeft: 3 } })).toBe('The bank accepts the code');
    expect(eventWords({ type: 'xstate.done.actor.verifyOtp', output: { statusCode: '1', triesLeft: 2 } })).toBe('The bank refuses the code (2 tries left)');
    // Spec 2: the OTP is valid for 2 minutes; an error popup closes after 5 seconds.
    expect(eventWords({ type: 'xstate.after.OTP_VALIDITY.journey.preview.otp' })).toBe('Wait 2 minutes (the one-time code countdown runs out)');
    expect(eventWords({ type: 'xstate.after.ERROR_POPUP.journey.welcome.failed' })).toBe('Wait 5 seconds (the error message closes by itself)');
    expect(eventWords({ type: 'xstate.error.actor.loadCompany', error: { kind: 'unauthorized', status: 401 } })).toBe(
      'The bank answers 401: session expired (when it loads the company details)',
    );
  });

  it('has words for every event the tour takes: no internal event name reaches the tester', () => {
    const actions = scriptSteps(model, all).flat();
    for (const s of actions) expect(s.action, s.state).not.toMatch(/xstate\.|user\.[a-z]/);
    expect(new Set(actions.map((s) => s.by))).toEqual(new Set(['user', 'bank', 'clock']));
  });

  it('expects after each step the route, its address and what the chart says the user sees', () => {
    const first = scriptSteps(model, all)[0];
    const onCompany = first.find((s) => s.route === 'CompanyDetails');
    expect(onCompany?.expect).toMatch(/^CompanyDetails \(\/rsmedigitalfinancing\/CompanyDetails\): \S/);
    const md = scriptMarkdown({ title: 'Journey paths', intro: ['x'], paths: all.slice(0, 3), model });
    expect(md.match(/^## \d+\. /gm)).toHaveLength(3);
    const doLines = md.split('\n').filter((l) => /^\d+\. (Do|Bank|Clock): /.test(l));
    expect(doLines).toHaveLength(steps(all.slice(0, 3)));
    expect(md.split('\n').filter((l) => /^ {3}Expect: /.test(l))).toHaveLength(doLines.length);
  });
});

describe('npm run paths: exports', () => {
  const some = all.slice(0, 4);

  it('CSV: a header of the seven columns, one row per step, quoted where a cell needs it', () => {
    const csv = scriptCsv(model, some);
    const rows = parseCsv(csv);
    expect(rows[0]).toEqual([...CSV_COLUMNS]);
    expect(rows).toHaveLength(1 + steps(some));
    for (const r of rows.slice(1)) expect(r).toHaveLength(CSV_COLUMNS.length);
    expect(rows[1].slice(0, 2)).toEqual(['1', '1']);
    expect(rows.some((r) => r[2].includes(','))).toBe(true);
  });

  it('Gherkin: one Feature, a Scenario per path, When/And then Then per step', () => {
    const feature = scriptGherkin(model, some, 'Journey paths: tour');
    const lines = feature.split('\n').map((l) => l.trim()).filter(Boolean);
    expect(lines[0]).toBe('Feature: Journey paths: tour');
    expect(lines.filter((l) => l.startsWith('Scenario: '))).toHaveLength(some.length);
    expect(lines.filter((l) => l.startsWith('Given '))).toHaveLength(some.length);
    expect(lines.filter((l) => /^(When|And) /.test(l))).toHaveLength(steps(some));
    expect(lines.filter((l) => l.startsWith('Then the screen is '))).toHaveLength(steps(some));
    for (const l of lines) expect(l).toMatch(/^(Feature:|Scenario:|Given|When|And|Then) /);
  });

  it('Playwright: parses as TypeScript, one test per path, a test.step per step, the URL checked where there is a screen', () => {
    const spec = scriptPlaywright(model, some, 'Journey paths: tour');
    // esbuild parses TypeScript as the compiler's transpile does, in a tenth of the time; a syntax error throws.
    expect(transformSync(spec, { loader: 'ts', sourcefile: 'paths.spec.ts' }).warnings).toEqual([]);
    expect(spec.match(/^ {2}test\(/gm)).toHaveLength(some.length);
    expect(spec.match(/test\.step\(/g)).toHaveLength(steps(some));
    const withScreen = scriptSteps(model, some).flat().filter((s) => s.route).length;
    expect(spec.match(/toHaveURL\(/g)).toHaveLength(withScreen);
    expect(spec).toContain("import { expect, test } from '@playwright/test';");
  });

  it('a filtered run names its files after the filter', () => {
    expect(fileBase('paths', [])).toBe('paths');
    expect(fileBase('paths', ['--product BTL'])).toBe('paths--product-BTL');
    expect(fileBase('paths', ['--route CompanyDetails', '--spec 2: 2.5'])).toBe('paths--route-CompanyDetails--spec-2-2.5');
  });
});

/** RFC 4180, enough for the test: quoted cells with doubled quotes and commas. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') (cell += '"'), i++;
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') row.push(cell), (cell = '');
    else if (c === '\r') continue;
    else if (c === '\n') row.push(cell), rows.push(row), (row = []), (cell = '');
    else cell += c;
  }
  return rows;
}

describe('npm run paths: places, filters, counts', () => {
  it('resolves a state id, or its end where no other id ends alike, and a route by name', () => {
    expect(resolvePlace(model, 'journey.application.preview.otp')).toEqual({ kind: 'state', id: 'journey.application.preview.otp' });
    expect(resolvePlace(model, 'application.preview.otp')).toEqual({ kind: 'state', id: 'journey.application.preview.otp' });
    expect(resolvePlace(model, 'preview.otp')).toEqual({ kind: 'state', id: 'journey.application.preview.otp' });
    // A route name and a state's id within its phase: the exact spelling decides.
    expect(resolvePlace(model, 'Preview')).toEqual({ kind: 'route', route: 'Preview' });
    expect(resolvePlace(model, 'application.preview')).toEqual({ kind: 'state', id: 'journey.application.preview' });
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
    const state = resolvePlace(model, 'invalidOtp');
    expect(filterPaths(model, all, { to: state })).toEqual(kept);
  });

  it('--from keeps the paths that pass through the state, wherever they end', () => {
    const from = resolvePlace(model, 'application.preview.otp.verifying');
    const kept = filterPaths(model, all, { from });
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(all.length);
    for (const p of kept) expect(p.steps.some((s) => s.to.includes('journey.application.preview.otp.verifying'))).toBe(true);
    for (const p of all.filter((x) => !kept.includes(x))) expect(visits(model, p, from)).toBe(false);
    // Some of them go on past it: --from is not --to.
    expect(kept.some((p) => !endsAt(model, p, from))).toBe(true);
  });

  it('--from and --to combine', () => {
    const from = resolvePlace(model, 'application.preview.otp.verifying');
    const to = resolvePlace(model, 'InvalidOTP');
    const kept = filterPaths(model, all, { from, to });
    expect(kept.length).toBeGreaterThan(0);
    for (const p of kept) expect(visits(model, p, from) && endsAt(model, p, to)).toBe(true);
    for (const p of all.filter((x) => !kept.includes(x))) expect(visits(model, p, from) && endsAt(model, p, to)).toBe(false);
  });

  it('--product takes the status routing names: BTL is the chart\'s Online, PBF Personalised (src/domain/reference.ts)', () => {
    expect(parseProduct('BTL')).toBe('BTL');
    expect(parseProduct('PBF')).toBe('PBF');
    expect(parseProduct('AIP')).toBe('AIP');
    expect(parseProduct('Online')).toBe('BTL');
    expect(parseProduct('Personalised')).toBe('PBF');
    expect(() => parseProduct('btl')).toThrow(/BTL, PBF, AIP/);
  });

  it('--product BTL: a tour whose events name BTL or no product, reaching the BTL-only and status screens', () => {
    const btl = transitionTour(journeyMachine, { graphs, allowEvent: eventFitsProduct('BTL') });
    for (const p of btl) expect(productsOf(p).every((x) => x === 'BTL')).toBe(true);
    expect(btl.some((p) => productsOf(p).includes('BTL') && visits(model, p, resolvePlace(model, 'AccountDetails')))).toBe(true);
    expect(btl.some((p) => visits(model, p, resolvePlace(model, 'ReviewOffer')))).toBe(true);
    // AIP's property screen is for AIP only (spec 3): a BTL tour never shows it.
    expect(btl.some((p) => visits(model, p, resolvePlace(model, 'APropertyDetails')))).toBe(false);
    expect(productNote(btl, 'BTL', btl)).toBeNull();
    const aip = filterPaths(model, all, { product: 'AIP' });
    for (const p of aip) expect(productsOf(p).every((x) => x === 'AIP')).toBe(true);
    // Paths that never name a product make the filter say so.
    const none = all.filter((p) => productsOf(p).length === 0);
    expect(productNote(none, 'AIP', none)).toMatch(/No path names product AIP.*no product only.*name no product/);
  });

  it('--route and --spec: the transitions that leave or enter the screen, or the states of the section', () => {
    const company = transitionsOfRoute(model, 'CompanyDetails');
    expect(company.size).toBeGreaterThan(0);
    for (const id of company) {
      const t = model.transitions.find((x) => x.id === id)!;
      expect([t.source, ...t.targets].some((s) => routeOfState(model, s) === 'CompanyDetails'), id).toBe(true);
    }
    expect(specSections('2: 2.3, 4; 3: 9')).toEqual(['2: 2.3', '2: 4', '3: 9']);
    expect(specSections('3: 2 "Authorised person details", 5; 2: 2.1')).toEqual(['3: 2', '3: 5', '2: 2.1']);
    // InvalidOTP stands for spec 2, 2.5 (the OTP tries): its transitions are in that section's tour.
    const otp = transitionsOfSection(model, '2: 2.5');
    expect([...otp].some((t) => t.includes('InvalidOTP') || model.transitions.find((x) => x.id === t)?.targets.some((s) => routeOfState(model, s) === 'InvalidOTP'))).toBe(true);
    expect(transitionsOfSection(model, '2: 2').size).toBeGreaterThan(otp.size);
  });

  it('counts states with their ancestors, and transitions, of the paths given', () => {
    const full = countPaths(model, all);
    expect(full).toEqual({
      states: { covered: model.states.length, total: model.states.length },
      transitions: { covered: model.transitions.length, total: model.transitions.length },
      paths: all.length,
      steps: all.reduce((n, p) => n + p.steps.length, 0),
    });
    // A path cut where it first reaches the OTP entry on the summary: the shortest such cut, as a tour
    // path may pass an outcome page and start afresh before it gets there.
    const waiting = (p: (typeof all)[number]) => p.steps.findIndex((s) => s.to.includes('journey.application.preview.otp.waiting'));
    const through = filterPaths(model, all, { from: resolvePlace(model, 'application.preview.otp.waiting') }).reduce((a, b) => (waiting(b) < waiting(a) ? b : a));
    const toWaiting = [{ ...through, steps: through.steps.slice(0, waiting(through) + 1) }];
    const c = covered(model, toWaiting);
    expect([...c.states]).toEqual(expect.arrayContaining(['journey', 'journey.application.preview', 'journey.application.preview.otp', 'journey.application.preview.otp.waiting']));
    expect(c.states.has('journey.outcomes.sessionExpired')).toBe(false);
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
    expect(eventLabel(find('xstate.error.actor.loadCompany', (e) => (e.error as { status: number }).status === 500))).toBe(
      'xstate.error.actor.loadCompany (server 500)',
    );
    expect(eventLabel({ type: 'xstate.error.actor.loadCompany', error: new ServiceError('unauthorized', 'Token expired', 401) })).toBe(
      'xstate.error.actor.loadCompany (unauthorized 401)',
    );
    expect(eventLabel({ type: 'xstate.after.OTP_VALIDITY.journey.preview.otp' })).toBe('after OTP_VALIDITY');
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

describe('npm run paths -- --coverage: kinds beyond transitions', () => {
  it('guard outcomes: a guarded branch is true when taken, false when a later branch of its event was taken', () => {
    // fetchToken on booting: [isResumeChosen] -> resumeApplication (#0), else -> financeDetails (#1).
    const guarded = 'journey.booting xstate.done.actor.fetchToken #0';
    const fallback = 'journey.booting xstate.done.actor.fetchToken #1';
    expect(model.transitions.find((t) => t.id === guarded)?.guard).toBe('isResumeChosen');
    const onlyFallback = guardOutcomes(model, new Set([fallback]));
    expect(onlyFallback.neverTrue).toContain(guarded);
    expect(onlyFallback.neverFalse).not.toContain(guarded);
    const onlyGuarded = guardOutcomes(model, new Set([guarded]));
    expect(onlyGuarded.neverTrue).not.toContain(guarded);
    expect(onlyGuarded.neverFalse).toContain(guarded);
    const everything = guardOutcomes(model, new Set(model.transitions.map((t) => t.id)));
    expect(everything.whenTrue.covered).toBe(everything.whenTrue.total);
    expect(everything.whenFalse.covered).toBe(everything.whenFalse.total);
    expect(everything.whenFalse.total).toBeLessThan(everything.whenTrue.total);
  });

  it('transition pairs: the chart allows the pairs a path takes, and a run is counted by its sequences', () => {
    const possible = possiblePairs(graphs.map((g) => g.graph));
    const taken = all.flatMap((p) => pairsOf(p.steps.flatMap((s) => s.transitions)));
    for (const pair of taken) expect(possible.has(pair), pair).toBe(true);
    expect(pairsOf(['a', 'b', 'c'])).toEqual(['a => b', 'b => c']);
    expect(possible.has('journey.booting xstate.done.actor.fetchToken #1 => journey.booting xstate.done.actor.fetchToken #1')).toBe(false);
  });

  it('spec sections: those the reached states stand for, of all the chart names', () => {
    const none = specCoverage(model, new Set());
    expect(none.covered).toBe(0);
    const everything = specCoverage(model, new Set(model.states.map((s) => s.id)));
    expect(everything).toMatchObject({ covered: everything.total, missing: [] });
    const invalidOtp = model.states.filter((s) => routeOfState(model, s.id) === 'InvalidOTP').map((s) => s.id);
    expect(specCoverage(model, new Set(invalidOtp)).missing).not.toContain('2: 2.5');
  });
});
