import { journeyMachine } from '../../machines/journey.machine';
import { CHART_SETTINGS } from '../../src/analysis/settings';
import { screenPaths } from '../../src/analysis/selection';
import { activeIds, availableEvents, current, parseEditedEvent, replayTrace, startSimulation, stepSimulation, traceOf, viewStep, type Simulation } from '../../src/explorer/simulate';

const leaf = (sim: Simulation) => activeIds(current(sim).snapshot).at(-1);
const sendSample = (sim: Simulation, type: string, text = '') => {
  const c = availableEvents(journeyMachine, current(sim).snapshot).find((x) => x.type === type && x.label.includes(text));
  expect(c, `${type} ${text} in ${leaf(sim)}`).toBeDefined();
  return stepSimulation(journeyMachine, sim, c!.event, c!.label);
};
/** To the OTP entry: Online, every step's first sample that passes. */
const toFinanceDetails = (sim: Simulation) => sendSample(sim, 'xstate.done.actor.fetchToken');

describe('simulation traces', () => {
  it('round-trips a walk: the same active states and context after replay', () => {
    let sim = toFinanceDetails(startSimulation(journeyMachine));
    sim = sendSample(sim, 'user.submitFinancing', "financingProduct:'Online'");
    sim = sendSample(sim, 'user.proceed');
    sim = sendSample(sim, 'xstate.error.actor.createState', "kind:'server'");
    const trace = traceOf(sim);
    expect(trace).toMatch(/^s0(\.\d+)+$/);
    const replayed = replayTrace(journeyMachine, trace);
    if ('error' in replayed) throw new Error(replayed.error);
    expect(leaf(replayed)).toBe('journey.application.financeDetails.failed');
    expect(activeIds(current(replayed).snapshot)).toEqual(activeIds(current(sim).snapshot));
    expect(current(replayed).snapshot.context).toEqual(current(sim).snapshot.context);
    expect(replayed.history.map((s) => s.label)).toEqual(sim.history.map((s) => s.label));
  });

  it('carries an edited payload and the chart setting, and stays URL-safe', () => {
    const setting = CHART_SETTINGS.findIndex((s) => s.name === 'identity provider');
    let sim = toFinanceDetails(startSimulation(journeyMachine, CHART_SETTINGS[setting]));
    const edited = { type: 'user.submitFinancing', application: { ...(availableEvents(journeyMachine, current(sim).snapshot)[0].event.application as object), financingAmount: 123456 } };
    sim = stepSimulation(journeyMachine, sim, edited, 'user.submitFinancing (edited)');
    expect(current(sim).choice).toBeNull();
    const trace = traceOf(sim);
    expect(trace.startsWith(`s${setting}.`)).toBe(true);
    expect(encodeURIComponent(trace)).toBe(trace);
    const replayed = replayTrace(journeyMachine, trace);
    if ('error' in replayed) throw new Error(replayed.error);
    expect(replayed.setting).toBe('identity provider');
    expect(current(replayed).event).toEqual(edited);
    expect(current(replayed).snapshot.context).toEqual(current(sim).snapshot.context);
    expect(activeIds(current(replayed).snapshot)).toEqual(activeIds(current(sim).snapshot));
  });

  it('round-trips generated screen paths', () => {
    const paths = screenPaths(journeyMachine).filter((p) => p.steps.length >= 8).slice(0, 6);
    expect(paths.length).toBe(6);
    for (const path of paths) {
      let sim = startSimulation(journeyMachine);
      for (const step of path.steps) sim = stepSimulation(journeyMachine, sim, step.event);
      const replayed = replayTrace(journeyMachine, traceOf(sim));
      if ('error' in replayed) throw new Error(replayed.error);
      // The path's last step names the leaves it reaches; the replay ends in them too.
      expect(activeIds(current(replayed).snapshot)).toEqual(expect.arrayContaining(path.steps.at(-1)!.to));
      expect(activeIds(current(replayed).snapshot)).toEqual(activeIds(current(sim).snapshot));
      expect(current(replayed).snapshot.context).toEqual(current(sim).snapshot.context);
    }
  });

  it('says what is wrong with a broken trace', () => {
    expect(replayTrace(journeyMachine, 'x1')).toEqual({ error: 'Unknown chart setting in the trace: "x1".' });
    expect(replayTrace(journeyMachine, 's0.9')).toEqual({ error: 'Step 1: no button 9 in journey.booting.' });
    expect(replayTrace(journeyMachine, 's0.e!!')).toMatchObject({ error: expect.stringMatching(/^Step 1: /) });
  });
});

describe('an edited event', () => {
  const start = startSimulation(journeyMachine);
  it('must be JSON, an object, with a type the active states accept', () => {
    const snap = current(start).snapshot;
    expect(parseEditedEvent(snap, '{"type": ')).toMatchObject({ error: expect.stringMatching(/^Not valid JSON/) });
    expect(parseEditedEvent(snap, '[1]')).toEqual({ error: 'The event must be a JSON object with a "type".' });
    expect(parseEditedEvent(snap, '{"output": 1}')).toEqual({ error: 'The event needs a "type" (a string).' });
    expect(parseEditedEvent(snap, '{"type": "user.proceed"}')).toEqual({
      error: '"user.proceed" is not an event the active states accept. They accept: user.openWelcome, user.openResume, fetchToken done, fetchToken error.',
    });
    expect(parseEditedEvent(snap, '{"type": "xstate.done.actor.fetchToken", "output": {"token": "x"}}')).toEqual({
      event: { type: 'xstate.done.actor.fetchToken', output: { token: 'x' } },
    });
  });
});

describe('time travel in the history', () => {
  it('shows an earlier step, and sending from there replaces the later steps', () => {
    let sim = toFinanceDetails(startSimulation(journeyMachine));
    sim = sendSample(sim, 'user.submitFinancing', "financingProduct:'Online'");
    sim = sendSample(sim, 'user.proceed');
    const back = viewStep(sim, 1);
    expect(leaf(back)).toBe('journey.application.financeDetails.editing');
    expect(back.history).toHaveLength(4);
    const branched = sendSample(back, 'user.submitFinancing', "gas:'Y'");
    expect(branched.history).toHaveLength(3);
    expect(branched.viewing).toBeUndefined();
    expect(viewStep(sim, 3).viewing).toBeUndefined();
  });
});
