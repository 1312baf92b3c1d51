import { describe, expect, it } from 'vitest';
import { chartModel } from '../../src/analysis/chartModel';
import { journeyMachine } from '../../machines/journey.machine';
import {
  coverageMark,
  formatKindSummaries,
  formatSummary,
  isEmptyCoverage,
  mergeCoverage,
  parseCoverage,
  regionOf,
  summarise,
  uncoveredByRegion,
} from '../../src/explorer/coverageOverlay';
import { pickerGroups } from '../../src/explorer/pathGroups';
import { pathOptions } from '../../src/explorer/paths';

const model = chartModel(journeyMachine);
const N = model.states.length;
const M = model.transitions.length;
const BOOT = 'journey.booting xstate.done.actor.fetchToken #0';
const run = (kind: string, states: string[], transitions: string[], name = kind) => JSON.stringify({ run: name, kind, at: '2026-01-01T00:00:00Z', states, transitions });

describe('no overlay without runs', () => {
  it('the bank with no runs answers empty lists: nothing to overlay', () => {
    const none = mergeCoverage([parseCoverage(JSON.stringify({ runs: [], states: [], transitions: [], byKind: {} }), 'last runs')]);
    expect(isEmptyCoverage(model, none)).toBe(true);
    expect(isEmptyCoverage(model, null)).toBe(true);
  });

  it('a run that reached no state of the chart is no coverage either', () => {
    expect(isEmptyCoverage(model, mergeCoverage([parseCoverage(run('e2e', [], []))]))).toBe(true);
    expect(isEmptyCoverage(model, mergeCoverage([parseCoverage(run('e2e', ['journey.gone'], []))]))).toBe(true);
    expect(isEmptyCoverage(model, mergeCoverage([parseCoverage(run('e2e', ['journey.booting'], []))]))).toBe(false);
  });
});

describe('model runs and browser runs told apart', () => {
  const model_ = parseCoverage(run('model', ['journey', 'journey.booting'], [BOOT]));
  const browser = parseCoverage(run('e2e', ['journey.booting'], [], 'e2e-btl'));
  const both = mergeCoverage([model_, browser]);

  it('a state a browser reached is covered; one only the model walked shows as the model’s', () => {
    expect(coverageMark(both, 'both', 'states', 'journey.booting')).toBe('covered');
    expect(coverageMark(both, 'both', 'states', 'journey')).toBe('by-model');
    expect(coverageMark(both, 'both', 'transitions', BOOT)).toBe('by-model');
    expect(coverageMark(both, 'both', 'states', 'journey.bootFailed')).toBe('uncovered');
  });

  it('the browser view leaves out what only the model walked; the model view leaves out the browser', () => {
    expect(coverageMark(both, 'browser', 'states', 'journey')).toBe('uncovered');
    expect(coverageMark(both, 'browser', 'transitions', BOOT)).toBe('uncovered');
    expect(coverageMark(both, 'model', 'states', 'journey.booting')).toBe('by-model');
    const browserOnly = mergeCoverage([browser]);
    expect(coverageMark(browserOnly, 'model', 'states', 'journey.booting')).toBe('uncovered');
  });

  it('says the figures per kind of run, and the view’s own', () => {
    expect(formatKindSummaries(model, both)).toBe(`model: states 2/${N}, transitions 1/${M}; browser: states 1/${N}, transitions 0/${M}`);
    expect(formatKindSummaries(model, mergeCoverage([model_]))).toBe(`model: states 2/${N}, transitions 1/${M}; browser: no runs`);
    expect(formatSummary(summarise(model, both, 'browser'))).toBe(`coverage: states 1/${N}, transitions 0/${M}`);
    expect(formatSummary(summarise(model, both, 'both'))).toBe(`coverage: states 2/${N}, transitions 1/${M}`);
  });

  it('reads the bank’s merge per kind of run', () => {
    const answer = {
      runs: [
        { run: 'e2e-btl', kind: 'e2e', at: '2026-01-01T00:00:00Z' },
        { run: 'model', kind: 'model', at: '2026-01-01T01:00:00Z' },
      ],
      states: ['journey', 'journey.booting'],
      transitions: [BOOT],
      byKind: { e2e: { states: ['journey.booting'], transitions: [] }, model: { states: ['journey', 'journey.booting'], transitions: [BOOT] } },
    };
    const c = mergeCoverage([parseCoverage(JSON.stringify(answer), 'last runs')]);
    expect(c.byKind.model.runs).toEqual(['model']);
    expect(c.byKind.browser.runs).toEqual(['e2e-btl']);
    expect(coverageMark(c, 'both', 'states', 'journey')).toBe('by-model');
    expect(coverageMark(c, 'both', 'states', 'journey.booting')).toBe('covered');
  });

  it('runs of mixed kinds without a breakdown are not passed off as a browser’s', () => {
    const unsplit = { runs: [{ run: 'a', kind: 'e2e' }, { run: 'm', kind: 'model' }], states: ['journey.booting'], transitions: [] };
    expect(coverageMark(mergeCoverage([parseCoverage(JSON.stringify(unsplit))]), 'both', 'states', 'journey.booting')).toBe('by-model');
  });
});

describe('what is uncovered, by region', () => {
  const c = mergeCoverage([parseCoverage(run('e2e', ['journey', 'journey.booting', 'journey.application.preview', 'journey.application.preview.otp'], [BOOT]))]);
  const regions = uncoveredByRegion(model, c, 'both');

  it('lists every state and transition no run reached, once', () => {
    expect(regions.reduce((n, r) => n + r.states.length, 0)).toBe(N - 4);
    expect(regions.reduce((n, r) => n + r.transitions.length, 0)).toBe(M - 1);
  });

  it('groups them under their top-level region, transitions under their source’s', () => {
    expect(regionOf(model, 'journey.application.preview.otp.waiting')).toBe('journey.application.preview');
    expect(regionOf(model, 'journey.booting')).toBe('journey.booting');
    expect(regionOf(model, 'journey.application')).toBe('journey.application');
    expect(regionOf(model, 'journey')).toBe('journey');
    const preview = regions.find((r) => r.region.id === 'journey.application.preview');
    expect(preview?.states.map((s) => s.id)).toContain('journey.application.preview.otp.waiting');
    expect(preview?.states.map((s) => s.id)).not.toContain('journey.application.preview.otp');
    for (const r of regions) for (const t of r.transitions) expect(regionOf(model, t.source)).toBe(r.region.id);
  });

  it('nothing is left once every run reached everything', () => {
    const all = mergeCoverage([parseCoverage(run('e2e', model.states.map((s) => s.id), model.transitions.map((t) => t.id)))]);
    expect(uncoveredByRegion(model, all, 'browser')).toEqual([]);
  });
});

describe('the path picker', () => {
  const options = pathOptions(journeyMachine);
  const groups = pickerGroups(model, options);
  const entries = groups.flatMap((g) => g.entries);

  it('offers every generated path once, grouped by kind then region', () => {
    expect(entries.map((e) => e.key).sort()).toEqual(options.map((o) => o.key).sort());
    // One screen path per route: one list, not groups of one.
    expect(groups.filter((g) => g.label.startsWith('Screen paths'))).toHaveLength(1);
    expect(groups.some((g) => g.label.startsWith('One path per transition') && g.label.endsWith('· companyDetails'))).toBe(true);
  });

  it('names each path in words, not by a raw transition id', () => {
    for (const e of entries) {
      expect(e.label).not.toMatch(/#\d/);
      expect(e.label).not.toMatch(/xstate\./);
    }
    const otp = entries.find((e) => e.key === 'covers:journey.application.preview.otp.verifying xstate.done.actor.verifyOtp #1');
    expect(otp?.label).toMatch(/^verifying: verifyOtp done \[isOtpVerified\] → /);
  });
});
