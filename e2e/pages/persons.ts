import { expect, type Page } from '@playwright/test';
import { MOBILES } from '../support/personas';
import type { Walk } from '../support/walk';
import { back } from './dialogs';
import { main, showsNames, type Pages, type ScreenCheck, type UserAction } from './page';

/**
 * Opens applicant i's section on the person details page, as a user would: only the current user's
 * section starts expanded (spec 2, 2.1), so another applicant's contact fields are hidden until then.
 */
export async function openApplicant(page: Page, i: number): Promise<void> {
  const section = page.locator('details.section').filter({ has: page.locator(`[id="applicants.${i}.MobileNumber"]`) });
  if (!(await section.evaluate((d) => (d as HTMLDetailsElement).open))) await section.locator('summary').click();
}

const field = (page: Page, i: number, name: string) => page.locator(`[id="applicants.${i}.${name}"]`);
const mobileFields = (page: Page) => page.locator('[id^="applicants."][id$=".MobileNumber"]');

async function fillContact(w: Walk, i: number, email: string) {
  await field(w.page, i, 'MobileNumber').fill(MOBILES[i]);
  await field(w.page, i, 'Email_Address').fill(email);
  const joint = field(w.page, i, 'isJointContributerForMortgageLoan');
  if (await joint.count()) await joint.selectOption('NO');
}

/** Every applicant's contact details, applicant 1's title and marital status too (NSPersonDetails, SPersonDetails). */
const submitPersons: UserAction = async (w) => {
  // The screen's code loads on demand: applicant 1's entry is there once it has.
  await expect(field(w.page, 0, 'MobileNumber'), 'the person details form shows at least applicant 1').toBeVisible();
  const count = await mobileFields(w.page).count();
  await field(w.page, 0, 'TitleCode').selectOption('Mr');
  await field(w.page, 0, 'MaritalStatusCode').selectOption('2');
  for (let i = 0; i < count; i++) {
    await openApplicant(w.page, i);
    await fillContact(w, i, `applicant${i + 1}@merlion.example.sg`);
  }
  w.mobile = MOBILES[0];
  w.applicants = count;
  await w.page.getByRole('button', { name: 'Next' }).click();
};

/** Another authorised person (PersonDetails): only their own entry has fields. */
const submitOwnEntry: UserAction = async (w) => {
  const own = mobileFields(w.page);
  await expect(own, 'another authorised person edits only their own entry').toHaveCount(1);
  const i = Number(((await own.getAttribute('id')) ?? '').split('.')[1]);
  for (const [name, value] of [['TitleCode', 'Mr'], ['MaritalStatusCode', '2']] as const) {
    if (await field(w.page, i, name).count()) await field(w.page, i, name).selectOption(value);
  }
  await fillContact(w, i, `applicant${i + 1}@example.sg`);
  w.mobile = MOBILES[i];
  await w.page.getByRole('button', { name: 'Next' }).click();
};

const everyPerson: ScreenCheck = async (w) => {
  await showsNames(w.page, (w.persona?.persons ?? []).map((p) => p.Person_Name));
  await expect(field(w.page, 0, 'MobileNumber')).toBeVisible();
};

export const PERSON_PAGES: Pages = {
  NSPersonDetails: {
    spec: '2, 2.1',
    shows: (page) => field(page, 0, 'MobileNumber'),
    actions: { 'user.submitPersons': submitPersons, 'user.back': back() },
    check: everyPerson,
  },
  SPersonDetails: {
    spec: '3, 2 (SPersonDetails)',
    shows: (page) => main(page).getByText(/Authorised Person 1/i).first(),
    actions: { 'user.submitPersons': submitPersons, 'user.back': back() },
    check: everyPerson,
  },
  // The other authorised person edits only their own entry, and has no Back (spec 3, 6).
  PersonDetails: {
    spec: '2, 2.1',
    shows: (page) => mobileFields(page).first(),
    actions: { 'user.submitPersons': submitOwnEntry },
    check: async (w) => {
      const me = w.persona?.persons.find((p) => p.IDNumber === w.resumedNric);
      expect(me, 'the resumed applicant among the persona persons').toBeTruthy();
      await showsNames(w.page, [me!.Person_Name]);
      await expect(main(w.page).getByRole('button', { name: 'Back' })).toBeDisabled();
    },
  },
};
