import { eventLabel } from '../../../scripts/lib/pathTools';
import type { StepEvent } from '../../../machines/analysis/coverage';

/** One step of a journey as it ran: what happened, and where the chart was afterwards. */
export interface TraceStep {
  /** A chart event, or the simulated clock moved on by `ms`. */
  event: StepEvent | { type: 'clock'; ms: number };
  /** The active leaf states after the step, without the `journey.` prefix. */
  states: string[];
  route: string;
}

const formatAmount = (n: unknown) => (typeof n === 'number' ? String(n) : '?');

/** What a tester needs to repeat the step: the values that decided where the chart went. */
export function stepLabel(event: TraceStep['event']): string {
  if (event.type === 'clock') return `clock +${'ms' in event ? String(event.ms) : '?'} ms`;
  const e = event as StepEvent;
  if (e.type === 'user.submitFinancing') {
    const a = (e.application ?? {}) as { financingProduct?: string; financingAmount?: number; financingTenure?: number; gas?: string; property?: string };
    const purposes = [a.property === 'Y' ? 'property' : '', a.gas === 'Y' ? 'GAS' : ''].filter(Boolean);
    return `${e.type} (${a.financingProduct}, ${formatAmount(a.financingAmount)}, ${formatAmount(a.financingTenure)}y${purposes.length ? `, ${purposes.join('+')}` : ''})`;
  }
  const output = e.output as Record<string, unknown> | null | undefined;
  if (e.type === 'xstate.done.actor.loadStatus' || e.type === 'xstate.done.actor.loadStatusEnquiry') {
    const s = (output?.request as { StatusDtls?: { ApplicationProgress?: string; ProductType?: string; Entity_Type_Code?: string } } | undefined)?.StatusDtls;
    return `${e.type} (${s?.ProductType} ${s?.ApplicationProgress}, entity ${s?.Entity_Type_Code})`;
  }
  if (e.type === 'xstate.done.actor.lookupStatus') {
    const o = output?.outcome as { kind?: string; option?: string; notice?: string; reason?: string } | undefined;
    const r = output?.result as { isFirstUser?: string; product?: string } | null | undefined;
    const what = [o?.kind, o?.option ?? o?.notice ?? o?.reason, r ? `firstUser ${r.isFirstUser}, ${r.product}` : ''].filter(Boolean);
    return `${e.type} (${what.join(', ')})`;
  }
  return eventLabel(e);
}

const shortState = (id: string) => id.replace(/^journey\./, '');

/** `1. user.submitFinancing (Online, 100000, 5y) -> financeDetails.consent (/FinanceDetails)`, one line a step. */
export function formatTrace(steps: readonly TraceStep[], start?: Pick<TraceStep, 'states' | 'route'>): string {
  const where = (s: Pick<TraceStep, 'states' | 'route'>) => `${s.states.map(shortState).join(' + ')} (/${s.route})`;
  const lines = start ? [`0. start -> ${where(start)}`] : [];
  steps.forEach((step, i) => lines.push(`${i + 1}. ${stepLabel(step.event)} -> ${where(step)}`));
  return lines.join('\n');
}
