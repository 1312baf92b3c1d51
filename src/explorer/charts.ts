import type { AnyStateMachine } from 'xstate';
import { journeyMachine } from '../../machines/journey.machine';
import { allStateNodes } from '../../machines/stateNodes';
import { sessionMachine } from '../../machines/sessionTimeout.machine';
import { chartModel, type ChartModel } from '../analysis/chartModel';

/** The charts the explorer draws: the journey, and the session its root invokes for its whole life. */
export type ChartName = 'journey' | 'session';

export interface ExplorerChart {
  name: ChartName;
  /** The control that opens it, and the drawing's accessible name. */
  title: string;
  machine: AnyStateMachine;
  model: ChartModel;
}

export const CHARTS: Readonly<Record<ChartName, ExplorerChart>> = {
  journey: { name: 'journey', title: 'Journey chart', machine: journeyMachine, model: chartModel(journeyMachine) },
  session: { name: 'session', title: 'Session chart', machine: sessionMachine, model: chartModel(sessionMachine) },
};

export const CHART_NAMES = Object.keys(CHARTS) as ChartName[];

/** The chart an address names; the journey when it names none or one the explorer does not have. */
export const chartNamed = (name: string | null | undefined): ChartName => CHART_NAMES.find((c) => c === name) ?? 'journey';

/**
 * The chart an invoke of the journey opens, by the invoke's id: the child machine it starts when the
 * explorer draws that machine (the root invokes the session as `session`); a call to the bank has none.
 */
export function chartOfInvoke(invokeId: string): ChartName | null {
  const actors: Record<string, unknown> = journeyMachine.implementations.actors;
  for (const node of allStateNodes(journeyMachine))
    for (const invoke of node.invoke) {
      if (invoke.id !== invokeId) continue;
      const logic = typeof invoke.src === 'string' ? actors[invoke.src] : invoke.src;
      return CHART_NAMES.find((c) => c !== 'journey' && CHARTS[c].machine === logic) ?? null;
    }
  return null;
}
