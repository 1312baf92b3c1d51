import { expect, type Locator, type Page } from '@playwright/test';
import { messages } from '../../src/domain/messages';

/**
 * What must be true on each screen, written from the specification (spec 3, 2 for the routes; the page
 * sections cited per entry), not from the chart: the URL path under the one prefix, the page's main
 * heading where the spec quotes it, and an element or message the spec says the page shows. The quoted
 * strings are the spec's, imported from src/domain/messages.ts where the app shows them.
 */
export interface ScreenExpectation {
  /** The section of the spec that says what the page shows. */
  spec: string;
  /** The main heading where the spec quotes it. */
  heading?: string | RegExp;
  /** What the page must show, by the spec. */
  shows?: (page: Page) => Locator;
}

/** Spec 3, 2: every route sits under this prefix. */
export const ROUTE_PREFIX = '/rsmedigitalfinancing';

const main = (page: Page) => page.locator('main');
const button = (name: string | RegExp) => (page: Page) => main(page).getByRole('button', { name }).first();
const text = (words: string | RegExp) => (page: Page) => main(page).getByText(words).first();
/** Spec 2, 8 and 2.16: the error pages head with 'Oops!' and show the message of their code. */
const OOPS = 'Oops!';

export const SCREEN_EXPECTATIONS: Record<string, ScreenExpectation> = {
  // Spec 1, 2.1: the start page's submit is the identity retrieval action (new) or Continue (edit mode).
  FinanceDetails: { spec: '1, 2.1', shows: button(/Retrieve Myinfo with Singpass|Continue/) },
  editdetails: { spec: '1, 2.1 (refNo: edit mode)', shows: button('Continue') },
  // Spec 2, 2.15: the landing shows the application number; the return page asks for an NRIC/UEN.
  MyInfoLanding: { spec: '2, 2.15', shows: (page) => page.getByTestId('reference-no') },
  CompanyDetails: { spec: '1, 2.2', shows: (page) => page.locator('#LatestFinancialYearEndDate') },
  AccountDetails: { spec: '1, 2.3', shows: (page) => page.locator('#disbursement_Branch_Code') },
  NSPersonDetails: { spec: '2, 2.1', shows: (page) => page.locator('[id="applicants.0.MobileNumber"]') },
  SPersonDetails: { spec: '3, 2 (SPersonDetails)', shows: text(/Authorised Person 1/i) },
  PersonDetails: { spec: '2, 2.1', shows: (page) => page.locator('[id^="applicants."][id$=".MobileNumber"]').first() },
  PropertyDetails: { spec: '3, 2 (PropertyDetails)', shows: (page) => page.locator('input[name="typeOfFinance"]').first() },
  // Its first section, Property Details, opens with the type of financing; the sections after it show once that is answered.
  APropertyDetails: { spec: '3, 2 (APropertyDetails)', shows: (page) => page.locator('input[name="typeOfFinance"]').first() },
  DeclarationsDetails: { spec: '2, 2.2', shows: (page) => main(page).getByRole('checkbox').first() },
  Preview: { spec: '2, 2.3', shows: (page) => page.getByRole('heading', { name: messages.summaryTitle }) },
  SubmitDetails: { spec: '2, 2.8', shows: (page) => page.getByTestId('application-number') },
  StatusComplete: { spec: '2, 2.9', shows: text(messages.applicationReceived) },
  StatusProgress: { spec: '2, 2.10', shows: text(messages.onHold) },
  ReviewOffer: { spec: '2, 2.12', shows: (page) => main(page).getByRole('heading').first() },
  ExpiredLoanOffer: { spec: '2, 2.12', shows: text(messages.offerExpired) },
  HStatusReject: { spec: '3, 2 (HStatusReject)', heading: OOPS, shows: button('Back To Home') },
  AStatusInfoDetails: { spec: '3, 2 (AStatusInfoDetails)', shows: button('Back To Home') },
  AStatusApprovalDetails: { spec: '3, 2 (AStatusApprovalDetails)', shows: text(/Up to/) },
  UploadDetails: { spec: '3, 2 (UploadDetails)', shows: button('UPLOAD NOW') },
  Welcome: { spec: '2, 2.6', heading: messages.welcomeBack, shows: (page) => page.getByLabel('UEN') },
  ResumeApplication: { spec: '2, 2.6', heading: messages.welcomeBack, shows: (page) => page.getByLabel('NRIC/FIN') },
  InvalidOTP: { spec: '2, 2.5', heading: OOPS, shows: button('Get in touch') },
  InvalidEntity: { spec: '2, 8', heading: OOPS, shows: (page) => page.getByTestId('error-message') },
  InvalidDirectors: { spec: '2, 8', heading: OOPS, shows: (page) => page.getByTestId('error-message') },
  PreKnockoutFailed: { spec: '2, 2.16 (ineligibility, code shown)', heading: OOPS, shows: (page) => page.getByTestId('error-code') },
  InvalidApplication: { spec: '2, 2.16', shows: text(messages.applicationExpired) },
  SessionExpired: { spec: '2, 2.16', shows: text(messages.sessionTimeout) },
  AppCancelled: { spec: '2, 2.16', shows: text(messages.cancelled) },
};

/** The page is on `route` and shows what the spec says that screen shows. */
export async function expectScreen(page: Page, route: string, why: string): Promise<void> {
  await expect(page, `${why}: the URL is ${ROUTE_PREFIX}/${route}`).toHaveURL(new RegExp(`${ROUTE_PREFIX}/${route}(\\?|$)`));
  const expected = SCREEN_EXPECTATIONS[route];
  const h1 = page.locator('main h1');
  if (expected?.heading) await expect(h1, `${why}: the heading of ${route} (spec ${expected.spec})`).toHaveText(expected.heading);
  else await expect(h1, `${why}: ${route} has a main heading`).toBeVisible();
  if (expected?.shows) await expect(expected.shows(page), `${why}: what ${route} shows (spec ${expected.spec})`).toBeVisible();
}
