import type { AnyStateMachine } from 'xstate';
import type { JourneyPath } from '../analysis/coverage';
import { generateCoveringPaths } from '../analysis/settingsCoverage';
import { screenPaths } from '../analysis/selection';
import { sampleLabel } from './simulate';

/** A generated path the explorer can highlight: what it covers, its states, transitions and steps. */
export interface PathOption {
  key: string;
  group: 'screen' | 'transition';
  label: string;
  states: Set<string>;
  transitions: Set<string>;
  steps: { label: string; to: string[] }[];
}

function toOption(path: JourneyPath, group: PathOption['group'], key: string, label: string): PathOption {
  const states = new Set(path.start);
  const transitions = new Set<string>();
  for (const step of path.steps) {
    step.to.forEach((s) => states.add(s));
    step.transitions.forEach((t) => transitions.add(t));
  }
  return { key, group, label, states, transitions, steps: path.steps.map((s) => ({ label: sampleLabel(s.event, [s.event]) + describeOutput(s.event), to: s.to })) };
}

/** A step's payload is shown only where it picks a branch (an outcome or a status code). */
function describeOutput(event: { type: string; output?: unknown }): string {
  const o = event.output;
  if (o === null) return ' null';
  if (!o || typeof o !== 'object') return '';
  const r = o as Record<string, unknown>;
  const keys = ['outcome', 'statusCode', 'triesLeft', 'ApplicationProgress'].filter((k) => k in r);
  return keys.length ? ` {${keys.map((k) => `${k}:${JSON.stringify(r[k])}`).join(', ')}}` : '';
}

/** How long a path is, in words: a path of no step is the start itself, the screen the journey opens on. */
export const stepsText = (n: number) => (n === 0 ? 'start screen' : `${n} step${n === 1 ? '' : 's'}`);

/** The screen selection (what Playwright walks) first, then one path per transition. */
export function pathOptions(machine: AnyStateMachine): PathOption[] {
  const screens = screenPaths(machine).map((p) => toOption(p, 'screen', `screen:${p.route}`, `${p.route} (${stepsText(p.steps.length)})`));
  const report = generateCoveringPaths(machine);
  const transitions = report.paths.map((p) =>
    toOption(p, 'transition', `covers:${p.covers}`, `${p.covers} (${stepsText(p.steps.length)}${p.setting ? `, setting: ${p.setting}` : ''})`),
  );
  return [...screens, ...transitions];
}
