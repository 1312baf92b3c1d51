import { expect } from '@playwright/test';
import { errorPage, messages } from '../../src/domain/messages';
import type { Walk } from '../support/walk';
import { openResume } from './dialogs';
import { button, heading, OOPS, text, type Pages } from './page';
import { pageMessages } from '../../src/domain/pageMessages';
import { otpRefusalLines } from '../../src/domain/otpRefusal';

/** The error pages (spec 2, 8 and 2.16): 'Oops!', and the message of the code the walk brought about. */
const errorMessage = (w: Walk) => w.page.getByTestId('error-message');

async function validationRefused(w: Walk) {
  await heading(w.page, OOPS);
  if (w.expectedErrorType) await expect(errorMessage(w)).toHaveText(errorPage(w.expectedErrorType).message);
  else await expect(errorMessage(w)).not.toBeEmpty();
}

export const ERROR_PAGES: Pages = {
  InvalidOTP: {
    spec: '2, 2.5',
    heading: OOPS,
    shows: button('Get in touch'),
    actions: { 'user.openWelcome': async (w) => w.page.getByRole('button', { name: pageMessages.tryAgain }).click() },
    check: async (w) => {
      await heading(w.page, messages.otpExceededTitle);
      // The code's tries used up: the spec's words after the summary; after a lookup, no re-apply but Try again (issue 34).
      const afterLookup = w.otpAtLookup;
      const lines = otpRefusalLines({ reason: 'tries', retryAt: null, during: afterLookup ? 'lookup' : 'summary' });
      await expect(errorMessage(w)).toHaveText(lines.join(''));
      await expect(w.page.getByRole('button', { name: pageMessages.tryAgain })).toHaveCount(afterLookup ? 1 : 0);
    },
  },
  InvalidEntity: {
    spec: '2, 8',
    heading: OOPS,
    shows: (page) => page.getByTestId('error-message'),
    actions: { 'user.openResume': openResume },
    check: validationRefused,
  },
  InvalidDirectors: { spec: '2, 8', heading: OOPS, shows: (page) => page.getByTestId('error-message'), check: validationRefused },
  PreKnockoutFailed: {
    spec: '2, 2.16 (ineligibility, code shown)',
    heading: OOPS,
    shows: (page) => page.getByTestId('error-code'),
    check: async (w) => {
      const code = w.expectedErrorType ?? 'M12';
      await heading(w.page, OOPS);
      await expect(errorMessage(w)).toHaveText(errorPage(code).message);
      await expect(w.page.getByTestId('error-code')).toHaveText(`Code: ${code}`);
    },
  },
  InvalidApplication: { spec: '2, 2.16', shows: text(messages.applicationExpired) },
  SessionExpired: {
    spec: '2, 2.16',
    shows: text(messages.sessionTimeout),
    actions: { 'user.openResume': openResume },
    check: async (w) => {
      await heading(w.page, 'Session timeout');
      await expect(errorMessage(w)).toHaveText(messages.sessionTimeout);
    },
  },
  AppCancelled: { spec: '2, 2.16', shows: text(messages.cancelled), check: (w) => heading(w.page, pageMessages.cancelledTitle) },
};
