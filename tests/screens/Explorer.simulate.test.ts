import { journeyMachine } from '../../machines/journey.machine';
import { CHART_SETTINGS } from '../../src/analysis/settings';
import { activeIds, availableEvents, current, describePayload, sampleLabel, startSimulation, stepBack, stepSimulation, type Simulation } from '../../src/explorer/simulate';

const leaf = (sim: Simulation) => activeIds(current(sim).snapshot).at(-1);

/** Sends the available sample whose label contains `text` (or the only one of its type). */
function send(sim: Simulation, type: string, text = ''): Simulation {
  const choices = availableEvents(journeyMachine, current(sim).snapshot).filter((c) => c.type === type && c.label.includes(text));
  expect(choices, `${type} ${text} in ${leaf(sim)}`).toHaveLength(1);
  return stepSimulation(journeyMachine, sim, choices[0].event, choices[0].label);
}

describe('simulate mode', () => {
  it('starts where the journey starts: the token call’s outcomes, and the pages an address opens', () => {
    const sim = startSimulation(journeyMachine);
    expect(leaf(sim)).toBe('journey.booting');
    expect(availableEvents(journeyMachine, current(sim).snapshot).map((c) => c.label)).toEqual([
      'user.openWelcome',
      'user.openResume',
      'fetchToken done',
      "fetchToken error {kind:'unauthorized', status:401}",
      "fetchToken error {kind:'server', status:500}",
    ]);
  });

  it('walks from FinanceDetails to the OTP step with the chart’s own pure functions', () => {
    let sim = startSimulation(journeyMachine);
    const walk: [string, string?][] = [
      ['xstate.done.actor.fetchToken'],
      ['user.submitFinancing', "financingProduct:'Online'"],
      ['user.proceed'],
      ['xstate.done.actor.createState'],
      ['xstate.done.actor.saveFinancing'],
      ['user.confirmIdentity'],
      ['xstate.done.actor.retrieveIdentity', "outcome:'ok'"],
      ['xstate.done.actor.assessAtStart', 'passed:true'],
      ['xstate.done.actor.loadCompany', "Entity_Type_Code:'LC'"],
      ['user.submitCompany'],
      ['xstate.done.actor.saveCompany'],
      ['xstate.done.actor.loadPersons', '{RefNum, Request_Form, …}'],
      ['user.submitPersons'],
      ['xstate.done.actor.savePersons'],
      ['xstate.done.actor.loadAccounts', 'accountNumbers:[…]'],
      ['user.submitAccount'],
      ['xstate.done.actor.saveAccount'],
      ['user.submitDeclarations'],
      ['xstate.done.actor.saveDeclarations'],
      ['xstate.done.actor.loadPreview', "FinancingProduct:'Online'"],
      ['user.submitPreview'],
      ['xstate.done.actor.preQualify', 'passed:true'],
      ['xstate.done.actor.requestOtp', "outcome:'sent'"],
    ];
    for (const [type, text] of walk) sim = send(sim, type, text);
    expect(activeIds(current(sim).snapshot)).toEqual(['journey', 'journey.application', 'journey.application.preview', 'journey.application.preview.otp', 'journey.application.preview.otp.waiting']);
    expect(current(sim).transitions).toEqual(['journey.application.preview.requestingOtp xstate.done.actor.requestOtp #2']);
    // Context moves with the walk: the token and the reference were assigned on the way.
    expect(current(sim).snapshot.context).toMatchObject({ token: 't0k3n', referenceNo: 'SME20261122000001', otpTriesLeft: 3 });
    // A reload during the OTP step starts the countdown again from what the code has left (issue 34, item 11).
    expect(availableEvents(journeyMachine, current(sim).snapshot).map((c) => c.label).sort()).toEqual(['after OTP_VALIDITY', 'app.restored', 'user.verifyOtp']);

    sim = send(sim, 'user.verifyOtp');
    const outcomes = availableEvents(journeyMachine, current(sim).snapshot).filter((c) => c.type === 'xstate.done.actor.verifyOtp').map((c) => c.label);
    expect(outcomes).toEqual([
      "verifyOtp done {statusCode:'0', triesLeft:3, token:'rotated-token', tokenExpirationDate:'2026-11-22T10:00:00Z'}",
      "verifyOtp done {statusCode:'1', triesLeft:2}",
      "verifyOtp done {statusCode:'1', triesLeft:1}",
      "verifyOtp done {statusCode:'2', triesLeft:2}",
      "verifyOtp done {statusCode:'3', triesLeft:0}",
    ]);
    sim = send(sim, 'xstate.done.actor.verifyOtp', "statusCode:'1', triesLeft:2");
    expect(leaf(sim)).toBe('journey.application.preview.otp.waiting');
    expect(current(sim).snapshot.context.otpNotice).toBe('twoTriesLeft');

    const back = stepBack(stepBack(sim));
    expect(leaf(back)).toBe('journey.application.preview.otp.waiting');
    expect(back.history).toHaveLength(sim.history.length - 2);
    expect(stepBack(startSimulation(journeyMachine)).history).toHaveLength(1);
  });

  it('offers only the samples that take a transition, and the delays by name', () => {
    let sim = startSimulation(journeyMachine);
    sim = send(sim, 'xstate.done.actor.fetchToken');
    sim = send(sim, 'user.submitFinancing', "financingProduct:'Online'");
    sim = send(sim, 'user.proceed');
    sim = send(sim, 'xstate.error.actor.createState', "kind:'server'");
    expect(leaf(sim)).toBe('journey.application.financeDetails.failed');
    const labels = availableEvents(journeyMachine, current(sim).snapshot).map((c) => c.label);
    expect(labels.sort()).toEqual(['after ERROR_POPUP', 'user.dismissError']);
  });

  it('labels a sample by what sets it apart from the others of its type', () => {
    expect(describePayload({ a: 1, b: 'x' }, [{ a: 1, b: 'x' }])).toBe('');
    expect(describePayload({ a: 1, b: 'x' }, [{ a: 1, b: 'x' }, { a: 1, b: 'y' }])).toBe("{b:'x'}");
    expect(describePayload(null, [null, { a: 1 }])).toBe('null');
    // A record beside non-records reads by its field names, never an empty `{…}`.
    expect(describePayload({ a: 1 }, [null, { a: 1 }])).toBe('{a}');
    expect(sampleLabel({ type: 'xstate.after.ERROR_POPUP.journey.x' }, [])).toBe('after ERROR_POPUP');
  });
});

describe('sample labels', () => {
  it('names a nested record by the fewest fields that tell it apart, flat payloads by every differing field', () => {
    const a = { application: { financingProduct: 'Online', financingType: 'Conventional', gas: 'N' } };
    const b = { application: { financingProduct: 'Personalised', financingType: 'Conventional', gas: 'N' } };
    const c = { application: { financingProduct: 'Personalised', financingType: 'Conventional', gas: 'Y' } };
    expect(describePayload(a, [a, b, c])).toBe("{application:{financingProduct:'Online'}}");
    expect(describePayload(b, [a, b, c])).toBe("{application:{financingProduct:'Personalised', gas:'N'}}");
    expect(describePayload(c, [a, b, c])).toBe("{application:{gas:'Y'}}");
    expect(describePayload({ statusCode: '1', triesLeft: 1 }, [{ statusCode: '1', triesLeft: 1 }, { statusCode: '1', triesLeft: 2 }, { statusCode: '0', triesLeft: 3 }])).toBe(
      "{statusCode:'1', triesLeft:1}",
    );
    expect(describePayload({ list: [] }, [{ list: [] }, { list: ['1'] }])).toBe('{list:[]}');
  });
});

describe('simulate mode under a chart setting', () => {
  const saved = (setting: (typeof CHART_SETTINGS)[number]) => {
    let sim = startSimulation(journeyMachine, setting);
    for (const [type, text] of [
      ['xstate.done.actor.fetchToken'],
      ['user.submitFinancing', "financingProduct:'Online'"],
      ['user.proceed'],
      ['xstate.done.actor.createState'],
      ['xstate.done.actor.saveFinancing'],
    ] as const) sim = send(sim, type, text);
    return sim;
  };

  it('as configured, the saved application asks for the sandbox NRIC/UEN entry', () => {
    const sim = saved(CHART_SETTINGS[0]);
    expect(sim.setting).toBe('as configured');
    expect(leaf(sim)).toBe('journey.application.myInfoLanding.sandboxEntry.entering');
  });

  it('with the identity provider, it leaves for the provider and takes its return', () => {
    const sim = saved(CHART_SETTINGS.find((s) => s.name === 'identity provider')!);
    expect(leaf(sim)).toBe('journey.application.myInfoLanding.leavingForProvider');
    const labels = availableEvents(journeyMachine, current(sim).snapshot).map((c) => c.label);
    expect(labels.filter((l) => l.startsWith('provider.returned'))).toHaveLength(3);
  });
});
