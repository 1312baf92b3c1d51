import { expect } from '@playwright/test';
import { addDays, format, subDays } from 'date-fns';
import { laterOutput } from '../support/pathSteps';
import type { Walk } from '../support/walk';
import { close, confirm, continueOn } from './dialogs';
import { button, heading, main, type Pages, type UserAction } from './page';
import { pageMessages } from '../../src/domain/pageMessages';

/**
 * Spec 2, 4 and 5: the board meeting falls on or after the letter of offer's day and within 14 days
 * of it; the page offers only that window. The date picked is two days after; for a path where the bank
 * refuses it, the officer first moves the letter of offer a month earlier (the page's window is then stale).
 */
const submitBoardMeeting: UserAction = async (w, _event, ctx) => {
  // The bank's answer comes after the confirm dialog's own user step: look past it.
  const refused = (laterOutput(ctx, 'validateBoardMeeting') as unknown) === false;
  const lo = w.letterOfOfferOn ?? new Date();
  w.boardMeetingRefused = refused;
  const bankLetterDay = refused ? subDays(lo, 30) : lo;
  await w.officer.dates(w.referenceNo, { letterOfOfferOn: format(bankLetterDay, 'yyyy-MM-dd') });
  const date = addDays(lo, 2);
  await w.page.getByLabel('Year').selectOption(String(date.getFullYear()));
  await w.page.getByLabel('Month').selectOption(String(date.getMonth() + 1));
  await w.page.getByLabel('Day').selectOption(String(date.getDate()));
  await main(w.page).getByRole('button', { name: 'Submit' }).click();
};

const maybeLater = (w: Walk) => w.page.getByRole('button', { name: 'MAYBE LATER' }).click();

/** The steps a status page leads to: the board meeting date (spec 2, 4-5) and the supporting documents (spec 3, 2). */
export const AFTER_SUBMISSION_PAGES: Pages = {
  BoardMeetingDate: {
    actions: { 'user.submitBoardMeeting': submitBoardMeeting, 'user.confirm': confirm, 'user.close': close, 'user.continue': continueOn },
    // Spec 2, 5: a date the bank refuses shows the invalid-date message; the entry stays to correct.
    check: async (w) => {
      await expect(w.page.locator('main h1')).toBeVisible();
      if (!w.boardMeetingRefused) return;
      await expect(w.page.getByTestId('board-meeting-refused')).toHaveText(pageMessages.invalidBoardMeetingDate);
      for (const field of ['Day', 'Month', 'Year']) await expect(w.page.getByLabel(field, { exact: true })).not.toHaveValue('');
    },
  },
  UploadDetails: {
    spec: '3, 2 (UploadDetails)',
    shows: button('UPLOAD NOW'),
    actions: { 'user.maybeLater': maybeLater },
    check: async (w) => {
      await heading(w.page, 'Upload your supporting documents');
      await expect(w.page.getByRole('button', { name: 'UPLOAD NOW' })).toBeVisible();
      await expect(w.page.getByRole('button', { name: 'MAYBE LATER' })).toBeVisible();
    },
  },
};
