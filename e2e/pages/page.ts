import { expect, type Locator, type Page } from '@playwright/test';
import type { StepEvent } from '../../src/analysis/coverage';
import type { ActionContext } from '../support/pathSteps';
import type { Walk } from '../support/walk';

/** What a person does on the screen for one user event of the chart. */
export type UserAction = (w: Walk, event: StepEvent, ctx: ActionContext) => Promise<void>;

/** Content a screen must show, given what the walk typed and saw. */
export type ScreenCheck = (w: Walk) => Promise<void>;

/**
 * One screen (one route of the chart's `meta.route`): what the spec says it shows, the user events a
 * person sends there and how, and what it must show at the end of a path.
 */
export interface ScreenPage {
  /** The section of the spec that says what the page shows. */
  spec?: string;
  /** The main heading where the spec quotes it. */
  heading?: string | RegExp;
  /** What the page must show, by the spec, whenever a step settles on it. */
  shows?: (page: Page) => Locator;
  /** The user events sent on this screen, by event type. */
  actions?: Readonly<Record<string, UserAction>>;
  /** What the screen shows at the end of a path that ends there (default: a main heading). */
  check?: ScreenCheck;
  /** What it shows while the path ends on its busy state with the answer held back (default: a main heading). */
  busyCheck?: ScreenCheck;
}

/** Page objects by route name. */
export type Pages = Readonly<Record<string, ScreenPage>>;

export const main = (page: Page) => page.locator('main');
export const radio = (page: Page, name: string, value: string) => page.locator(`input[type="radio"][name="${name}"][value="${value}"]`);
export const heading = (page: Page, name: string | RegExp) => expect(page.locator('main h1')).toHaveText(name);
export const button = (name: string | RegExp) => (page: Page) => main(page).getByRole('button', { name }).first();
export const text = (words: string | RegExp) => (page: Page) => main(page).getByText(words).first();
/** Spec 2, 8 and 2.16: the error pages head with 'Oops!' and show the message of their code. */
export const OOPS = 'Oops!';

/** The persona's names are on the page (what the identity service returned for them). */
export async function showsNames(page: Page, names: readonly string[]): Promise<void> {
  for (const name of names) await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
}
