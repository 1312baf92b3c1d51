import type { AnyActorRef, AnyMachineSnapshot, AnyTransitionDefinition, InspectionEvent } from 'xstate';

/**
 * Which states and transitions this browser's journey has exercised, named as the chart model names
 * them (`<source> <event> #<index>`). Kept on window so an end-to-end run can collect it; the explorer
 * overlays what the runs collected.
 */
export interface JourneyCoverage {
  states: string[];
  transitions: string[];
}

declare global {
  interface Window {
    __journeyCoverage?: { states: Set<string>; transitions: Set<string> };
  }
}

export const transitionId = (def: AnyTransitionDefinition): string => {
  const defs = def.source.transitions.get(def.eventType) ?? [];
  return `${def.source.id} ${def.eventType} #${defs.indexOf(def)}`;
};

const STORAGE_KEY = 'sme-journey-coverage';

/** The trace survives a reload (like the journey itself), so a run's coverage is whole. */
function trace() {
  if (typeof window === 'undefined') return null;
  if (!window.__journeyCoverage) {
    let saved: JourneyCoverage = { states: [], transitions: [] };
    try {
      saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '') as JourneyCoverage;
    } catch {
      /* nothing saved yet */
    }
    window.__journeyCoverage = { states: new Set(saved.states), transitions: new Set(saved.transitions) };
  }
  return window.__journeyCoverage;
}

function save() {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(readCoverage()));
  } catch {
    /* storage unavailable: the trace still lives until the page unloads */
  }
}

export function recordSnapshot(snapshot: AnyMachineSnapshot): void {
  const t = trace();
  snapshot._nodes.forEach((n) => t?.states.add(n.id));
  save();
}

/** An inspection observer for the root journey actor: records every transition it takes. */
export function coverageInspector(root: AnyActorRef) {
  return (ev: InspectionEvent) => {
    if (ev.type !== '@xstate.microstep' || ev.actorRef !== root) return;
    const t = trace();
    ev._transitions.forEach((def) => t?.transitions.add(transitionId(def)));
    recordSnapshot(ev.snapshot as AnyMachineSnapshot);
  };
}

export function readCoverage(): JourneyCoverage {
  const t = trace();
  return { states: [...(t?.states ?? [])].sort(), transitions: [...(t?.transitions ?? [])].sort() };
}
