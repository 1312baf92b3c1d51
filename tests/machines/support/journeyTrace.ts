import { eventLabel } from '../../../scripts/lib/pathTools';
import type { StepEvent } from '../../../src/analysis/coverage';

/** One step of a journey as it ran: what happened, and where the chart was afterwards. */
export interface TraceStep {
  /** A chart event, or the simulated clock moved on by `ms`. */
  event: StepEvent | { type: 'clock'; ms: number };
  /** The active leaf states after the step, without the `journey.` prefix. */
  states: string[];
  route: string;
}

/** A value deep in an event's payload, whatever its shape. */
const at = (value: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>((o, k) => (typeof o === 'object' && o !== null ? Reflect.get(o, k) : undefined), value);
const text = (value: unknown) => (value === undefined || value === null ? '?' : String(value));

/** What a tester needs to repeat the step: the values that decided where the chart went. */
export function stepLabel(event: TraceStep['event']): string {
  if (event.type === 'clock') return `clock +${text(at(event, 'ms'))} ms`;
  const t = event.type;
  if (t === 'user.submitFinancing') {
    const field = (k: string) => at(event, 'application', k);
    const purposes = [field('property') === 'Y' ? 'property' : '', field('gas') === 'Y' ? 'GAS' : ''].filter(Boolean);
    return `${t} (${text(field('financingProduct'))}, ${text(field('financingAmount'))}, ${text(field('financingTenure'))}y${purposes.length ? `, ${purposes.join('+')}` : ''})`;
  }
  if (t === 'xstate.done.actor.loadStatus' || t === 'xstate.done.actor.loadStatusEnquiry') {
    const status = (k: string) => text(at(event, 'output', 'request', 'StatusDtls', k));
    return `${t} (${status('ProductType')} ${status('ApplicationProgress')}, entity ${status('Entity_Type_Code')})`;
  }
  if (t === 'xstate.done.actor.lookupStatus') {
    const outcome = (k: string) => at(event, 'output', 'outcome', k);
    const result = at(event, 'output', 'result');
    const found = result ? `firstUser ${text(at(result, 'isFirstUser'))}, ${text(at(result, 'product'))}` : '';
    const what = [outcome('kind'), outcome('option') ?? outcome('notice') ?? outcome('reason'), found].filter(Boolean);
    return `${t} (${what.map(text).join(', ')})`;
  }
  return eventLabel(event);
}

const shortState = (id: string) => id.replace(/^journey\./, '');

/** `1. user.submitFinancing (Online, 100000, 5y) -> financeDetails.consent (/FinanceDetails)`, one line a step. */
export function formatTrace(steps: readonly TraceStep[], start?: Pick<TraceStep, 'states' | 'route'>): string {
  const where = (s: Pick<TraceStep, 'states' | 'route'>) => `${s.states.map(shortState).join(' + ')} (/${s.route})`;
  const lines = start ? [`0. start -> ${where(start)}`] : [];
  steps.forEach((step, i) => lines.push(`${i + 1}. ${stepLabel(step.event)} -> ${where(step)}`));
  return lines.join('\n');
}
