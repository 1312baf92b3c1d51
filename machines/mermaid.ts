import type { ChartModel, StateInfo, TransitionInfo } from './chartModel';

/**
 * The chart as a Mermaid stateDiagram-v2: nested states as nested boxes, every transition labelled
 * `event [guard]`. Mermaid puts a state in the LAST composite block that mentions it, so every state is
 * declared once inside its parent's block and every edge is written at the top level, after the blocks
 * (an edge at the top level does not move its ends).
 */

/** A Mermaid-safe id: the state id without the machine's own id, every other character an underscore. */
export function mermaidId(model: ChartModel, id: string): string {
  const root = model.states.find((s) => s.parent === null)?.id;
  const rel = root && id.startsWith(`${root}.`) ? id.slice(root.length + 1) : id;
  return rel.replace(/[^A-Za-z0-9_]/g, '_');
}

/** The label text Mermaid can carry after `:`: no line breaks, no ; # { } (they end or escape a statement). */
const safeLabel = (s: string) => s.replace(/[\r\n;#{}]/g, ' ').replace(/\s+/g, ' ').trim();

/** A delay's event names its state: `xstate.after.ERROR_POPUP.journey.x.y` reads `after ERROR_POPUP`. */
export function eventName(eventType: string): string {
  return eventType.startsWith('xstate.after.') ? `after ${eventType.split('.')[2]}` : eventType;
}

export const transitionLabel = (t: TransitionInfo): string => safeLabel(`${eventName(t.eventType)}${t.guard ? ` [${t.guard}]` : ''}`);

export function toMermaid(model: ChartModel): string {
  const byId = new Map(model.states.map((s) => [s.id, s]));
  const root = model.states.find((s) => s.parent === null);
  if (!root) throw new Error('The chart has no root state');
  const id = (s: string) => mermaidId(model, s);
  const lines = ['stateDiagram-v2'];

  const block = (parent: StateInfo, indent: string) => {
    if (parent.initial) lines.push(`${indent}[*] --> ${id(parent.initial)}`);
    for (const childId of parent.children) {
      const child = byId.get(childId)!;
      lines.push(`${indent}state "${safeLabel(child.key).replace(/"/g, "'")}" as ${id(child.id)}`);
      if (child.children.length) {
        lines.push(`${indent}state ${id(child.id)} {`);
        block(child, `${indent}  `);
        lines.push(`${indent}}`);
      }
      if (child.type === 'final') lines.push(`${indent}${id(child.id)} --> [*]`);
    }
  };
  block(root, '  ');

  for (const t of model.transitions) {
    for (const target of t.targets) lines.push(`  ${id(t.source)} --> ${id(target)} : ${transitionLabel(t)}`);
  }
  return `${lines.join('\n')}\n`;
}
