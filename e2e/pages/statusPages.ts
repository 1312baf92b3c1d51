import { expect } from '@playwright/test';
import { messages } from '../../src/domain/messages';
import { cancelApplication, close, confirm, continueOn, openUploads, savePdf } from './dialogs';
import { button, heading, main, OOPS, text, type Pages } from './page';
import { pageMessages } from '../../src/domain/pageMessages';

/**
 * The pages after submission (spec 2, 2.7-2.12 and spec 3, 2): what the status router shows for the
 * application's progress. Cancelling one asks for confirmation in a dialog (spec 2, 2.13).
 */
const cancellable = { 'user.cancelApplication': cancelApplication, 'user.confirm': confirm, 'user.close': close } as const;

export const STATUS_PAGES: Pages = {
  // Spec 2, 2.7: the status router has no interface of its own, only the wait overlay.
  StatusDetails: { busyCheck: (w) => heading(w.page, 'Application status') },
  SubmitDetails: {
    spec: '2, 2.8',
    shows: (page) => page.getByTestId('application-number'),
    actions: { 'user.savePdf': savePdf, 'user.openUploads': openUploads, ...cancellable },
    check: async (w) => {
      const number = w.page.getByTestId('application-number');
      await expect(number).toHaveText(/\S{6,}/);
      if (w.referenceNo) await expect(number).toHaveText(w.referenceNo);
      if (w.applicants > 1) await heading(w.page, messages.jointApplicationInProgress(1, w.applicants));
    },
  },
  HSubmitDetails: { actions: { 'user.savePdf': savePdf, 'user.openUploads': openUploads, ...cancellable } },
  StatusComplete: {
    spec: '2, 2.9',
    shows: text(messages.applicationReceived),
    actions: { 'user.savePdf': savePdf, 'user.openUploads': openUploads, ...cancellable },
  },
  StatusProgress: {
    spec: '2, 2.10',
    shows: text(pageMessages.onHold),
    actions: { 'user.openUploads': openUploads },
    check: async (w) => {
      await expect(main(w.page)).toContainText(pageMessages.onHold);
      if (w.referenceNo) await expect(main(w.page)).toContainText(w.referenceNo);
    },
  },
  ReviewOffer: {
    spec: '2, 2.12',
    shows: (page) => main(page).getByRole('heading').first(),
    actions: { 'user.savePdf': savePdf, 'user.continue': continueOn, ...cancellable },
  },
  Disbursement: { actions: { 'user.savePdf': savePdf, ...cancellable } },
  ExpiredLoanOffer: { spec: '2, 2.12', shows: text(messages.offerExpired) },
  HStatusReject: { spec: '3, 2 (HStatusReject)', heading: OOPS, shows: button('Back To Home') },
  AStatusInfoDetails: {
    spec: '3, 2 (AStatusInfoDetails)',
    shows: button('Back To Home'),
    actions: { 'user.savePdf': savePdf, 'user.openUploads': openUploads },
  },
  AStatusApprovalDetails: {
    spec: '3, 2 (AStatusApprovalDetails)',
    shows: text(/Up to/),
    actions: { 'user.savePdf': savePdf, 'user.openUploads': openUploads },
  },
  SubAPLanding: {
    actions: { 'user.continue': continueOn },
    check: async (w) => {
      await heading(w.page, 'Welcome, authorised person');
      await expect(w.page.getByTestId('application-number')).toHaveText(w.referenceNo);
    },
  },
};
