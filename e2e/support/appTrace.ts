import { expect, type Page } from '@playwright/test';

/** The app's own trace of the chart (window.__journeyCoverage, src/app/coverageTrace.ts). */
export function appTrace(page: Page): Promise<{ states: string[]; transitions: string[] }> {
  return page.evaluate(() => {
    const t = window.__journeyCoverage;
    return { states: [...(t?.states ?? [])], transitions: [...(t?.transitions ?? [])] };
  });
}

/** The app took the step: its transitions and states are in the app's own trace. */
export async function expectTraced(page: Page, ids: { states: string[]; transitions: string[] }, why: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const t = await appTrace(page);
        const states = new Set(t.states);
        const transitions = new Set(t.transitions);
        return [...ids.transitions.filter((x) => !transitions.has(x)), ...ids.states.filter((x) => !states.has(x))];
      },
      { message: `${why}: transitions/states the app has not taken` },
    )
    .toEqual([]);
}
