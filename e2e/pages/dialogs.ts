import type { Walk } from '../support/walk';
import { main, type UserAction } from './page';
import { pageMessages } from '../../src/domain/pageMessages';

/**
 * The controls several screens share: their dialogs' buttons, Back, and the status pages' buttons.
 * Each screen's page object lists which of them it takes.
 */

const leaveByBack = (w: Walk) => main(w.page).getByRole('button', { name: 'Back', exact: true }).click();

/** The states whose Back is their dialog's (spec 1, 4.1 and 5.1: the declaration pop-ups). */
const DIALOG_BACK_TAGS = ['schemeDeclaration', 'consent'];

/**
 * Back: the open dialog's Back in a state that shows one, else the screen's own (or `leave`, where the
 * screen has none). The state, not what is on the page yet, decides: a dialog loads after its state is entered.
 */
export const back =
  (leave: (w: Walk) => Promise<unknown> = leaveByBack): UserAction =>
  async (w, _event, ctx) => {
    if (ctx.tags.some((t) => DIALOG_BACK_TAGS.includes(t)))
      await w.page.getByRole('dialog').getByRole('button', { name: 'Back', exact: true }).click();
    else await leave(w);
  };

/** Spec 1, 4.1 and 5.1: whichever declaration pop-up is open (the scheme declaration, else the consent): tick its agreement, then Proceed. */
export const proceed: UserAction = async (w) => {
  const popup = w.page.getByTestId('scheme-declaration-popup').or(w.page.getByTestId('consent-popup'));
  await popup.getByRole('checkbox').check();
  await popup.getByRole('button', { name: 'Proceed' }).click();
};

/** The confirmations of the chart (cancel, board meeting date, account dialogs): the dialog's own confirm button. */
export const confirm: UserAction = async (w) => {
  const dialog = w.page.getByRole('dialog');
  const cancel = dialog.getByRole('button', { name: pageMessages.cancelConfirmYes });
  const yes = dialog.getByRole('button', { name: 'Yes', exact: true });
  if (await cancel.count()) await cancel.click();
  else if (await yes.count()) await yes.click();
  else await dialog.getByRole('button', { name: 'Submit' }).click();
};

/** Close, No or OK: the dialog's dismissing button (cancel confirmation, account dialogs). */
export const close: UserAction = async (w) => {
  await w.page.getByRole('dialog').getByRole('button', { name: /^(Close|No|OK)$/ }).first().click();
};

export const continueOn: UserAction = async (w) => {
  await main(w.page).getByRole('button', { name: 'Continue' }).click();
};

/** Spec 2, 2.8-2.12: the status pages' Save PDF (the AIP pages word it 'Save this PDF'). */
export const savePdf: UserAction = async (w) => {
  const download = w.page.waitForEvent('download').catch(() => undefined);
  await main(w.page).getByRole('button', { name: new RegExp(`^(${pageMessages.savePdf}|${pageMessages.saveThisPdf})$`) }).first().click();
  await download;
};

export const openUploads: UserAction = async (w) => {
  await main(w.page).getByRole('button', { name: pageMessages.uploadDocuments }).click();
};

export const cancelApplication: UserAction = async (w) => {
  await main(w.page).getByRole('button', { name: pageMessages.cancelApplication }).click();
};

/** An error page's Resume Application, else the link of the e-mail that invites an authorised person. */
export const openResume: UserAction = async (w) => {
  const resume = main(w.page).getByRole('button', { name: pageMessages.errorPageResume, exact: true });
  if (await resume.count()) await resume.click();
  else await w.openLink('ResumeApplication');
};
