import { expect, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { routeOfState, type ChartModel } from '../../src/analysis/chartModel';
import type { PathStep, StepEvent } from '../../src/analysis/coverage';
import type { ScreenPath } from '../../src/analysis/selection';
import { DECLARATION_DOCUMENTS } from '../../screens/DeclarationsDetails/documents';
import { addBankBalance, addDebtCommitment, chooseDisbursementAccount, openEveryDocument } from './formSteps';
import { openApplicant } from './persons';
import { findByCode, PERSONAS, validationCodeOf, type PersonaDef } from '../../server/personas';
import { POSTAL_CODES } from '../../server/areas/address/postal';
import { INVALID_DIRECTOR_CODES, START_KNOCKOUT_CODE } from '../../src/domain/outcomeCodes';
import { format } from 'date-fns';
import { paths, type FinancingApplication, type OfficerApplication, type StatusDtls } from '../../src/contract';
import { formatSGD } from '../../src/domain/format';
import { needsBoardMeeting } from '../../src/domain/statusPages';
import { errorPage, messages } from '../../src/domain/messages';
import { recordCoverage } from './coverage';
import { acceptStartDeclaration, chooseProduct } from './startPage';
import { PURPOSES } from '../../src/domain/reference';
import { SIX_MONTHS_BAL_FIELD } from '../../src/domain/propertyReference';
import { HALAL_LABEL } from '../../screens/FinanceDetails/text';
import type { A11yAudit } from './axe';
import { expectScreen } from './screenExpectations';

/**
 * Executes a chart path (src/analysis/selection.ts) through the real UI against the sandbox bank.
 *
 * - A user event (`user.*`) becomes what a person does on the screen (USER_ACTIONS below). Where the
 *   outcome depends on what the person types (which NRIC, which OTP), the action looks ahead at the
 *   output the path expects from the next invoked actor and types what makes the sandbox answer so.
 * - An invoked actor's event (`xstate.done.actor.<id>`) is the sandbox's answer: the driver does nothing
 *   and waits until the app has taken it.
 * - After every step the app's own trace (window.__journeyCoverage, src/app/coverageTrace.ts) must
 *   contain the step's transitions and states, named as the chart names them; a step ending on a
 *   screen state (not tagged busy) must show that screen's route in the URL and in <main data-route>.
 *   Busy states are transient: they are checked through the trace only, and the screen is checked again
 *   when the next user action is due and at the end of the path.
 * - A path that ends on a busy state whose answer leaves the screen at once (the status router has no
 *   screen of its own) is seen by holding back the app's API requests once it is in that state; the
 *   busy screen is checked, then the requests go on. Any other path ends on its settled screen, whose
 *   content SCREEN_CHECKS checks.
 * - E2E_PATH_LOG=1 logs each step with a timestamp.
 */

export const PREFIX = '/rsmedigitalfinancing';

/** The SIM persona of the happy path (docs/personas.md, 1): applicant 1 signs in with their NRIC. */
const HAPPY_CODE = 'S1234567D';
/** The sole proprietor of the SIM (docs/personas.md): a path through SPersonDetails signs in as them. */
const SOLE_CODE = 'S7534127Z';
/** The director of the business the sandbox's web-application assessment declines (docs/personas.md). */
const DECLINED_AT_START_CODE = 'S7712345H';
/** Directors of the SIM's account-service personas (docs/personas.md, 4-6): no account, never answers, answers on the third call. */
const ACCOUNT_PERSONAS = { none: 'S7667890A', neverAnswers: 'S8589012C', slow: 'S7890123C' } as const;
/** An NRIC no persona has: the SIM identity service answers FAIL (invalid input). */
const UNKNOWN_CODE = 'S0000000X';
/** A UEN no persona has: the bank finds no application (a 'no records' lookup). */
const NO_SUCH_UEN = '199900000Z';
/** The SIM persona the officer console builds an application from, by product and by the board meeting rule. */
const OFFICER_PERSONAS = {
  board: { uen: '201512345K', nric: 'S1234567D' },
  noBoard: { uen: '53312345D', nric: 'S7534127Z' },
  PBF: { uen: '201911223R' },
  AIP: { uen: '201634567E' },
} as const;

/** Above the maximum turnover of the sandbox's pre-qualification for every product (server/policy.ts): M11. */
const KNOCKOUT_REVENUE = '25000000';
/** Mobile numbers typed on the person details page: applicant 1, then the others in order. */
const MOBILES = ['91234567', '82345678', '83456789', '84567890', '85678901', '86789012'];
/** 31 December of last year is always inside the 2-year window (spec 1, 5.2), whatever today is. */
const FINANCIAL_YEAR_END = `${new Date().getFullYear() - 1}-12-31`;

export class NoUiActionError extends Error {}

const noUiAction = (type: string, why = '') =>
  new NoUiActionError(`no UI action for event ${type}: add one to e2e/support/uiDriver.ts${why ? ` (${why})` : ''}`);

type Output = Record<string, unknown> | null | undefined;
const outputOf = (e: StepEvent): Output => (e as { output?: Output }).output;

interface ActionContext {
  /** The steps after this one, up to (not including) the next user event. */
  following: PathStep[];
  /** Every step after this one, to the end of the path. */
  rest: PathStep[];
}

type UserAction = (d: UiDriver, event: StepEvent, ctx: ActionContext) => Promise<void>;

/** The first answer of actor `id` among the steps that follow a user action. */
/** The first answer of actor `id` anywhere later in the path (what the bank must be set up to give). */
function laterOutput(ctx: ActionContext, id: string): Output {
  const step = ctx.rest.find((s) => s.event.type === `xstate.done.actor.${id}`);
  return step ? outputOf(step.event) : undefined;
}

function expectedOutput(ctx: ActionContext, id: string): Output {
  const step = ctx.following.find((s) => s.event.type === `xstate.done.actor.${id}`);
  return step ? outputOf(step.event) : undefined;
}

function personaWithCode(code: string, sameKind: (c: string) => boolean): PersonaDef {
  const exact = PERSONAS.find((p) => validationCodeOf(p) === code);
  const similar = exact ?? PERSONAS.find((p) => sameKind(validationCodeOf(p)));
  if (!similar) throw new Error(`no SIM persona is answered with Validate code ${code}: add one to server/personas/catalogue.ts`);
  return similar;
}

/** What to type on the identity return page for the outcome the path expects next. */
export function identityCodeFor(outcome: Output): { code: string; errorType: string | null } {
  switch (outcome?.outcome ?? 'ok') {
    case 'ok':
      return { code: HAPPY_CODE, errorType: null };
    case 'invalidInput':
      return { code: UNKNOWN_CODE, errorType: null };
    case 'invalidDirectors': {
      const code = String(outcome?.code ?? 'M10');
      const persona = personaWithCode(code, (c) => INVALID_DIRECTOR_CODES.includes(c));
      return { code: persona.company.Company_UEN, errorType: validationCodeOf(persona) };
    }
    case 'invalidEntity': {
      const code = String(outcome?.code ?? 'NON-LIVE');
      const persona = personaWithCode(code, (c) => c !== '0' && !INVALID_DIRECTOR_CODES.includes(c));
      return { code: persona.company.Company_UEN, errorType: validationCodeOf(persona) };
    }
    default:
      throw new Error(`no identity code gives retrieveIdentity outcome ${JSON.stringify(outcome)}: extend identityCodeFor in e2e/support/uiDriver.ts`);
  }
}

/** The product whose form the start page shows (edit mode keeps the saved one). */
async function productOnPage(page: Page): Promise<FinancingApplication['financingProduct']> {
  if (await page.locator('input[name="financingTenure"]').count()) return 'Online';
  if (await page.locator('input[name="isExistingOTPAvailable"]').count()) return 'AIP';
  return 'Personalised';
}

/** Which summary table a user.removePropertyRow event removes from. */
function rowListOf(event: StepEvent | undefined): 'balances' | 'commitments' | undefined {
  const list = (event as { row?: { list?: string } } | undefined)?.row?.list;
  return list === 'balances' || list === 'commitments' ? list : undefined;
}

const radio = (d: UiDriver, name: string, value: string) => d.page.locator(`input[type="radio"][name="${name}"][value="${value}"]`);

/** One UI action per user event the chart takes. */
export const USER_ACTIONS: Record<string, UserAction> = {
  // The page loads again where it was: the app restores the journey from the session.
  // The bank may have moved the application meanwhile: the officer console sets the progress the path
  // expects the restored enquiry to read.
  'app.restored': async (d, _event, ctx) => {
    const status = (expectedOutput(ctx, 'loadStatusEnquiry') as { request?: { StatusDtls?: Partial<StatusDtls> } } | undefined)?.request?.StatusDtls;
    if (status?.ApplicationProgress && d.referenceNo) await d.officerProgress(d.referenceNo, status.ApplicationProgress);
    await d.page.reload();
  },

  // Spec 2, 2.8-2.12: the status pages' Save PDF (the AIP pages word it 'Save this PDF').
  'user.savePdf': async (d) => {
    const download = d.page.waitForEvent('download').catch(() => undefined);
    await d.page.locator('main').getByRole('button', { name: new RegExp(`^(${messages.savePdf}|${messages.saveThisPdf})$`) }).first().click();
    await download;
  },

  'user.submitFinancing': async (d, event) => {
    const app = ((event as { application?: Partial<FinancingApplication> }).application ?? {}) as Partial<FinancingApplication>;
    const editing = await d.page.getByRole('button', { name: 'Continue' }).count();
    const amount = app.financingAmount ?? 150000;
    // Spec 1, 2.1: in edit mode the product cannot change; the form is the saved product's.
    const product = editing ? await productOnPage(d.page) : app.financingProduct;
    if (product === 'Personalised') {
      if (!editing) await chooseProduct(d.page, 'Personalised');
      for (const p of PURPOSES) {
        const box = d.page.getByLabel(p.label, { exact: true });
        if (app[p.code] === 'Y') await box.check();
        else await box.uncheck();
      }
      await d.page.getByLabel('Total financing amount (S$)').fill(String(amount));
      if (app.financingType) await radio(d, 'financingType', app.financingType).check();
      if (app.financingType === 'Islamic') await d.page.getByLabel(HALAL_LABEL).check();
    } else if (product === 'AIP') {
      if (!editing) await chooseProduct(d.page, 'Approval In-Principle (property)');
      await radio(d, 'isExistingOTPAvailable', app.isExistingOTPAvailable === 'N' ? 'N' : 'Y').check();
      if (app.isExistingOTPAvailable !== 'N') await d.page.getByLabel('Total financing amount (S$)').fill(String(Math.max(amount, 200000)));
    } else {
      if (!editing) await chooseProduct(d.page);
      if (app.financingType) await radio(d, 'financingType', app.financingType).check();
      await d.page.getByLabel('Financing amount (S$)').fill(String(amount));
      await d.page.getByLabel('Financing amount (S$)').blur();
      await radio(d, 'financingTenure', String(app.financingTenure ?? 3)).check();
      d.amount = amount;
    }
    if (editing) {
      await d.page.getByRole('button', { name: 'Continue' }).click();
      return;
    }
    await acceptStartDeclaration(d.page);
    await d.page.getByRole('button', { name: 'Retrieve Myinfo with Singpass' }).click();
  },

  // Spec 3, 5: the fewest answers the bank takes: a new purchase for rental, no property in mind yet
  // (AIP: for business operations, with its account part and financials). A path that later removes a
  // row on the summary saves rows of that kind (spec 3, 2: only the AIP's account part has them); two
  // balances, since the last one stays while the business banks elsewhere.
  'user.submitProperty': async (d, _event, ctx) => {
    await radio(d, 'typeOfFinance', 'NEW_PURCHASE').check();
    const aip = (await d.page.locator('main#main').getAttribute('data-route')) === 'APropertyDetails';
    const removes = rowListOf(ctx.rest.find((s) => s.event.type === 'user.removePropertyRow')?.event);
    if (removes && !aip) throw noUiAction('user.removePropertyRow', 'the standard property step has no balance or commitment rows to save (spec 3, 2)');
    await radio(d, 'purpose', aip ? 'IS_FOR_BIZ_OPER' : 'IS_FOR_REN_AND_INVEST').check();
    await radio(d, 'propertyInMind', 'N').check();
    if (aip) {
      await radio(d, SIX_MONTHS_BAL_FIELD, 'Y').check();
      await radio(d, 'isActiveBizAcctWithOtherBanks', removes === 'balances' ? 'Y' : 'N').check();
      if (removes === 'balances') for (const account of ['100200300', '100200301']) await addBankBalance(d.page, account);
      if (removes === 'commitments') await addDebtCommitment(d.page);
      await d.page.getByLabel('Latest annual interest expense', { exact: true }).fill('12000');
      await d.page.getByLabel('Latest annual depreciation or amortisation', { exact: true }).fill('8000');
    }
    await d.page.locator('main').getByRole('button', { name: 'Next', exact: true }).click();
  },

  // Spec 2, 2.3: the summary's edit button of the section (the first, where a section has two).
  'user.editSection': async (d, event) => {
    const section = String((event as { section?: string }).section);
    await d.page.locator(`main [data-edit-section="${section}"]`).first().click();
  },

  // Spec 1, 4.1 and 5.1: whichever declaration pop-up is open (the scheme declaration, else the
  // consent): tick its agreement, then Proceed.
  'user.proceed': async (d) => {
    const popup = d.page.getByTestId('scheme-declaration-popup').or(d.page.getByTestId('consent-popup'));
    await popup.getByRole('checkbox').check();
    await popup.getByRole('button', { name: 'Proceed' }).click();
  },

  // The start page opened from the summary shows no Back (spec 1, 2.1 names none): the browser's Back
  // leaves it, and the app takes a Back to where the chart's own Back leads as that event (src/app/RouteSync.tsx).
  'user.back': async (d) => {
    const inDialog = d.page.getByRole('dialog').getByRole('button', { name: 'Back', exact: true });
    if (await inDialog.count()) await inDialog.first().click();
    else if ((await d.page.locator('main#main').getAttribute('data-route')) === 'editdetails') await d.page.goBack();
    else await d.page.locator('main').getByRole('button', { name: 'Back', exact: true }).click();
  },

  'user.confirmIdentity': async (d, _event, ctx) => {
    const identity = identityCodeFor(expectedOutput(ctx, 'retrieveIdentity'));
    const { errorType } = identity;
    // A path through SPersonDetails expects a sole proprietor's company record next.
    const company = laterOutput(ctx, 'loadCompany') as { CompDtls?: { SoleorNonSole?: string } } | null | undefined;
    // A resumed applicant signs in as themselves: the application is bound to their business. A path
    // the web-application assessment declines signs in as the business the sandbox declines.
    const declined = (laterOutput(ctx, 'assessAtStart') as { passed?: boolean } | undefined)?.passed === false;
    // A path through the account step's dialogs signs in as a business whose account list answers so.
    const accounts = (laterOutput(ctx, 'loadAccounts') as { accountNumbers?: string[] | null } | undefined)?.accountNumbers;
    const polled = laterOutput(ctx, 'pollAccounts');
    const accountPersona = accounts === null ? (polled === null ? ACCOUNT_PERSONAS.neverAnswers : ACCOUNT_PERSONAS.slow) : accounts?.length === 0 ? ACCOUNT_PERSONAS.none : HAPPY_CODE;
    const happy = d.resumedNric ?? (declined ? DECLINED_AT_START_CODE : company?.CompDtls?.SoleorNonSole === 'Sole' ? SOLE_CODE : accountPersona);
    const code = identity.code === HAPPY_CODE ? happy : identity.code;
    d.referenceNo = ((await d.page.getByTestId('reference-no').textContent()) ?? '').trim();
    d.expectedErrorType = declined ? START_KNOCKOUT_CODE : errorType;
    if (code === happy) d.persona = findByCode(code)?.persona ?? null;
    await d.page.getByLabel('NRIC / UEN').fill(code);
    await d.page.getByRole('button', { name: 'Confirm' }).click();
  },

  // The postal search of the page's address form: the company's mailing address (spec 1, 4.2), or the
  // property address, which shows for a property in mind (spec 3, 2 and 4).
  'user.lookupPostal': async (d, event) => {
    // The sample's code when the SIM postal directory knows it, else one it knows (the path expects an answer).
    const sample = String((event as { postalCode?: string }).postalCode ?? '');
    const postalCode = POSTAL_CODES.includes(sample) ? sample : POSTAL_CODES[0];
    const route = await d.page.locator('main#main').getAttribute('data-route');
    if (route === 'PropertyDetails' || route === 'APropertyDetails') {
      await radio(d, 'typeOfFinance', 'NEW_PURCHASE').check();
      await radio(d, 'propertyInMind', 'Y').check();
      const address = d.page.locator('details').filter({ has: d.page.locator('summary', { hasText: /^Property Address$/ }) });
      await address.getByLabel('Postal Code').fill(postalCode);
      await address.getByRole('button', { name: 'Search', exact: true }).click();
      return;
    }
    await radio(d, 'isMailAddressSameAsRegisterAddress', 'N').check();
    await d.page.locator('[name="Postal_Code"]').fill(postalCode);
    await d.page.getByRole('button', { name: 'Search', exact: true }).click();
  },

  'user.submitCompany': async (d, event, ctx) => {
    const v = ((event as { values?: Record<string, string> }).values ?? {}) as Record<string, string>;
    // A path that ends in the pre-qualification knockout needs a turnover the sandbox knocks out (M09).
    const knockout = laterOutput(ctx, 'preQualify') as { passed?: boolean; code?: string } | undefined;
    const revenue = knockout?.passed === false ? KNOCKOUT_REVENUE : v.AnnualRevenue1 || '1850000';
    d.expectedErrorType = knockout?.passed === false ? 'M11' : d.expectedErrorType;
    const mailing = d.page.locator('input[name="isMailAddressSameAsRegisterAddress"]:checked');
    // After a postal lookup the mailing form is already filled: keep it.
    if (!(await mailing.count()) || (await mailing.getAttribute('value')) !== 'N') {
      await radio(d, 'isMailAddressSameAsRegisterAddress', v.isMailAddressSameAsRegisterAddress || 'Y').check();
    }
    await d.page.locator('#LatestFinancialYearEndDate').fill(FINANCIAL_YEAR_END);
    await d.page.locator('#AnnualRevenue1').fill(revenue);
    await d.page.locator('#ProfitOrLossBeforeTax1').fill(v.ProfitOrLossBeforeTax1 || '-12500.50');
    await d.page.getByRole('button', { name: 'Next' }).click();
  },

  'user.submitPersons': async (d) => {
    const field = (i: number, name: string) => d.page.locator(`[id="applicants.${i}.${name}"]`);
    if (d.resumedNric) {
      // Another authorised person (PersonDetails): only their own entry has fields.
      const own = d.page.locator('[id^="applicants."][id$=".MobileNumber"]');
      await expect(own, 'another authorised person edits only their own entry').toHaveCount(1);
      const i = Number(((await own.getAttribute('id')) ?? '').split('.')[1]);
      for (const [name, value] of [['TitleCode', 'Mr'], ['MaritalStatusCode', '2']] as const) {
        if (await field(i, name).count()) await field(i, name).selectOption(value);
      }
      await field(i, 'MobileNumber').fill(MOBILES[i]);
      await field(i, 'Email_Address').fill(`applicant${i + 1}@example.sg`);
      const joint = field(i, 'isJointContributerForMortgageLoan');
      if (await joint.count()) await joint.selectOption('NO');
      d.mobile = MOBILES[i];
      await d.page.getByRole('button', { name: 'Next' }).click();
      return;
    }
    // The screen's code loads on demand: applicant 1's entry is there once it has.
    await expect(field(0, 'MobileNumber'), 'the person details form shows at least applicant 1').toBeVisible();
    const count = await d.page.locator('[id$=".MobileNumber"][id^="applicants."]').count();
    await field(0, 'TitleCode').selectOption('Mr');
    await field(0, 'MaritalStatusCode').selectOption('2');
    for (let i = 0; i < count; i++) {
      await openApplicant(d.page, i);
      await field(i, 'MobileNumber').fill(MOBILES[i]);
      await field(i, 'Email_Address').fill(`applicant${i + 1}@merlion.example.sg`);
      const joint = field(i, 'isJointContributerForMortgageLoan');
      if (await joint.count()) await joint.selectOption('NO');
    }
    d.mobile = MOBILES[0];
    d.applicants = count;
    await d.page.getByRole('button', { name: 'Next' }).click();
  },

  'user.submitAccount': async (d) => {
    await chooseDisbursementAccount(d.page);
    await d.page.getByRole('button', { name: 'Next' }).click();
  },

  'user.submitDeclarations': async (d) => {
    await openEveryDocument(d.page);
    await d.page.locator('main').getByRole('checkbox').check();
    await d.page.getByRole('button', { name: 'Next' }).click();
  },

  // Spec 2, 2.3: Remove on the first row of the summary's table of the row's kind (the path saved one).
  'user.removePropertyRow': async (d, event) => {
    const table = d.page.getByTestId(rowListOf(event) === 'balances' ? 'summary-balances' : 'summary-commitments');
    await table.getByRole('button', { name: /^Remove / }).first().click();
  },

  'user.submitPreview': async (d) => {
    await d.page.locator('main').getByRole('checkbox').check();
    await d.page.getByRole('button', { name: 'Submit' }).click();
  },

  'user.verifyOtp': async (d, _event, ctx) => {
    if (ctx.following.some((s) => s.event.type === 'xstate.error.actor.verifyOtp')) {
      // The path expects the session to have expired by now: the officer console expires it.
      await d.expireSessions();
      await d.enterOtp(await d.latestOtp());
      return;
    }
    const answer = expectedOutput(ctx, 'verifyOtp');
    const statusCode = String(answer?.statusCode ?? '0');
    const otp = await d.latestOtp();
    const wrong = otp === '000000' ? '111111' : '000000';
    if (statusCode === '0') {
      await d.enterOtp(otp);
    } else if (statusCode === '1') {
      // The server allows 3 tries: wrong codes until it has as many tries left as the path expects.
      const triesLeft = Number(answer?.triesLeft ?? 2);
      do {
        await d.enterOtp(wrong);
        d.wrongOtps++;
        await expect(d.page.getByTestId('otp-notice')).toHaveText(d.wrongOtps === 1 ? messages.otpTwoTriesLeft : messages.otpOneTryLeft);
      } while (3 - d.wrongOtps > triesLeft);
    } else if (statusCode === '3') {
      // One chart step, three entries in the UI: wrong codes until the tries are used up.
      while (d.wrongOtps < 3) {
        await d.enterOtp(wrong);
        d.wrongOtps++;
        if (d.wrongOtps < 3) {
          await expect(d.page.getByTestId('otp-notice')).toHaveText(d.wrongOtps === 1 ? messages.otpTwoTriesLeft : messages.otpOneTryLeft);
        }
      }
    } else {
      throw noUiAction(`user.verifyOtp answered with statusCode ${statusCode}`, 'the sandbox gives an expired OTP only after its 2-minute validity');
    }
  },
  'user.openWelcome': async (d: UiDriver) => {
    await d.page.getByRole('button', { name: 'Status Enquiry / Resume Application' }).click();
  },
  // An error page's Resume Application, else the link of the e-mail that invites an authorised person.
  'user.openResume': async (d: UiDriver) => {
    const button = d.page.locator('main').getByRole('button', { name: messages.errorPageResume, exact: true });
    if (await button.count()) await button.click();
    else await d.openLink('ResumeApplication');
  },
  // Spec 2, 2.11: the non-lending popup after a verified OTP (first user).
  'user.skipNonLending': async (d: UiDriver) => {
    const popup = d.page.getByRole('dialog');
    await expect(popup.getByRole('button', { name: 'DONE' })).toBeDisabled();
    await popup.getByRole('button', { name: 'NOT NOW' }).click();
  },
  'user.submitNonLending': async (d: UiDriver) => {
    const popup = d.page.getByRole('dialog');
    await popup.getByRole('checkbox').first().check();
    await expect(popup.getByRole('button', { name: 'NOT NOW' })).toBeDisabled();
    await popup.getByRole('button', { name: 'DONE' }).click();
  },
  'user.openUploads': async (d: UiDriver) => {
    await d.page.locator('main').getByRole('button', { name: messages.uploadDocuments }).click();
  },
  'user.cancelApplication': async (d: UiDriver) => {
    await d.page.locator('main').getByRole('button', { name: messages.cancelApplication }).click();
  },
  // The confirmations of the chart (cancel, board meeting date): the dialog's own confirm button.
  'user.confirm': async (d: UiDriver) => {
    const dialog = d.page.getByRole('dialog');
    const cancel = dialog.getByRole('button', { name: messages.cancelConfirmYes });
    const yes = dialog.getByRole('button', { name: 'Yes', exact: true });
    if (await cancel.count()) await cancel.click();
    else if (await yes.count()) await yes.click();
    else await dialog.getByRole('button', { name: 'Submit' }).click();
  },
  // Close, No or OK: the dialog's dismissing button (cancel confirmation, account dialogs).
  'user.close': async (d: UiDriver) => {
    await d.page.getByRole('dialog').getByRole('button', { name: /^(Close|No|OK)$/ }).first().click();
  },
  'user.maybeLater': async (d: UiDriver) => {
    await d.page.getByRole('button', { name: 'MAYBE LATER' }).click();
  },

  /**
   * Welcome: the bank must hold an application that answers as the path expects, so the driver puts
   * one there through the officer console first (product, progress code, letter of offer), then types
   * its UEN and NRIC. A 'no records' answer is asked for with a UEN no application has.
   */
  'user.lookupStatus': async (d: UiDriver, event: StepEvent, ctx: ActionContext) => {
    const outcome = (expectedOutput(ctx, 'lookupStatus') as { outcome?: { kind?: string; reason?: string } } | undefined)?.outcome;
    const option = (event as { option?: string }).option === 'Resume' ? 'Resume' : 'Status';
    let uen = NO_SUCH_UEN;
    let nric = UNKNOWN_CODE;
    if (option === 'Resume' && outcome?.kind === 'continue') {
      // Another authorised person resumes a joint application the first user has submitted.
      const result = (expectedOutput(ctx, 'lookupStatus') as { result?: { product?: string; isFirstUser?: string } } | undefined)?.result;
      expect(result?.isFirstUser, 'the officer console makes no first-user drafts to resume').toBe('false');
      const app = await d.officerApplication({ ProductType: result?.product ?? 'BTL', isExistingOTPAvailable: 'Y' }, false, 2);
      uen = app.uen;
      nric = app.nric;
      d.resumedNric = nric;
      d.persona = findByCode(nric)?.persona ?? null;
    } else if (outcome?.kind !== 'notice') {
      const status = (laterOutput(ctx, 'loadStatusEnquiry') as { request?: { StatusDtls?: Partial<StatusDtls> } } | undefined)?.request?.StatusDtls;
      const app = await d.officerApplication(status, outcome?.kind === 'invalidApplication');
      uen = app.uen;
      nric = app.nric;
    }
    // Resume Application's own page (ResumeApplication) asks no option: it is the resume.
    if ((await d.page.locator('main#main').getAttribute('data-route')) !== 'ResumeApplication') {
      await d.page.getByLabel(option === 'Status' ? 'Status Enquiry / View Offer' : 'Resume Application').check();
    }
    await d.page.getByLabel('UEN').fill(uen);
    await d.page.getByLabel('NRIC/FIN').fill(nric);
    await d.page.getByRole('button', { name: 'Submit' }).click();
  },

  'user.continue': async (d: UiDriver) => {
    await d.page.locator('main').getByRole('button', { name: 'Continue' }).click();
  },

  // Spec 2, 4 and 5: the board meeting falls on or after the letter of offer's day and within 14 days
  // of it. A date the bank accepts is two days after; one it must refuse is 15 days after, past the window.
  'user.submitBoardMeeting': async (d: UiDriver, _event: StepEvent, ctx: ActionContext) => {
    // The bank's answer comes after the confirm dialog's own user step: look past it.
    const valid = laterOutput(ctx, 'validateBoardMeeting') as unknown as boolean | undefined;
    const lo = d.letterOfOfferOn ?? new Date();
    d.boardMeetingRefused = valid === false;
    const date = new Date(lo.getFullYear(), lo.getMonth(), lo.getDate() + (valid === false ? 15 : 2));
    await d.page.getByLabel('Year').selectOption(String(date.getFullYear()));
    await d.page.getByLabel('Month').selectOption(String(date.getMonth() + 1));
    await d.page.getByLabel('Day').selectOption(String(date.getDate()));
    await d.page.locator('main').getByRole('button', { name: 'Submit' }).click();
  },
};

/** A user event, or the reload whose restore the app reports (a person reloads the page too). */
export function isUserEvent(type: string): boolean {
  return type.startsWith('user.') || type === 'app.restored';
}

/** Events the sandbox produces by itself: the driver only waits for them. */
export function isSandboxEvent(type: string): boolean {
  return type.startsWith('xstate.done.actor.');
}

/** Throws, before anything runs, when a step of the path has no way through the UI. */
/** Failures a user action arranges with the officer console before it acts (see user.verifyOtp). */
const ARRANGED_FAILURES = new Set(['xstate.error.actor.verifyOtp']);

export function checkDrivable(path: ScreenPath): void {
  for (const step of path.steps) {
    const type = step.event.type;
    if (isSandboxEvent(type)) continue;
    if (isUserEvent(type) && USER_ACTIONS[type]) continue;
    if (ARRANGED_FAILURES.has(type)) continue;
    if (type.startsWith('xstate.error.actor.')) throw noUiAction(type, 'the sandbox bank does not fail on demand');
    if (type.startsWith('xstate.after.')) throw noUiAction(type, 'waiting out a chart delay is not driven through the UI');
    throw noUiAction(type);
  }
}

/** Content each screen must show at the end of a path that ends there. */
type ScreenCheck = (d: UiDriver) => Promise<void>;
const heading = (d: UiDriver, name: string) => expect(d.page.locator('main h1')).toHaveText(name);

export const SCREEN_CHECKS: Record<string, ScreenCheck> = {
  FinanceDetails: async (d) => {
    await heading(d, 'Business Financing');
    await expect(d.page.getByRole('button', { name: 'Retrieve Myinfo with Singpass' })).toBeEnabled();
  },
  MyInfoLanding: async (d) => {
    await expect(d.page.getByTestId('reference-no')).toHaveText(/\S{6,}/);
    // A resumed application consents first (spec 2, 2.15); a new one is at the sandbox's NRIC entry.
    await expect(d.page.getByTestId('consent-popup').or(d.page.getByLabel('NRIC / UEN'))).toBeVisible();
  },
  CompanyDetails: async (d) => {
    await expect(d.page.getByText(d.persona?.company.Company_Name ?? '', { exact: true }).first()).toBeVisible();
    await expect(d.page.locator('#LatestFinancialYearEndDate')).toBeVisible();
  },
  NSPersonDetails: async (d) => {
    for (const p of d.persona?.persons ?? []) await expect(d.page.getByText(p.Person_Name, { exact: true }).first()).toBeVisible();
    await expect(d.page.locator('[id="applicants.0.MobileNumber"]')).toBeVisible();
  },
  AccountDetails: async (d) => {
    await expect(d.page.locator('#disbursement_Branch_Code')).toBeVisible();
    await expect(d.page.locator('#disbursement_Branch_Code option')).not.toHaveCount(0);
  },
  DeclarationsDetails: async (d) => {
    for (const { id } of DECLARATION_DOCUMENTS) await expect(d.page.locator(`[data-document="${id}"]`)).toBeVisible();
    await expect(d.page.locator('main').getByRole('checkbox')).toBeDisabled();
  },
  Preview: async (d) => {
    await expect(d.page.getByRole('heading', { name: messages.summaryTitle })).toBeVisible();
    if (d.amount !== null) await expect(d.page.getByTestId('summary-amount')).toHaveText(formatSGD(d.amount));
    if (d.persona) await expect(d.page.getByTestId('summary-uen')).toHaveText(d.persona.company.Company_UEN);
  },
  SubmitDetails: async (d) => {
    const number = d.page.getByTestId('application-number');
    await expect(number).toHaveText(/\S{6,}/);
    if (d.referenceNo) await expect(number).toHaveText(d.referenceNo);
    if (d.applicants > 1) await heading(d, messages.jointApplicationInProgress(1, d.applicants));
  },
  InvalidEntity: async (d) => {
    await heading(d, 'Oops!');
    const message = d.page.getByTestId('error-message');
    if (d.expectedErrorType) await expect(message).toHaveText(errorPage(d.expectedErrorType).message);
    else await expect(message).not.toBeEmpty();
  },
  InvalidDirectors: async (d) => {
    await heading(d, 'Oops!');
    const message = d.page.getByTestId('error-message');
    if (d.expectedErrorType) await expect(message).toHaveText(errorPage(d.expectedErrorType).message);
    else await expect(message).not.toBeEmpty();
  },
  PropertyDetails: async (d) => {
    await heading(d, 'Property Details');
    await expect(d.page.locator('input[name="typeOfFinance"]').first()).toBeVisible();
  },
  APropertyDetails: async (d) => {
    await expect(d.page.locator('input[name="typeOfFinance"]').first()).toBeVisible();
    // The AIP path's application has an Option to Purchase: the approval is said not to be a loan offer.
    await expect(d.page.locator('main')).toContainText('This approval in-principle is not a loan offer.');
  },
  editdetails: async (d) => {
    await expect(d.page).toHaveURL(/refNo=/);
    await expect(d.page.getByRole('button', { name: 'Continue' })).toBeEnabled();
  },
  PreKnockoutFailed: async (d) => {
    await heading(d, 'Oops!');
    await expect(d.page.getByTestId('error-message')).toHaveText(errorPage(d.expectedErrorType ?? 'M12').message);
    await expect(d.page.getByTestId('error-code')).toHaveText(`Code: ${d.expectedErrorType ?? 'M12'}`);
  },
  SubAPLanding: async (d) => {
    await heading(d, 'Welcome, authorised person');
    await expect(d.page.getByTestId('application-number')).toHaveText(d.referenceNo);
  },
  // The other authorised person edits only their own entry, and has no Back (spec 3, 6).
  PersonDetails: async (d) => {
    const me = d.persona?.persons.find((p) => p.IDNumber === d.resumedNric);
    expect(me, 'the resumed applicant among the persona persons').toBeTruthy();
    await expect(d.page.getByText(me!.Person_Name, { exact: true }).first()).toBeVisible();
    await expect(d.page.locator('main').getByRole('button', { name: 'Back' })).toBeDisabled();
  },
  SPersonDetails: async (d) => {
    for (const p of d.persona?.persons ?? []) await expect(d.page.getByText(p.Person_Name, { exact: true }).first()).toBeVisible();
    await expect(d.page.locator('[id="applicants.0.MobileNumber"]')).toBeVisible();
  },
  InvalidOTP: async (d) => {
    await heading(d, messages.otpExceededTitle);
    await expect(d.page.getByTestId('error-message')).toHaveText(messages.otpExceededBody);
  },
  ResumeApplication: async (d) => {
    await heading(d, messages.welcomeBack);
    await expect(d.page.getByLabel('Status Enquiry / View Offer')).toHaveCount(0);
    await expect(d.page.getByLabel('UEN')).toBeVisible();
    await expect(d.page.getByLabel('NRIC/FIN')).toBeVisible();
  },
  Welcome: async (d) => {
    await heading(d, messages.welcomeBack);
    await expect(d.page.getByLabel('UEN')).toBeVisible();
    await expect(d.page.getByLabel('NRIC/FIN')).toBeVisible();
  },
  UploadDetails: async (d) => {
    await heading(d, 'Upload your supporting documents');
    await expect(d.page.getByRole('button', { name: 'UPLOAD NOW' })).toBeVisible();
    await expect(d.page.getByRole('button', { name: 'MAYBE LATER' })).toBeVisible();
  },
  AppCancelled: async (d) => {
    await heading(d, messages.cancelledTitle);
  },
  StatusProgress: async (d) => {
    await expect(d.page.locator('main')).toContainText(messages.onHold);
    if (d.referenceNo) await expect(d.page.locator('main')).toContainText(d.referenceNo);
  },
  // Spec 2, 5: a date the bank refuses shows the invalid-date message and clears the fields.
  BoardMeetingDate: async (d) => {
    await expect(d.page.locator('main h1')).toBeVisible();
    if (!d.boardMeetingRefused) return;
    await expect(d.page.getByTestId('board-meeting-refused')).toHaveText(messages.invalidBoardMeetingDate);
    for (const field of ['Day', 'Month', 'Year']) await expect(d.page.getByLabel(field, { exact: true })).toHaveValue('');
  },
  SessionExpired: async (d) => {
    await heading(d, 'Session timeout');
    await expect(d.page.getByTestId('error-message')).toHaveText(messages.sessionTimeout);
  },
};

/**
 * What a screen shows while a path ends on one of its busy states whose answer leaves the screen (the
 * request is held meanwhile): by default its title under the please-wait overlay.
 */
export const BUSY_SCREEN_CHECKS: Record<string, ScreenCheck> = {
  // Spec 2, 2.7: the status router has no interface of its own, only the wait overlay.
  StatusDetails: (d) => heading(d, 'Application status'),
};

export interface DriverOptions {
  page: Page;
  request: APIRequestContext;
  baseURL: string;
  model: ChartModel;
  /** Audits each screen the path settles on (WCAG 2.2 AA), before each user action and at the end. */
  audit?: A11yAudit;
}

export class UiDriver {
  readonly page: Page;
  private readonly request: APIRequestContext;
  private readonly baseURL: string;
  private readonly model: ChartModel;
  private readonly busy: Set<string>;
  private readonly audit: A11yAudit | undefined;
  /** What the actions typed or saw, for the end-of-path checks. */
  amount: number | null = null;
  referenceNo = '';
  mobile = MOBILES[0];
  applicants = 0;
  wrongOtps = 0;
  persona: PersonaDef | null = findByCode(HAPPY_CODE)?.persona ?? null;
  /** The NRIC of the applicant a Resume looked up: they sign in at the identity service as themselves. */
  resumedNric: string | null = null;
  expectedErrorType: string | null = null;
  /** The day the officer generated the letter of offer of the application looked up. */
  letterOfOfferOn: Date | null = null;
  /** The last board meeting date submitted is one the bank must refuse. */
  boardMeetingRefused = false;
  /** The chart's transitions the app took, in the order taken (for transition-pair coverage). */
  readonly sequence: string[] = [];
  private held: Route[] = [];
  /** The busy state the path ends on, when its requests are to be held (see prepareHold). */
  private holdState: string | null = null;
  private holdArmed = false;

  constructor(opts: DriverOptions) {
    this.page = opts.page;
    this.request = opts.request;
    this.baseURL = opts.baseURL;
    this.model = opts.model;
    this.audit = opts.audit;
    this.busy = new Set(opts.model.states.filter((s) => s.tags.includes('busy')).map((s) => s.id));
  }

  routeOf(leaves: string[]): string {
    const route = routeOfState(this.model, leaves[leaves.length - 1]);
    if (!route) throw new Error(`state ${leaves[leaves.length - 1]} has no route in the chart`);
    return route;
  }

  isBusy(leaves: string[]): boolean {
    return leaves.some((id) => this.busy.has(id));
  }

  /** The screen of `route` is shown: URL and the rendered screen agree. */
  async expectRoute(route: string, why: string): Promise<void> {
    await expect(this.page, why).toHaveURL(new RegExp(`${PREFIX}/${route}(\\?|$)`));
    await expect(this.page.locator('main#main'), why).toHaveAttribute('data-route', route);
  }

  /** The screen of `leaves` is shown and waits for the user: no please-wait overlay. */
  async expectSettledAt(leaves: string[], why: string): Promise<void> {
    await expect(this.page.getByTestId('please-wait'), why).toBeHidden();
    await this.expectRoute(this.routeOf(leaves), why);
  }

  async trace(): Promise<{ states: string[]; transitions: string[] }> {
    return this.page.evaluate(() => {
      const t = window.__journeyCoverage;
      return { states: [...(t?.states ?? [])], transitions: [...(t?.transitions ?? [])] };
    });
  }

  /** The app took the step: its transitions and states are in the app's own trace. */
  async expectTraced(ids: { states: string[]; transitions: string[] }, why: string): Promise<void> {
    await expect
      .poll(
        async () => {
          const t = await this.trace();
          const states = new Set(t.states);
          const transitions = new Set(t.transitions);
          return [...ids.transitions.filter((x) => !transitions.has(x)), ...ids.states.filter((x) => !states.has(x))];
        },
        { message: `${why}: transitions/states the app has not taken` },
      )
      .toEqual([]);
  }

  /** The leaf a transition target enters (initial children, all the way down). */
  private entered(id: string): string {
    const byId = new Map(this.model.states.map((st) => [st.id, st]));
    let st = byId.get(id);
    while (st?.initial) st = byId.get(st.initial);
    return st?.id ?? id;
  }

  /**
   * Whether an answer of the sandbox to busy `leaf` can take the app off its screen: a done transition
   * of the state (or an ancestor) leads to another route, directly or through further busy states.
   * Then the end of a path on that state can only be seen while the answer is held back.
   */
  mayLeaveScreen(leaf: string, route = routeOfState(this.model, leaf), seen = new Set<string>()): boolean {
    if (seen.has(leaf)) return false;
    seen.add(leaf);
    const byId = new Map(this.model.states.map((st) => [st.id, st]));
    const sources = new Set<string>();
    for (let st = byId.get(leaf); st; st = st.parent ? byId.get(st.parent) : undefined) sources.add(st.id);
    return this.model.transitions
      .filter((t) => sources.has(t.source) && t.eventType.startsWith('xstate.done.actor.'))
      .some((t) =>
        t.targets.some((target) => {
          const next = this.entered(target);
          return routeOfState(this.model, next) !== route || (this.busy.has(next) && this.mayLeaveScreen(next, route, seen));
        }),
      );
  }

  /**
   * Reads the chart sends before it enters a busy state, which that state then waits for (machines/actors.ts:
   * the company is read while the start assessment runs). Holding them holds the state's answer.
   */
  private static readonly READ_AHEAD: Record<string, (pathname: string) => boolean> = {
    'journey.companyDetails.loading': (pathname) => pathname.startsWith(paths.getCompany('')),
  };

  /**
   * For a path that ends on a busy state the sandbox may answer with another screen: from the last user
   * action on, API requests sent once the app is in that state are held until released. (A path that
   * visited its final state before its last user action would hold too early: none does so far.)
   */
  private async prepareHold(path: ScreenPath): Promise<void> {
    const leaves = path.steps.length ? path.steps[path.steps.length - 1].to : path.start;
    const state = leaves.find((id) => this.busy.has(id));
    if (!state || !this.mayLeaveScreen(state)) return;
    this.holdState = state;
    const origin = new URL(this.baseURL).origin;
    await this.page.route(
      (url) => url.origin === origin && url.pathname.startsWith('/api/'),
      async (route) => {
        const readAhead = UiDriver.READ_AHEAD[state]?.(new URL(route.request().url()).pathname) ?? false;
        const hold =
          this.holdArmed &&
          (readAhead ||
            (await this.page
              .evaluate((id) => Boolean(window.__journeyCoverage?.states.has(id)), state)
              .catch(() => false)));
        if (hold && this.holdArmed) this.held.push(route);
        else await route.continue().catch(() => undefined);
      },
    );
  }

  private async releaseHeld(): Promise<void> {
    this.holdArmed = false;
    for (const r of this.held.splice(0)) await r.continue().catch(() => undefined);
  }

  async latestOtp(): Promise<string> {
    let otp = '';
    await expect
      .poll(
        async () => {
          const res = await this.request.get(`${this.baseURL}/api/sim/otp-outbox/${this.mobile}`);
          if (!res.ok()) return '';
          const body = (await res.json()) as { messages: { otp: string; text: string }[] };
          // The outbox is per mobile: take this application's message (newest first).
          const mine = body.messages.find((m) => !this.referenceNo || m.text.includes(this.referenceNo));
          otp = mine?.otp ?? '';
          return otp;
        },
        { message: `an OTP for application ${this.referenceNo} in the SIM outbox of ${this.mobile}` },
      )
      .toMatch(/^\d{6}$/);
    return otp;
  }

  /**
   * An application in the bank that a lookup finds and whose status is `status` (product, progress
   * code, entity type), made through the officer console; `expired` ends its life instead.
   */
  /** An application of the officer console that answers as `status` says; the NRIC and mobile are applicant `order`'s. */
  async officerApplication(status: Partial<StatusDtls> | undefined, expired: boolean, order = 1): Promise<{ uen: string; nric: string }> {
    const product = (status?.ProductType ?? 'BTL') as 'BTL' | 'PBF' | 'AIP';
    const progress = status?.ApplicationProgress ?? 'application_pending';
    const persona =
      product === 'BTL' ? (needsBoardMeeting(status?.Entity_Type_Code ?? 'LC') ? OFFICER_PERSONAS.board : OFFICER_PERSONAS.noBoard) : OFFICER_PERSONAS[product];
    const post = async (path: string, data: unknown) => {
      const res = await this.request.fetch(`${this.baseURL}${path}`, { method: path.endsWith('/dates') || path.endsWith('/progress') || path.endsWith('/aip') ? 'put' : 'post', data });
      expect(res.ok(), `officer console ${path}: ${await res.text()}`).toBe(true);
      return res.json();
    };
    const { application } = (await post(paths.officerApplications, {
      uen: persona.uen,
      product,
      progress,
      // A pending joint application: the first applicant has submitted, the others not yet.
      submitted: progress === 'application_pending' ? 'first' : 'all',
      isExistingOTPAvailable: product === 'AIP' ? (status?.isExistingOTPAvailable === 'N' ? 'N' : 'Y') : '',
    })) as { application: OfficerApplication };
    await this.officerExtras(application.referenceNo, progress);
    if (expired) await post(paths.officerDates(application.referenceNo), { expire: true });
    const applicant = application.applicants.find((a) => a.order === order);
    expect(applicant, `applicant ${order} of the officer's application`).toBeTruthy();
    this.referenceNo = application.referenceNo;
    // The officer console gives each applicant the mobile 9 + the digits of the NRIC (docs/api.md).
    this.mobile = `9${applicant!.idNumber.slice(1, 8)}`;
    return { uen: application.uen, nric: applicant!.idNumber };
  }

  private async officerSend(method: 'post' | 'put', path: string, data: unknown): Promise<void> {
    const res = await this.request.fetch(`${this.baseURL}${path}`, { method, data });
    expect(res.ok(), `officer console ${path}: ${await res.text()}`).toBe(true);
  }

  /** What a progress code shows besides the code: the AIP's offer, the letter of offer. */
  private async officerExtras(referenceNo: string, progress: string): Promise<void> {
    if (progress === 'AAP' || progress === 'ALP') await this.officerSend('put', paths.officerAip(referenceNo), { shape: 'leaseholdJtc' });
    if (progress === 'LI') {
      const today = new Date();
      await this.officerSend('post', paths.officerLetterOfOffer(referenceNo), { generatedOn: format(today, 'yyyy-MM-dd') });
      this.letterOfOfferOn = today;
    }
  }

  /** The officer moves the application to `progress` (and gives what that progress shows). */
  async officerProgress(referenceNo: string, progress: string): Promise<void> {
    await this.officerSend('put', paths.officerProgress(referenceNo), { progress });
    await this.officerExtras(referenceNo, progress);
  }

  /** Every session of the application in hand ends (officer console, SIM): the next call answers 401. */
  async expireSessions(): Promise<void> {
    expect(this.referenceNo, 'an application to expire the sessions of').not.toBe('');
    const res = await this.request.post(`${this.baseURL}${paths.officerExpireSessions(this.referenceNo)}`);
    expect(res.ok(), `expire the sessions of ${this.referenceNo}: ${await res.text()}`).toBe(true);
  }

  async enterOtp(code: string): Promise<void> {
    const input = this.page.getByLabel('Enter the 6-digit OTP');
    const next = this.page.getByRole('region', { name: 'One-time password' }).getByRole('button', { name: 'Next' });
    await expect(input).toBeEnabled();
    await input.fill(code);
    await expect(next).toBeEnabled();
    await next.click();
  }

  /** Opens an address of the app as a link from outside would (an e-mail): the page loads again there. */
  async openLink(route: string): Promise<void> {
    const response = await this.page.goto(`${this.baseURL}${PREFIX}/${route}`);
    expect(response?.ok(), `${PREFIX}/${route} is served`).toBe(true);
  }

  private async checkScreen(route: string): Promise<void> {
    const check = SCREEN_CHECKS[route];
    if (check) await check(this);
    else await expect(this.page.locator('main h1'), `end of path on ${route} (no SCREEN_CHECKS entry: add one)`).toBeVisible();
  }

  /** Walks the whole path, then checks the screen it ends on and records the run's coverage. */
  async run(path: ScreenPath, coverageRun: string): Promise<void> {
    checkDrivable(path);
    await this.prepareHold(path);
    const lastUserStep = path.steps.map((s) => isUserEvent(s.event.type)).lastIndexOf(true);
    // A busy end reached with no user action at all (straight from the start) is held from the start.
    if (lastUserStep < 0) this.holdArmed = this.holdState !== null;

    const response = await this.page.goto(`${this.baseURL}${PREFIX}/`);
    expect(response?.ok(), `the app is served at ${PREFIX}/ (is dist/ built? npx vite build)`).toBe(true);
    await this.expectTraced({ states: path.start, transitions: [] }, 'start');

    let at = path.start;
    for (let i = 0; i < path.steps.length; i++) {
      const step = path.steps[i];
      const type = step.event.type;
      const why = `step ${i + 1}/${path.steps.length} ${type} -> ${step.to.join(', ')}`;
      if (process.env.E2E_PATH_LOG) console.log(new Date().toISOString(), why);
      if (isUserEvent(type)) {
        // A user action is due: the app must be settled on the screen of the state the path is in.
        await this.expectSettledAt(at, `before ${why}`);
        await this.audit?.check(this.page, this.routeOf(at));
        const following: PathStep[] = [];
        for (const s of path.steps.slice(i + 1)) {
          if (isUserEvent(s.event.type)) break;
          following.push(s);
        }
        if (i === lastUserStep && this.holdState) this.holdArmed = true;
        await USER_ACTIONS[type](this, step.event, { following, rest: path.steps.slice(i + 1) });
      }
      await this.expectTraced({ states: step.to, transitions: step.transitions }, why);
      this.sequence.push(...step.transitions);
      if (!this.isBusy(step.to)) {
        await this.expectRoute(this.routeOf(step.to), why);
        // Independent of the chart: the screen shows what the spec says it shows.
        await expectScreen(this.page, this.routeOf(step.to), why);
      }
      at = step.to;
    }

    const route = this.routeOf(at);
    if (this.holdState) {
      // The sandbox's answer is held back: the busy screen stays up until it has been checked.
      const why = `end of path on busy ${this.holdState} (its answer held back)`;
      await this.expectRoute(route, why);
      await expect(this.page.getByTestId('please-wait'), why).toBeVisible();
      await (BUSY_SCREEN_CHECKS[route] ?? ((d: UiDriver) => expect(d.page.locator('main h1'), why).toBeVisible()))(this);
      await recordCoverage(this.page, coverageRun, this.sequence);
      await this.releaseHeld();
      // Answered: where the app stays on the same screen, that screen's content is checked too.
      await expect(this.page.getByTestId('please-wait'), 'end of path: the app settles once answered').toBeHidden();
      if ((await this.page.locator('main#main').getAttribute('data-route')) === route) {
        await this.checkScreen(route);
        await this.audit?.check(this.page, route);
      }
      return;
    }
    await expect(this.page.getByTestId('please-wait'), 'end of path: the app settles').toBeHidden();
    const now = await this.page.locator('main#main').getAttribute('data-route');
    if (now !== route) throw new Error(`the path ends on ${at.join(', ')} (${route}) but the app settled on ${now}`);
    await this.expectRoute(route, 'end of path');
    await this.checkScreen(route);
    await this.audit?.check(this.page, route);
    await recordCoverage(this.page, coverageRun, this.sequence);
  }
}
