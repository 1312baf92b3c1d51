import type { StatusDtls } from '../../src/contract';
import { expectedOutput } from '../support/pathSteps';
import { ACCOUNT_PAGES } from './account';
import { AFTER_SUBMISSION_PAGES } from './afterSubmission';
import { COMPANY_PAGES } from './company';
import { DECLARATION_PAGES } from './declarations';
import { ERROR_PAGES } from './errorPages';
import { MY_INFO_LANDING_PAGES } from './myInfoLanding';
import type { Pages, ScreenPage, UserAction } from './page';
import { PERSON_PAGES } from './persons';
import { PREVIEW_PAGES } from './preview';
import { PROPERTY_PAGES } from './property';
import { START_PAGES } from './start';
import { STATUS_PAGES } from './statusPages';
import { WELCOME_PAGES } from './welcome';

function byRoute(...groups: Pages[]): Pages {
  const pages: Record<string, ScreenPage> = {};
  for (const group of groups) {
    for (const [route, page] of Object.entries(group)) {
      if (pages[route]) throw new Error(`two page objects for route ${route}`);
      pages[route] = page;
    }
  }
  return pages;
}

/** The page object of each route (the chart's `meta.route`). */
export const PAGES: Pages = byRoute(
  START_PAGES,
  MY_INFO_LANDING_PAGES,
  COMPANY_PAGES,
  PERSON_PAGES,
  ACCOUNT_PAGES,
  PROPERTY_PAGES,
  DECLARATION_PAGES,
  PREVIEW_PAGES,
  WELCOME_PAGES,
  STATUS_PAGES,
  AFTER_SUBMISSION_PAGES,
  ERROR_PAGES,
);

/** What a person does in the browser itself, whatever the screen. */
const ANYWHERE: Readonly<Record<string, UserAction>> = {
  // The page loads again where it was: the app restores the journey from the session. The bank may have
  // moved the application meanwhile: the officer console sets the progress the restored enquiry is to read.
  'app.restored': async (w, _event, ctx) => {
    const enquiry = expectedOutput(ctx, 'loadStatusEnquiry') as { request?: { StatusDtls?: Partial<StatusDtls> } } | undefined;
    const progress = enquiry?.request?.StatusDtls?.ApplicationProgress;
    if (progress && w.referenceNo) await w.officerProgress(w.referenceNo, progress);
    await w.page.reload();
  },
};

/** The action of user event `type` on the screen of `route`, if that screen takes it. */
export const actionFor = (route: string, type: string): UserAction | undefined => PAGES[route]?.actions?.[type] ?? ANYWHERE[type];
