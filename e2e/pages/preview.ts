import { expect } from '@playwright/test';
import { formatSGD } from '../../src/domain/format';
import { back } from './dialogs';
import { verifyOtp } from './otp';
import { main, type Pages, type UserAction } from './page';
import { rowListOf } from './property';
import { pageMessages } from '../../src/domain/pageMessages';

/** Spec 2, 2.11: the non-lending popup after a verified OTP (first user). */
const skipNonLending: UserAction = async (w) => {
  const popup = w.page.getByRole('dialog');
  await expect(popup.getByRole('button', { name: 'DONE' })).toBeDisabled();
  await popup.getByRole('button', { name: 'NOT NOW' }).click();
};

const submitNonLending: UserAction = async (w) => {
  const popup = w.page.getByRole('dialog');
  await popup.getByRole('checkbox').first().check();
  await expect(popup.getByRole('button', { name: 'NOT NOW' })).toBeDisabled();
  await popup.getByRole('button', { name: 'DONE' }).click();
};

export const PREVIEW_PAGES: Pages = {
  Preview: {
    spec: '2, 2.3',
    shows: (page) => page.getByRole('heading', { name: pageMessages.summaryTitle }),
    actions: {
      // Spec 2, 2.3: the summary's edit button of the section (the first, where a section has two).
      'user.editSection': async (w, event) => {
        await w.page.locator(`main [data-edit-section="${String((event as { section?: string }).section)}"]`).first().click();
      },
      // Spec 2, 2.3: Remove on the first row of the summary's table of the row's kind (the path saved one).
      'user.removePropertyRow': async (w, event) => {
        const table = w.page.getByTestId(rowListOf(event) === 'balances' ? 'summary-balances' : 'summary-commitments');
        await table.getByRole('button', { name: /^Remove / }).first().click();
      },
      'user.submitPreview': async (w) => {
        // The code the submit asks for is the summary's (InvalidOTP words it so).
        w.otpAtLookup = false;
        await main(w.page).getByRole('checkbox').check();
        await w.page.getByRole('button', { name: 'Submit' }).click();
      },
      'user.verifyOtp': verifyOtp,
      'user.skipNonLending': skipNonLending,
      'user.submitNonLending': submitNonLending,
      'user.back': back(),
    },
    check: async (w) => {
      await expect(w.page.getByRole('heading', { name: pageMessages.summaryTitle })).toBeVisible();
      if (w.amount !== null) await expect(w.page.getByTestId('summary-amount')).toHaveText(formatSGD(w.amount));
      if (w.persona) await expect(w.page.getByTestId('summary-uen')).toHaveText(w.persona.company.Company_UEN);
    },
  },
};
