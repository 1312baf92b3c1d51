import type { ChartModel, StateInfo, TransitionInfo } from '../../machines/chartModel';
import { transitionLabel } from './labels';

/**
 * The chart as a Mermaid stateDiagram-v2: compound states as nested `state … { }` blocks with their
 * initial `[*]` arrow, every transition `a --> b: event [guard]`. A transition is written in the
 * innermost block that holds both of its ends, so Mermaid never re-creates a state in the wrong block.
 * Mermaid ids must be unique and plain, so a state's id is its chart id without the root, dots as `_`;
 * the box shows the state's key and, in brackets, its route.
 */
export const mermaidId = (model: ChartModel, id: string): string => {
  const root = model.states.find((s) => s.parent === null)?.id;
  const local = root && id.startsWith(`${root}.`) ? id.slice(root.length + 1) : id;
  return local.replace(/[^A-Za-z0-9_]/g, '_');
};

const clean = (text: string) => text.replace(/[;#\n\r"]/g, ' ').trim();

export function toMermaid(model: ChartModel): string {
  const byId = new Map(model.states.map((s) => [s.id, s]));
  const root = model.states.find((s) => s.parent === null);
  const id = (s: string) => mermaidId(model, s);

  // Which block (state id; the root for the top level) each transition is written in.
  const chain = (s: string) => {
    const out: string[] = [];
    for (let n = byId.get(s); n; n = n.parent ? byId.get(n.parent) : undefined) out.push(n.id);
    return out;
  };
  const blockOf = (from: string, to: string): string => {
    const up = chain(to);
    const lca = chain(from).find((a) => up.includes(a)) ?? root?.id ?? '';
    // An end that is the block itself (into its own child, or out to its parent) belongs one level up.
    return (lca === from || lca === to) && byId.get(lca)?.parent ? byId.get(lca)!.parent! : lca;
  };
  const edgesIn = new Map<string, TransitionInfo[]>();
  for (const t of model.transitions) {
    for (const target of t.targets.length ? t.targets : [t.source]) {
      const key = blockOf(t.source, target);
      edgesIn.set(key, [...(edgesIn.get(key) ?? []), { ...t, targets: [target] }]);
    }
  }

  const lines: string[] = ['stateDiagram-v2'];
  const write = (depth: number, text: string) => lines.push(`${'  '.repeat(depth)}${text}`);

  const block = (container: StateInfo, depth: number) => {
    if (container.initial) write(depth, `[*] --> ${id(container.initial)}`);
    for (const childId of container.children) {
      const child = byId.get(childId)!;
      const name = `state "${clean(child.route ? `${child.key} (${child.route})` : child.key)}" as ${id(child.id)}`;
      if (child.children.length) {
        write(depth, `${name} {`);
        block(child, depth + 1);
        write(depth, '}');
      } else {
        write(depth, name);
      }
    }
    for (const t of edgesIn.get(container.id) ?? []) {
      write(depth, `${id(t.source)} --> ${id(t.targets[0])} : ${clean(transitionLabel(t))}`);
    }
  };

  if (root) block(root, 1);
  return `${lines.join('\n')}\n`;
}
