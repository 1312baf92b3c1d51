import { expect, type Page } from '@playwright/test';
import { START_KNOCKOUT_CODE } from '../../src/domain/outcomeCodes';
import { expectedOutput, laterOutput } from '../support/pathSteps';
import { ACCOUNT_PERSONAS, DECLINED_AT_START_CODE, HAPPY_CODE, identityCodeFor, personaOf, SOLE_CODE } from '../support/personas';
import { proceed } from './dialogs';
import type { Pages, UserAction } from './page';

/** The SIM identity return page: sign in with an NRIC (or a UEN, for the personas named by their business). */
export async function signInAs(page: Page, code: string) {
  await page.getByLabel('NRIC / UEN').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
}

/** The identity consent pop-up (spec 1, 4.1; on the landing of a resumed application, spec 2, 2.15): tick it and Proceed. */
export async function consentOnLanding(page: Page) {
  const consent = page.getByTestId('consent-popup');
  await consent.getByRole('checkbox').check();
  await consent.getByRole('button', { name: 'Proceed' }).click();
}

/** The NRIC (or UEN) whose answers lead where the rest of the path goes. */
const confirmIdentity: UserAction = async (w, _event, ctx) => {
  const identity = identityCodeFor(expectedOutput(ctx, 'retrieveIdentity'));
  // A path through SPersonDetails expects a sole proprietor's company record next.
  const company = laterOutput(ctx, 'loadCompany') as { CompDtls?: { SoleorNonSole?: string } } | null | undefined;
  // A resumed applicant signs in as themselves: the application is bound to their business. A path
  // the web-application assessment declines signs in as the business the sandbox declines.
  const declined = (laterOutput(ctx, 'assessAtStart') as { passed?: boolean } | undefined)?.passed === false;
  // A path through the account step's dialogs signs in as a business whose account list answers so.
  const accounts = (laterOutput(ctx, 'loadAccounts') as { accountNumbers?: string[] | null } | undefined)?.accountNumbers;
  const polled = laterOutput(ctx, 'pollAccounts');
  const accountPersona =
    accounts === null ? (polled === null ? ACCOUNT_PERSONAS.neverAnswers : ACCOUNT_PERSONAS.slow) : accounts?.length === 0 ? ACCOUNT_PERSONAS.none : HAPPY_CODE;
  const happy = w.resumedNric ?? (declined ? DECLINED_AT_START_CODE : company?.CompDtls?.SoleorNonSole === 'Sole' ? SOLE_CODE : accountPersona);
  const code = identity.code === HAPPY_CODE ? happy : identity.code;
  w.referenceNo = ((await w.page.getByTestId('reference-no').textContent()) ?? '').trim();
  w.expectedErrorType = declined ? START_KNOCKOUT_CODE : identity.errorType;
  if (code === happy) w.persona = personaOf(code);
  await signInAs(w.page, code);
};

export const MY_INFO_LANDING_PAGES: Pages = {
  // Spec 2, 2.15: the landing shows the application number; the return page asks for an NRIC/UEN.
  MyInfoLanding: {
    spec: '2, 2.15',
    shows: (page) => page.getByTestId('reference-no'),
    actions: { 'user.proceed': proceed, 'user.confirmIdentity': confirmIdentity },
    check: async (w) => {
      await expect(w.page.getByTestId('reference-no')).toHaveText(/\S{6,}/);
      // A resumed application consents first (spec 2, 2.15); a new one is at the sandbox's NRIC entry.
      await expect(w.page.getByTestId('consent-popup').or(w.page.getByLabel('NRIC / UEN'))).toBeVisible();
    },
  },
};
