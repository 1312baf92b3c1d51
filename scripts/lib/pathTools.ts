import type { AnyStateMachine } from 'xstate';
import { routeOfState, type ChartModel, type TransitionInfo } from '../../src/analysis/chartModel';
import { ROUTE_NAMES } from '../../machines/routes';
import { generatePaths, type JourneyPath, type StepEvent } from '../../src/analysis/coverage';
import { isDrivableThroughUi, type ScreenPath } from '../../src/analysis/selection';
import { CHART_SETTINGS } from '../../src/analysis/settings';
import { PRODUCT_KINDS, type ProductKind } from '../../src/domain/amounts';
import { PRODUCT_CODE_BY_KIND, type Product } from '../../src/domain/reference';

/**
 * The pure half of `npm run paths`: filters, counts, the summary line, and the Markdown a tester reads.
 * scripts/paths.ts does the reading of arguments and the writing of files.
 */

/** A wrong option or value: the command prints the message and exits with code 2. */
export class UsageError extends Error {}

// ---------------------------------------------------------------- states and routes

export type Place = { kind: 'state'; id: string } | { kind: 'route'; route: string };

export const shortId = (id: string): string => id.replace(/^journey\./, '');

/** Resolves `--from`/`--to`: a state id, or its end where no other id ends alike, or a route (screen) name. */
export function resolvePlace(model: ChartModel, arg: string): Place {
  const ids = new Set(model.states.map((s) => s.id));
  if (ids.has(arg)) return { kind: 'state', id: arg };
  // The end of an id names a state wherever the chart nests it (preview.otp), when no other id ends alike.
  const ending = [...ids].filter((id) => id.endsWith(`.${arg}`));
  if (ending.length === 1) return { kind: 'state', id: ending[0] };
  const routes = routesOf(model);
  const route = routes.find((r) => r === arg) ?? routes.find((r) => r.toLowerCase() === arg.toLowerCase());
  if (route) return { kind: 'route', route };
  const needle = arg.toLowerCase();
  const near = [...model.states.map((s) => shortId(s.id)), ...routes].filter((c) => c.toLowerCase().includes(needle)).slice(0, 8);
  throw new UsageError(
    `'${arg}' is neither a state of the chart nor a route.` +
      (near.length ? ` Did you mean: ${near.join(', ')}?` : ` Routes: ${routes.join(', ')}.`),
  );
}

/** Routes the chart's states name, in the spec's order. */
export function routesOf(model: ChartModel): string[] {
  const named = new Set(model.states.map((s) => s.route).filter((r): r is string => Boolean(r)));
  return [...ROUTE_NAMES.filter((r) => named.has(r)), ...[...named].filter((r) => !(ROUTE_NAMES as readonly string[]).includes(r))];
}

const isAt = (model: ChartModel, leaf: string, place: Place): boolean =>
  place.kind === 'state' ? leaf === place.id || leaf.startsWith(`${place.id}.`) : routeOfState(model, leaf) === place.route;

/** Leaf states active at each point of the path: at the start, then after every step. */
const stations = (path: JourneyPath): string[][] => [path.start, ...path.steps.map((s) => s.to)];

export const lastLeaves = (path: JourneyPath): string[] => (path.steps.length ? path.steps[path.steps.length - 1].to : path.start);

export const visits = (model: ChartModel, path: JourneyPath, place: Place): boolean =>
  stations(path).some((leaves) => leaves.some((l) => isAt(model, l, place)));

export const endsAt = (model: ChartModel, path: JourneyPath, place: Place): boolean => lastLeaves(path).some((l) => isAt(model, l, place));

// ---------------------------------------------------------------- products

/** The product codes the bank's status routing names (BTL, PBF, AIP): what `--product` takes. */
export type ProductCode = Product['code'];
const PRODUCT_CODES: readonly ProductCode[] = Object.values(PRODUCT_CODE_BY_KIND);

export const isProduct = (p: string): p is ProductKind => (PRODUCT_KINDS as readonly string[]).includes(p);
const isProductCode = (p: string): p is ProductCode => (PRODUCT_CODES as readonly string[]).includes(p);

/** `--product`: a status-routing code, or the chart's name of the product (Online is BTL). */
export function parseProduct(p: string): ProductCode {
  if (isProductCode(p)) return p;
  if (isProduct(p)) return PRODUCT_CODE_BY_KIND[p];
  throw new UsageError(
    `--product must be one of ${PRODUCT_CODES.join(', ')} (the status routing's names; ${PRODUCT_KINDS.map((k) => `${k} is ${PRODUCT_CODE_BY_KIND[k]}`).join(', ')}) (got '${p}').`,
  );
}

const field = (v: unknown, key: string): unknown => (v && typeof v === 'object' && key in v ? Object.entries(v).find(([k]) => k === key)?.[1] : undefined);

/**
 * The products an event names, as status-routing codes: the financing form's product, the product of a
 * status the bank answers, the product of an application the Welcome lookup finds.
 */
export function productsOfEvent(e: StepEvent): ProductCode[] {
  const named: unknown[] = [];
  if (e.type === 'user.submitFinancing') named.push(field(e.application, 'financingProduct'));
  named.push(field(field(field(e.output, 'request'), 'StatusDtls'), 'ProductType'));
  named.push(field(field(e.output, 'result'), 'product'));
  return named.flatMap((x) => (typeof x !== 'string' ? [] : isProductCode(x) ? [x] : isProduct(x) ? [PRODUCT_CODE_BY_KIND[x]] : []));
}

/** The products a path names (empty: the path never names one). */
export function productsOf(path: JourneyPath): ProductCode[] {
  return [...new Set(path.steps.flatMap((s) => productsOfEvent(s.event)))];
}

/** A product's tour walks only events that name that product or none. */
export const eventFitsProduct = (product: ProductCode) => (e: StepEvent): boolean => productsOfEvent(e).every((x) => x === product);

// ---------------------------------------------------------------- spec sections

/**
 * The sections a `meta.spec` names, each as `<document>: <section>`: '2: 2.3, 4; 3: 9' names
 * '2: 2.3', '2: 4' and '3: 9'. Words after a section number (a heading quoted) are not sections.
 */
export function specSections(spec: string | null): string[] {
  if (!spec) return [];
  return spec.split(';').flatMap((part) => {
    const m = /^\s*(\d+)\s*:(.*)$/.exec(part);
    if (!m) return [];
    return m[2]
      .split(',')
      .map((x) => /^\s*(\d+(?:\.\d+)*)/.exec(x)?.[1])
      .filter((x): x is string => Boolean(x))
      .map((x) => `${m[1]}: ${x}`);
  });
}

/** `--spec 2: 2.5` matches that section and its subsections ('2: 2' matches '2: 2.5'). */
export const sectionMatches = (section: string, wanted: string): boolean =>
  section === wanted.trim() || section.startsWith(`${wanted.trim()}.`);

/** The sections a state stands for: its own meta.spec, else its nearest ancestor's. */
export function specOfState(model: ChartModel, id: string): string[] {
  const byId = new Map(model.states.map((s) => [s.id, s]));
  for (let s = byId.get(id); s; s = s.parent ? byId.get(s.parent) : undefined) if (s.spec) return specSections(s.spec);
  return [];
}

/** Every section the chart's states name, in document then section order. */
export function allSpecSections(model: ChartModel): string[] {
  const all = new Set(model.states.flatMap((s) => specSections(s.spec)));
  const key = (s: string) => s.split(/[:.]\s*/).map(Number);
  return [...all].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    for (let i = 0; i < Math.max(x.length, y.length); i++) if ((x[i] ?? -1) !== (y[i] ?? -1)) return (x[i] ?? -1) - (y[i] ?? -1);
    return 0;
  });
}

// ---------------------------------------------------------------- which transitions a filtered tour takes

/** The states a transition leaves or enters. */
const endsOf = (t: TransitionInfo): string[] => [t.source, ...t.targets];

/** `--route`: the transitions that leave or enter a state of that screen. */
export function transitionsOfRoute(model: ChartModel, route: string): Set<string> {
  return new Set(model.transitions.filter((t) => endsOf(t).some((s) => routeOfState(model, s) === route)).map((t) => t.id));
}

/** `--spec`: the transitions that leave or enter a state standing for that section. */
export function transitionsOfSection(model: ChartModel, section: string): Set<string> {
  return new Set(model.transitions.filter((t) => endsOf(t).some((s) => specOfState(model, s).some((x) => sectionMatches(x, section)))).map((t) => t.id));
}

/** Paths in the order the chart lists the transitions they cover (document order: the journey's order). */
export function inChartOrder<P extends JourneyPath>(model: ChartModel, paths: readonly P[]): P[] {
  const order = new Map(model.transitions.map((t, i) => [t.id, i]));
  const at = (p: P) => order.get(p.covers) ?? Number.MAX_SAFE_INTEGER;
  return [...paths].sort((a, b) => at(a) - at(b) || a.covers.localeCompare(b.covers));
}

/** The file name a filtered run writes: paths--product-BTL--route-CompanyDetails. */
export function fileBase(base: string, filterText: readonly string[]): string {
  const slug = filterText.map((f) => f.replace(/^--/, '').replace(/[^A-Za-z0-9.]+/g, '-').replace(/-+$/, ''));
  return [base, ...slug].join('--');
}

export interface PathFilters {
  from?: Place;
  to?: Place;
  product?: ProductCode;
}

export function filterPaths<P extends JourneyPath>(model: ChartModel, paths: readonly P[], f: PathFilters): P[] {
  return paths.filter(
    (p) =>
      (!f.from || visits(model, p, f.from)) &&
      (!f.to || endsAt(model, p, f.to)) &&
      (!f.product || productsOf(p).every((x) => x === f.product)),
  );
}

/** What a filter by product must tell the tester: the samples name only some products today. */
export function productNote(paths: readonly JourneyPath[], product: ProductCode, kept: readonly JourneyPath[]): string | null {
  const named = new Set(paths.flatMap(productsOf));
  if (named.has(product)) return null;
  return (
    `No path names product ${product}: the chart's event samples (src/analysis/eventSamples.ts) name ${[...named].join(', ') || 'no product'} only. ` +
    `The ${kept.length} path(s) kept name no product.`
  );
}

// ---------------------------------------------------------------- counts

export interface Counts {
  states: { covered: number; total: number };
  transitions: { covered: number; total: number };
  paths: number;
  steps: number;
}

/** The states (leaves and their ancestors) and transitions a set of paths goes through. */
export function covered(model: ChartModel, paths: readonly JourneyPath[]): { states: Set<string>; transitions: Set<string> } {
  const parent = new Map(model.states.map((s) => [s.id, s.parent]));
  const states = new Set<string>();
  const transitions = new Set<string>();
  const add = (id: string | null | undefined) => {
    for (let s = id; s && !states.has(s); s = parent.get(s)) states.add(s);
  };
  for (const p of paths) {
    stations(p).forEach((leaves) => leaves.forEach(add));
    p.steps.forEach((s) => s.transitions.forEach((t) => transitions.add(t)));
  }
  return { states, transitions };
}

export function countPaths(model: ChartModel, paths: readonly JourneyPath[]): Counts {
  const c = covered(model, paths);
  return {
    states: { covered: c.states.size, total: model.states.length },
    transitions: { covered: c.transitions.size, total: model.transitions.length },
    paths: paths.length,
    steps: paths.reduce((n, p) => n + p.steps.length, 0),
  };
}

/** The last line of `npm run paths -- --summary`. */
export const summaryLine = (c: Counts): string =>
  `coverage: states ${c.states.covered}/${c.states.total}, transitions ${c.transitions.covered}/${c.transitions.total}, paths ${c.paths}, steps ${c.steps}`;

// ---------------------------------------------------------------- events, as a tester reads them

const DISCRIMINATORS = ['outcome', 'code', 'statusCode', 'triesLeft', 'ApplicationProgress', 'ProductType'];

function describeValue(v: unknown): string {
  if (v === null) return 'output: null';
  if (typeof v === 'string') return v.length > 24 ? `"${v.slice(0, 21)}..."` : `"${v}"`;
  if (typeof v !== 'object') return String(v);
  const o = v as Record<string, unknown>;
  const parts = DISCRIMINATORS.filter((k) => k in o).map((k) => `${k}: ${typeof o[k] === 'string' ? o[k] : JSON.stringify(o[k])}`);
  return parts.length ? parts.join(', ') : '';
}

/** `user.submitFinancing (Online)`, `xstate.error.actor.loadCompany (unauthorized 401)`, `after ERROR_POPUP`. */
export function eventLabel(event: StepEvent): string {
  const t = event.type;
  if (t.startsWith('xstate.after.')) return `after ${t.split('.')[2]}`;
  if (t.startsWith('xstate.error.actor.')) {
    const e = event.error as { kind?: string; status?: number; message?: string } | undefined;
    const what = [e?.kind, e?.status].filter((x) => x !== undefined && x !== '').join(' ') || e?.message || '';
    return what ? `${t} (${what})` : t;
  }
  if (t.startsWith('xstate.done.actor.')) {
    if (!('output' in event) || event.output === undefined) return t;
    const d = describeValue(event.output);
    return d ? `${t} (${d})` : t;
  }
  if (t === 'user.submitFinancing') return `${t} (${String((event as { application?: { financingProduct?: unknown } }).application?.financingProduct)})`;
  const prims = Object.entries(event)
    .filter(([k, v]) => k !== 'type' && (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'))
    .map(([k, v]) => `${k}: ${v}`);
  return prims.length ? `${t} (${prims.join(', ')})` : t;
}

/** Events as JSON can carry them: errors become plain objects (JSON.stringify would drop their message). */
export function jsonEvent(event: StepEvent): Record<string, unknown> {
  const out: Record<string, unknown> = { ...event };
  if (event.error instanceof Error) {
    const e = event.error as Error & { kind?: string; status?: number };
    out.error = { name: e.name, message: e.message, ...(e.kind ? { kind: e.kind } : {}), ...(e.status ? { status: e.status } : {}) };
  }
  return out;
}

// ---------------------------------------------------------------- the e2e selection

export interface UnreachedScreen {
  route: string;
  reason: string;
}

function whyNotDrivable(e: StepEvent): string {
  const t = e.type;
  if (t.startsWith('xstate.error.actor.')) return 'the sandbox bank does not fail on demand';
  if (t.startsWith('xstate.after.')) return 'waiting out a delay is too slow for the suite';
  if (t.startsWith('xstate.done.actor.')) return 'the sandbox bank does not give this answer on demand';
  return 'the suite does not drive this user action';
}

/**
 * Screens no UI-drivable path reaches, with the reason: the events the shortest path of the whole
 * chart to that screen needs and a run through the real UI cannot produce.
 */
export function unreachedScreens(machine: AnyStateMachine, model: ChartModel, selection: readonly ScreenPath[]): UnreachedScreen[] {
  const reached = new Set(selection.map((p) => p.route));
  // As configured, named as the tour names it: the graph that setting walked already serves.
  const all = generatePaths(machine, { input: CHART_SETTINGS[0].input }).statePaths;
  return routesOf(model)
    .filter((r) => !reached.has(r))
    .map((route) => {
      const shortest = all
        .filter((p) => lastLeaves(p).some((l) => routeOfState(model, l) === route))
        .sort((a, b) => a.steps.length - b.steps.length)[0];
      if (!shortest) return { route, reason: 'no path of the chart reaches it' };
      const blockers = shortest.steps.map((s) => s.event).filter((e) => !isDrivableThroughUi(e));
      const seen = new Set<string>();
      const why = blockers
        .map((e) => `${eventLabel(e)}: ${whyNotDrivable(e)}`)
        .filter((w) => (seen.has(w) ? false : (seen.add(w), true)));
      return { route, reason: `every path to it needs an event a UI run cannot produce; the shortest needs ${why.join('; ')}` };
    });
}
