import type { AnyMachineSnapshot, AnyStateNode } from 'xstate';
import { CALL_FAILED } from './actorResults';
import { isRouteName, type RouteName } from './routes';

const routeOfNode = (node: AnyStateNode): RouteName | null => {
  for (let n: AnyStateNode | undefined = node; n; n = n.parent) {
    const route: unknown = n.meta?.route;
    if (typeof route === 'string' && isRouteName(route)) return route;
  }
  return null;
};

/** The nodes active once `target` is entered: its initial descendants (every region of a parallel state) and its ancestors. */
function entered(target: AnyStateNode): AnyStateNode[] {
  const out: AnyStateNode[] = [];
  for (let n = target.parent; n; n = n.parent) out.push(n);
  const descend = (n: AnyStateNode) => {
    out.push(n);
    if (n.type === 'parallel') Object.values(n.states).forEach(descend);
    const initial = n.initial?.target?.[0];
    if (n.type === 'compound' && initial) descend(initial);
  };
  descend(target);
  return out;
}

/** The catch-all for a failed call (the root's session rule) fires only where a call runs. */
function targetsOf(node: AnyStateNode): AnyStateNode[] {
  const own = [...node.transitions].filter(([type]) => type !== CALL_FAILED).flatMap(([, defs]) => defs);
  const inherited: typeof own = [];
  if (node.invoke.length > 0) for (let a = node.parent; a; a = a.parent) inherited.push(...(a.transitions.get(CALL_FAILED) ?? []));
  return [...own, ...inherited, ...(node.always ?? [])].flatMap((def) => def.target ?? []);
}

/**
 * The screens the journey can show within `steps` transitions of where it is (user events, the bank's
 * answers and timers alike), other than the one it shows: what is worth downloading ahead of the user.
 */
export function routesAhead(snapshot: AnyMachineSnapshot, steps: number): Set<RouteName> {
  const seen = new Set<AnyStateNode>(snapshot._nodes);
  let frontier: AnyStateNode[] = [...snapshot._nodes];
  const routes = new Set<RouteName>();
  for (let i = 0; i < steps && frontier.length > 0; i++) {
    const next: AnyStateNode[] = [];
    for (const node of frontier) {
      for (const reached of targetsOf(node).flatMap(entered)) {
        const route = routeOfNode(reached);
        if (route) routes.add(route);
        if (!seen.has(reached)) {
          seen.add(reached);
          next.push(reached);
        }
      }
    }
    frontier = next;
  }
  const here = snapshot._nodes.map(routeOfNode).filter((r): r is RouteName => r !== null);
  here.forEach((r) => routes.delete(r));
  return routes;
}
