import { chartModel, routeOfState, type ChartModel } from '../../src/analysis/chartModel';
import { sessionMachine } from '../../machines/sessionTimeout.machine';
import { eventName, mermaidDiagrams, mermaidMarkdown } from '../../src/analysis/mermaid';
import { STATUS_ROUTING } from '../../src/domain/statusRouting';
import { overMermaidLimits } from './mermaidLimits';
import { routesOf } from './pathTools';

/**
 * docs/journey.md, generated from the chart's own data (chartModel): the diagram, the states, the
 * transitions, the routes, the counts. Nothing in it is written by hand, so it cannot drift from the chart;
 * tests/machines/journeyDoc.test.ts fails when the committed file is not what this renders.
 */

export const JOURNEY_DOC = 'docs/journey.md';
export const REGENERATE = 'npm run docs:journey';

const cell = (s: string | null | undefined) => (s ? s.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, ' ') : '');
const code = (s: string) => `\`${s}\``;
const codes = (xs: readonly string[]) => xs.map(code).join(', ');
const short = (id: string) => id.replace(/^journey\./, '');

function table(head: string[], rows: string[][]): string[] {
  return [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)];
}

/** The session chart the journey's root invokes (machines/sessionTimeout.machine.ts): its states and transitions. */
function sessionSection(session: ChartModel): string[] {
  const short = (id: string) => id.replace(/^session\./, '');
  return [
    '## The session',
    '',
    "The journey's root invokes the session chart (machines/sessionTimeout.machine.ts) for its whole life: the idle",
    'countdown from the last call to the bank, the warning before the end, Stay signed in, Sign out or CLOSE, and the',
    "timed-out end. Its own model-based walk takes every transition below (tests/machines/journey.model.suite.ts).",
    '',
    ...table(
      ['state', 'description'],
      session.states.filter((s) => s.parent !== null).map((s) => [`\`${short(s.id)}\``, (s.description ?? '').replace(/\|/g, '\\|')]),
    ),
    '',
    ...table(
      ['from', 'event', 'guard', 'to'],
      session.transitions.map((t) => [`\`${short(t.source)}\``, eventName(t.eventType), t.guard ?? '', t.targets.map((x) => `\`${short(x)}\``).join(', ')]),
    ),
    '',
  ];
}

export function renderJourneyDoc(model: ChartModel, session: ChartModel = chartModel(sessionMachine)): string {
  const over = overMermaidLimits(mermaidDiagrams(model));
  if (over.length) throw new Error(`A diagram of ${JOURNEY_DOC} is over Mermaid's default limits:\n${over.join('\n')}`);
  const routes = routesOf(model);
  // Delays are one event type per state (`xstate.after.<delay>.<state id>`): counted per delay here.
  const events = [...new Set(model.transitions.map((t) => eventName(t.eventType)))];
  const guards = [...new Set(model.transitions.map((t) => t.guard).filter((g): g is string => Boolean(g)))].sort();
  const invoked = model.states.flatMap((s) => s.invokes);
  const delays = [...new Set(model.transitions.filter((t) => t.eventType.startsWith('xstate.after.')).map((t) => eventName(t.eventType)))].sort();
  const byType = (type: string) => model.states.filter((s) => s.type === type).length;

  const out: string[] = [
    '# The journey chart',
    '',
    `<!-- Generated from machines/journey.machine.ts by scripts/journeyDoc.ts: do not edit. Regenerate with \`${REGENERATE}\`. -->`,
    '',
    `Generated from the chart (machines/journey.machine.ts) by \`${REGENERATE}\`; do not edit by hand.`,
    `A test (tests/machines/journeyDoc.test.ts) fails when this file and the chart disagree: regenerate and commit.`,
    'To explore the chart interactively (search, simulate, follow a live journey, coverage overlay) open the',
    'journey explorer: see [explorer.md](explorer.md). Testers: see [testers.md](testers.md).',
    '',
    '## Counts',
    '',
    ...table(
      ['what', 'count'],
      [
        ['states', `${model.states.length} (${byType('atomic')} atomic, ${byType('compound')} compound${byType('parallel') ? `, ${byType('parallel')} parallel` : ''}${byType('final') ? `, ${byType('final')} final` : ''})`],
        ['transitions (each guarded branch counted)', String(model.transitions.length)],
        ['guarded transitions', String(model.transitions.filter((t) => t.guard).length)],
        ['event types', String(events.length)],
        ['guards', String(guards.length)],
        ['invoked actors', String(invoked.length)],
        ['delays', delays.length ? `${delays.length} (${delays.map((d) => d.replace('after ', '')).join(', ')})` : '0'],
        ['routes (screens)', String(routes.length)],
      ],
    ),
    '',
    '## Diagrams',
    '',
    'The top level groups the journey into the phases of the card: the application, after submission, the',
    'returning applicant and the outcomes (with booting and its failure before them). The overview draws each',
    'phase as a box around its regions (a screen, or a top-level state; rounded when it is a single state),',
    'each with its number of states, and one arrow per pair of regions a transition joins, labelled with how many transitions do. A',
    'region entered from over half the others (a restart, a session timeout) is highlighted with how many',
    'regions enter it, and its arrows in are left to the region diagrams. Then one diagram per region: nested',
    'states are nested boxes, every transition is labelled `event [guard]`, and a transition leaving the region',
    'ends on a dashed stub named `to <region>`. The regions that are single states share the last diagram.',
    'Ids are the state ids without `journey.`, dots written as underscores. An invoked actor answers with',
    '`xstate.done.actor.<id>` or `xstate.error.actor.<id>`; `after <DELAY>` is a timer. Every diagram fits',
    "Mermaid's default limits (tests/machines/mermaidDoc.test.ts) and renders with its default configuration",
    '(e2e/mermaid-render.spec.ts).',
    '',
    mermaidMarkdown(model, '###').trimEnd(),
    '',
    '## States',
    '',
    'Route: the screen the state shows, its own `meta.route` or the nearest ancestor\'s (marked "inherited").',
    'Spec: the sections of the spec the state implements (document number: sections).',
    '',
    ...table(
      ['state', 'type', 'route', 'description', 'spec', 'tags', 'invokes'],
      model.states.map((s) => {
        const route = routeOfState(model, s.id);
        return [
          code(s.id),
          s.type,
          route ? (s.route ? route : `${route} (inherited)`) : '',
          cell(s.description),
          cell(s.spec),
          codes(s.tags),
          codes(s.invokes),
        ];
      }),
    ),
    '',
    '## Transitions',
    '',
    'One row per candidate transition: an event with several guarded branches has one row per branch, tried',
    'in order (#); the transition id used by path coverage is `<source> <event> #<n>` (for a timer the event is',
    '`xstate.after.<DELAY>.<source>`).',
    '',
    ...table(
      ['source', 'event', '#', 'guard', 'target(s)', 'actions'],
      model.transitions.map((t) => [
        code(short(t.source)),
        code(eventName(t.eventType)),
        t.id.slice(t.id.lastIndexOf('#') + 1),
        t.guard ? code(t.guard) : '',
        t.targets.length ? codes(t.targets.map(short)) : '(stays)',
        codes(t.actions),
      ]),
    ),
    '',
    '## Events',
    '',
    ...table(
      ['event', 'from states', 'guards'],
      events.map((e) => {
        const ts = model.transitions.filter((t) => eventName(t.eventType) === e);
        return [
          code(e),
          codes([...new Set(ts.map((t) => short(t.source)))]),
          codes([...new Set(ts.map((t) => t.guard).filter((g): g is string => Boolean(g)))]),
        ];
      }),
    ),
    '',
    '## Routes',
    '',
    'Which states show each route (screen); the router renders whatever route the current state names.',
    '',
    ...table(
      ['route', 'states'],
      routes.map((r) => [r, codes(model.states.filter((s) => routeOfState(model, s.id) === r).map((s) => short(s.id)))]),
    ),
    '',
    '## Status routing',
    '',
    'Which page a status opens (spec 2, section 4), from `routeForStatus` in `src/domain/statusRouting.ts`.',
    'Product and progress code as the server sends them; for an AIP the existing Option-to-Purchase flag',
    '(`isExistingOTPAvailable`) splits the table. Anything not listed goes to `InvalidEntity` (GETSTATUS-FAILED).',
    '',
    ...table(
      ['product', 'isExistingOTPAvailable', 'progress', 'route'],
      STATUS_ROUTING.map((r) => [r.product, r.otp === 'any' ? 'any' : r.otp === 'N' ? 'N' : 'not N', codes(r.codes), r.route]),
    ),
    '',
  ];
  return [...out, ...sessionSection(session)].join('\n');
}
