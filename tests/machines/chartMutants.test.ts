import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { leafIds } from '../../src/analysis/coverage';
import { CHART_SETTINGS } from '../../src/analysis/settings';
import { pendingActors } from './oracles/drive';
import { journeyMachine } from '../../machines/journey.machine';
import { allStateNodes } from '../../machines/stateNodes';
import { chartMutants, mutantMachine, sampleMutants, transitionSites, type ChartMutant } from './mutants/chartMutants';

/**
 * The chart mutants change exactly one transition of the chart as XState builds it, and nothing else. The
 * transitions are read off XState's own state nodes here, not through chartModel (the explorer's and the
 * document's reading, tested by their own tests).
 */
type Transition = { id: string; key: string };
const guardName = (guard: unknown) => (typeof guard === 'string' ? guard : typeof guard === 'object' && guard && 'type' in guard ? String(guard.type) : guard ? 'inline' : null);
function allTransitions(machine: typeof journeyMachine): Transition[] {
  return allStateNodes(machine).flatMap((node) =>
    [...node.transitions].flatMap(([eventType, defs]) =>
      defs.map((def, i) => ({
        id: `${node.id} ${eventType} #${i}`,
        key: JSON.stringify([node.id, eventType, guardName(def.guard), (def.target ?? []).map((t) => t.id), def.actions.length]),
      })),
    ),
  );
}
const key = (t: Transition) => t.key;
const original = allTransitions(journeyMachine);
const mutants = chartMutants(journeyMachine);
const first = (kind: ChartMutant['kind'], where: string) => mutants.find((m) => m.kind === kind && m.id.includes(where))!;

/** The transitions only one side has, as the machine built from each definition reads them. */
function difference(mutant: ChartMutant) {
  const changed = allTransitions(mutantMachine(journeyMachine, mutant)).map(key);
  const before = original.map(key);
  return { removed: before.filter((k) => !changed.includes(k)), added: changed.filter((k) => !before.includes(k)) };
}

describe('chart mutants', () => {
  it('finds a site for every transition the chart has', () => {
    expect(transitionSites(journeyMachine.config as never)).toHaveLength(original.length);
  });

  it('drops one transition and leaves the definition it was made from as it was', () => {
    const drop = first('drop', 'journey.bootFailed:user.retry');
    const { removed, added } = difference(drop);
    expect(removed).toEqual([key(original.find((t) => t.id === 'journey.bootFailed user.retry #0')!)]);
    expect(added).toEqual([]);
    expect(allTransitions(journeyMachine).map(key)).toEqual(original.map(key));
  });

  it('sends a transition to the next state of its target\'s parent', () => {
    const retarget = first('retarget', 'journey.bootFailed:user.retry');
    const { removed, added } = difference(retarget);
    expect(removed).toHaveLength(1);
    expect(added).toHaveLength(1);
    // booting's next sibling in the chart's order is bootFailed itself.
    expect(JSON.parse(added[0])[3]).toEqual(['journey.bootFailed']);
  });

  it('negates a guard or lets it always pass, on that branch alone', () => {
    // The page's token arrives and the user did not choose the resume form: the start page (spec 1: 4.4).
    const after = (machine: typeof journeyMachine) => {
      const actor = createActor(machine.provide({ actors: pendingActors }), { input: CHART_SETTINGS[0].input }).start();
      actor.send({ type: 'xstate.done.actor.fetchToken', output: { token: 't0k3n', tokenExpirationDate: '2099-01-01T00:00:00Z' } } as never);
      return leafIds(actor.getSnapshot());
    };
    expect(after(journeyMachine)).toEqual(['journey.application.financeDetails.editing']);
    for (const kind of ['guardNegated', 'guardAlways'] as const) {
      const mutant = first(kind, 'journey.booting:xstate.done.actor.fetchToken:0');
      const { removed, added } = difference(mutant);
      expect(removed.map((k) => JSON.parse(k)[2])).toEqual(['isResumeChosen']);
      expect(added).toHaveLength(1);
      expect(after(mutantMachine(journeyMachine, mutant)), kind).toEqual(['journey.returning.resumeApplication.entering']);
    }
  });

  it('samples the same mutants for the same seed, and different ones for another', () => {
    const ids = (seed: number) => sampleMutants(mutants, 20, seed).map((m) => m.id);
    expect(ids(1)).toEqual(ids(1));
    expect(new Set(ids(1)).size).toBe(20);
    expect(ids(2)).not.toEqual(ids(1));
  });
});
