import type { AnyMachineSnapshot, AnyStateNode } from 'xstate';
import type { RouteName } from '../../machines/routes';

const routeNamedBy = (node: AnyStateNode): RouteName | undefined => (node.meta as { route?: RouteName } | undefined)?.route;

const routeOfNode = (node: AnyStateNode): RouteName | undefined => {
  for (let n: AnyStateNode | undefined = node; n; n = n.parent) {
    const route = routeNamedBy(n);
    if (route) return route;
  }
  return undefined;
};

/**
 * Every route the chart's own Back (user.back) can lead to from any state of the page the snapshot shows,
 * whatever state of it the user is in when pressing it (a page is often still loading when it opens).
 */
export function routesBackFrom(snapshot: AnyMachineSnapshot): Set<RouteName> {
  const page = [...snapshot._nodes].reverse().find((node) => routeNamedBy(node) !== undefined);
  const routes = new Set<RouteName>();
  const walk = (node: AnyStateNode) => {
    for (const def of node.transitions.get('user.back') ?? []) {
      for (const target of def.target ?? []) {
        const route = routeOfNode(target);
        if (route) routes.add(route);
      }
    }
    // A page nested inside this one has a Back of its own.
    for (const child of Object.values(node.states)) if (routeNamedBy(child) === undefined) walk(child);
  };
  if (page) walk(page);
  return routes;
}

/** What a history entry of the journey keeps: the route of the entry before it, which the chart's Back returns to. */
export interface EntryState {
  before: RouteName | null;
}

export const beforeOf = (state: unknown): RouteName | null => (state as Partial<EntryState> | null)?.before ?? null;
