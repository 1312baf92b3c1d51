import { routeOfState, type ChartModel } from '../../src/analysis/chartModel';
import type { JourneyPath } from '../../src/analysis/coverage';
import { eventWords } from '../../src/analysis/eventWords';
import { shortId, specOfState } from './pathTools';

/**
 * The paths as a tester's script: each step an action in words and the screen to expect, written as
 * Markdown, CSV, Gherkin and Playwright skeletons. The ranking table says how far the first N paths go.
 */

/** The app's prefix: every route is a page under it (spec 1, 2). */
export const APP_PREFIX = '/rsmedigitalfinancing/';

export interface ScriptPath extends JourneyPath {
  adds?: string[];
}

export interface ScriptStep {
  path: number;
  step: number;
  /** Who acts: the tester, the bank (a sandbox answer to arrange), or the clock. */
  by: 'user' | 'bank' | 'clock';
  action: string;
  /** The route shown after the step ('' while no screen is shown yet). */
  route: string;
  /** The route and what the chart says the user sees there. */
  expect: string;
  /** The deepest active state (without 'journey.'). */
  state: string;
  transitions: string[];
  spec: string[];
}

/** The screen after a step: the leaf with a route, and the nearest description on its way up. */
function screenOf(model: ChartModel, leaves: readonly string[]) {
  const byId = new Map(model.states.map((s) => [s.id, s]));
  const leaf = leaves.find((l) => routeOfState(model, l)) ?? leaves[0] ?? '';
  let description = '';
  for (let s = byId.get(leaf); s && !description; s = s.parent ? byId.get(s.parent) : undefined) description = s.description ?? '';
  return { leaf, route: routeOfState(model, leaf) ?? '', description };
}

export function scriptSteps(model: ChartModel, paths: readonly ScriptPath[]): ScriptStep[][] {
  return paths.map((p, i) =>
    p.steps.map((s, n) => {
      const { leaf, route, description } = screenOf(model, s.to);
      return {
        path: i + 1,
        step: n + 1,
        by: s.event.type.startsWith('xstate.after.') ? 'clock' : s.event.type.startsWith('xstate.') ? 'bank' : 'user',
        action: eventWords(s.event),
        route,
        expect: [route ? `${route} (${APP_PREFIX}${route})` : 'no screen yet', description].filter(Boolean).join(': '),
        state: shortId(leaf),
        transitions: s.transitions,
        spec: [...new Set(s.to.flatMap((l) => specOfState(model, l)))],
      };
    }),
  );
}

/** A path's title: where it starts its setting, and the screens it passes in order. */
export function pathTitle(steps: readonly ScriptStep[], setting?: string): string {
  const routes = steps.map((s) => s.route).filter((r, i, all) => r && r !== all[i - 1]);
  const shown = routes.length > 6 ? [...routes.slice(0, 3), '…', ...routes.slice(-2)] : routes;
  return `${shown.join(' → ') || 'no screen'}${setting ? ` [setting: ${setting}]` : ''}`;
}

// ---------------------------------------------------------------- ranking

export interface RankRow {
  n: number;
  steps: number;
  adds: number;
  cumulative: number;
  percent: number;
}

/** How far the first N paths go: each path's new transitions and the running share of the total. */
export function rankingRows(paths: readonly ScriptPath[], total: number): RankRow[] {
  const seen = new Set<string>();
  return paths.map((p, i) => {
    const before = seen.size;
    p.steps.forEach((s) => s.transitions.forEach((t) => seen.add(t)));
    return { n: i + 1, steps: p.steps.length, adds: seen.size - before, cumulative: seen.size, percent: total ? (100 * seen.size) / total : 100 };
  });
}

export function rankingTable(rows: readonly RankRow[], total: number, limit = rows.length): string[] {
  const head = ['path', 'steps', 'new transitions', `cumulative (of ${total})`, 'cumulative %'];
  const body = rows.slice(0, limit).map((r) => [String(r.n), String(r.steps), String(r.adds), String(r.cumulative), `${r.percent.toFixed(1)}%`]);
  const w = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(w[i]) : c.padStart(w[i]))).join('  ');
  return [line(head), ...body.map(line), ...(rows.length > limit ? [`… ${rows.length - limit} more path(s)`] : [])];
}

// ---------------------------------------------------------------- Markdown

export interface ScriptInput {
  title: string;
  intro: string[];
  paths: readonly ScriptPath[];
  model: ChartModel;
}

const LEAD: Record<ScriptStep['by'], string> = { user: 'Do', bank: 'Bank', clock: 'Clock' };

const md = (s: string) => s.replace(/\|/g, '\\|');

/** One section per path: where to start, then numbered "Do … / Expect: …" steps. */
export function scriptMarkdown({ title, intro, paths, model }: ScriptInput): string {
  const all = scriptSteps(model, paths);
  const out = [`# ${title}`, '', ...intro, ''];
  if (paths.length === 0) out.push('No path matches.', '');
  paths.forEach((p, i) => {
    const steps = all[i];
    out.push(`## ${i + 1}. ${md(pathTitle(steps, p.setting))}`, '');
    const adds = p.adds ? `; takes ${p.adds.length} transition(s) no earlier path takes` : '';
    out.push(`${steps.length} step(s)${adds}.${p.setting ? ` Start the journey with the setting \`${p.setting}\`.` : ''}`, '');
    out.push(`Start: open ${APP_PREFIX} (${screenOf(model, p.start).route || 'the start page'}).`, '');
    steps.forEach((s) => out.push(`${s.step}. ${LEAD[s.by]}: ${md(s.action)}`, `   Expect: ${md(s.expect)} — state \`${s.state}\``));
    if (steps.length) out.push('');
  });
  return out.join('\n');
}

// ---------------------------------------------------------------- CSV

export const CSV_COLUMNS = ['path', 'step', 'action', 'expected screen', 'expected state', 'transitions', 'spec section'] as const;

const csvCell = (v: string | number) => {
  const s = String(v);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** One row per step (RFC 4180: quoted where a cell holds a comma, a quote or a line break). */
export function scriptCsv(model: ChartModel, paths: readonly ScriptPath[]): string {
  const rows = scriptSteps(model, paths)
    .flat()
    .map((s) => [s.path, s.step, s.action, s.expect, s.state, s.transitions.join(' | '), s.spec.join(' | ')]);
  return [CSV_COLUMNS, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

// ---------------------------------------------------------------- Gherkin

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

/** A Feature for the run, a Scenario per path: Given the start, When each action, Then the screen. */
export function scriptGherkin(model: ChartModel, paths: readonly ScriptPath[], feature: string): string {
  const all = scriptSteps(model, paths);
  const out = [`Feature: ${oneLine(feature)}`, ''];
  paths.forEach((p, i) => {
    out.push(`  Scenario: ${i + 1}. ${oneLine(pathTitle(all[i], p.setting))}`);
    out.push(`    Given the journey starts at ${APP_PREFIX}${p.setting ? ` with the setting "${p.setting}"` : ''}`);
    all[i].forEach((s, n) => {
      out.push(`    ${n === 0 ? 'When' : 'And'} ${oneLine(s.action)}`);
      out.push(`    Then the screen is ${oneLine(s.expect)}`);
    });
    out.push('');
  });
  return out.join('\n');
}

// ---------------------------------------------------------------- Playwright skeletons

const jsString = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const comment = (s: string) => oneLine(s).replace(/\*\//g, '* /');

/** A spec file with one test per path: each step a test.step to fill in, and the URL it must reach. */
export function scriptPlaywright(model: ChartModel, paths: readonly ScriptPath[], title: string): string {
  const all = scriptSteps(model, paths);
  const out = [
    `// Generated by npm run paths; a skeleton: fill in each step's actions, keep the URL checks.`,
    `import { expect, test } from '@playwright/test';`,
    '',
    `test.describe(${jsString(oneLine(title))}, () => {`,
  ];
  paths.forEach((p, i) => {
    out.push(`  test(${jsString(`${i + 1}. ${oneLine(pathTitle(all[i], p.setting))}`)}, async ({ page }) => {`);
    if (p.setting) out.push(`    // Start the app with the setting: ${comment(p.setting)}`);
    out.push(`    await page.goto(${jsString(APP_PREFIX)});`);
    for (const s of all[i]) {
      out.push(`    await test.step(${jsString(`${s.step}. ${oneLine(s.action)}`)}, async () => {`);
      out.push(`      /* TODO: ${comment(s.action)} */`);
      if (s.route) out.push(`      await expect(page).toHaveURL(new RegExp(${jsString(`${APP_PREFIX}${s.route}(\\?|$)`)}));`);
      out.push(`    });`);
    }
    out.push('  });');
  });
  out.push('});', '');
  return out.join('\n');
}
