import { chartModel } from '../../src/analysis/chartModel';
import { journeyMachine } from '../../machines/journey.machine';
import { formatSummary, mergeCoverage, parseCoverage, summarise } from '../../src/explorer/coverageOverlay';
import { pathOptions } from '../../src/explorer/paths';
import { searchChart } from '../../src/explorer/search';

const model = chartModel(journeyMachine);

describe('explorer search', () => {
  it('finds states by key and id, exact keys first', () => {
    const hits = searchChart(model, 'otp');
    expect(hits[0]).toMatchObject({ kind: 'state', stateId: 'journey.application.preview.otp' });
    expect(hits.map((h) => h.stateId)).toEqual(expect.arrayContaining(['journey.application.preview.otpExpired', 'journey.application.preview.requestingOtp', 'journey.outcomes.invalidOtp']));
    expect(searchChart(model, 'journey.application.companyDetails.lookingUpPostal')[0]).toMatchObject({ kind: 'state', stateId: 'journey.application.companyDetails.lookingUpPostal' });
  });

  it('finds routes, events (also by their readable name) and guards', () => {
    expect(searchChart(model, 'InvalidOTP').filter((h) => h.kind === 'route')).toEqual([expect.objectContaining({ stateId: 'journey.outcomes.invalidOtp', text: 'InvalidOTP — journey.outcomes.invalidOtp' })]);
    const back = searchChart(model, 'user.back', 100).filter((h) => h.kind === 'event');
    expect(back.map((h) => h.stateId).sort()).toEqual(model.transitions.filter((t) => t.eventType === 'user.back').map((t) => t.source).sort());
    expect(searchChart(model, 'after ERROR_POPUP', 100).every((h) => h.kind === 'event')).toBe(true);
    expect(searchChart(model, 'loadCompany done').map((h) => h.transitionId)).toContain('journey.application.companyDetails.loading xstate.done.actor.loadCompany #0');
    const guards = searchChart(model, 'isOtpVerifiedForNonLending');
    expect(guards).toEqual([expect.objectContaining({ kind: 'guard', stateId: 'journey.application.preview.otp.verifying', transitionId: 'journey.application.preview.otp.verifying xstate.done.actor.verifyOtp #0' })]);
  });

  it('finds nothing for blank or unknown text', () => {
    expect(searchChart(model, '   ')).toEqual([]);
    expect(searchChart(model, 'no such thing')).toEqual([]);
  });
});

describe('coverage overlay', () => {
  const run = (states: string[], transitions: string[], name = 'r') => JSON.stringify({ run: name, kind: 'e2e', at: '2026-01-01T00:00:00Z', states, transitions });

  it('merges run files and counts only what the chart has', () => {
    const a = parseCoverage(run(['journey', 'journey.booting'], ['journey.booting xstate.done.actor.fetchToken #0'], 'a'));
    const b = parseCoverage(run(['journey.booting', 'journey.gone'], ['no such transition'], 'b'));
    const merged = mergeCoverage([a, b]);
    expect(merged.runs).toEqual(['a', 'b']);
    expect(formatSummary(summarise(model, merged))).toBe(`coverage: states 2/${model.states.length}, transitions 1/${model.transitions.length}`);
  });

  it('reads the sandbox bank’s merged answer, which lists its runs', () => {
    const c = parseCoverage(JSON.stringify({ runs: [{ run: 'model' }, { run: 'e2e-x' }], states: ['journey'], transitions: [] }));
    expect(mergeCoverage([c]).runs).toEqual(['model', 'e2e-x']);
  });

  it('says clearly what is wrong with a file that is not coverage', () => {
    expect(() => parseCoverage('nope', 'x.json')).toThrow('x.json is not JSON');
    expect(() => parseCoverage('{"states": []}', 'y.json')).toThrow(/y\.json is not a coverage file/);
  });
});

describe('paths to highlight', () => {
  const options = pathOptions(journeyMachine);

  it('lists the screen selection and one path per transition', () => {
    const screens = options.filter((o) => o.group === 'screen');
    expect(screens.map((o) => o.key)).toContain('screen:Preview');
    expect(options.filter((o) => o.group === 'transition')).toHaveLength(model.transitions.length);
  });

  it('knows each path’s states, transitions and steps', () => {
    const p = options.find((o) => o.key === 'covers:journey.application.preview.otp.verifying xstate.done.actor.verifyOtp #1')!;
    expect(p.transitions.has('journey.application.preview.otp.verifying xstate.done.actor.verifyOtp #1')).toBe(true);
    expect(p.states.has('journey.application.preview.submitting')).toBe(true);
    // The shortest way in opens Welcome by its address, then the page's token.
    expect(p.steps.slice(0, 2).map((s) => s.label)).toEqual(['user.openWelcome', 'fetchToken done']);
    expect(p.steps.at(-1)!.label).toBe('verifyOtp done {statusCode:"0", triesLeft:3}');
  });
});
