// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import FinanceDetails from '../../screens/FinanceDetails/FinanceDetails';
import { Overlays } from '../../src/app/Overlays';
import type { FinancingApplication } from '../../src/contract';
import { readStartParams } from '../../src/domain';
import { messages } from '../../src/domain/messages';
import { samplePreview } from '../../src/analysis/eventSamples';
import { ServiceError } from '../../services/errors';
import { routeOf } from '../../machines/routes';
import { renderJourney } from './journeyHarness';
import { setupUser } from '../setup/user';

afterEach(cleanup);

const saved: FinancingApplication = {
  referenceNo: 'SME20261122000001', financingType: 'Conventional', financingProduct: 'Personalised', financingProductDescription: 'Personalised',
  isExistingOTPAvailable: '', financingAmount: 300000, financingTenure: 0, indicativeMonthlyInstallment: 0, indicativeInterestRate: 0,
  referralCode: '', promoCode: '', remarks: '', stateId: 'st-1', wcl: 'Y', property: 'N', trade: 'N', gas: 'N', esg: 'N',
  ddlPromoReferralCode1: '', ddlPromoReferralCode2: '', source: '',
};

/** The bank's answers to the load of the saved application, one per call, in order. */
function bankAnswering(...answers: (Error | FinancingApplication)[]) {
  const calls = { count: 0 };
  const loadFinancing = fromPromise<FinancingApplication>(async () => {
    const answer = answers[Math.min(calls.count++, answers.length - 1)];
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { calls, loadFinancing };
}

/** The summary's Edit on the financing section (spec 2, 2.3) opens the start page in edit mode, which loads the saved application. */
function openEdit(loadFinancing: ReturnType<typeof bankAnswering>['loadFinancing']) {
  const h = renderJourney(
    <>
      <FinanceDetails captcha={false} params={readStartParams('?refNo=SME20261122000001')} />
      <Overlays />
    </>,
    { value: { application: { preview: 'reviewing' } }, context: { preview: samplePreview, financing: null }, actors: { loadFinancing } },
  );
  act(() => h.actor().send({ type: 'user.editSection', section: 'financing' }));
  return h;
}

const network = () => new ServiceError('network', 'Failed to fetch');

/**
 * Spec 2, 8: 'Service is not available.' on network failure; a get failure shows the get-failed message.
 * The page then offers Retry, which loads again, and a way back to the summary it was opened from.
 */
describe('the saved application could not be loaded (edit from the summary)', () => {
  it("says 'Service is not available.' on a network failure, then offers Retry on the page, which loads it", async () => {
    const user = setupUser();
    const bank = bankAnswering(network(), saved);
    openEdit(bank.loadFinancing);
    const popup = await screen.findByRole('alertdialog');
    expect(within(popup).getByText(messages.serviceNotAvailable)).toBeTruthy();
    await user.click(within(popup).getByRole('button', { name: 'OK' }));
    // The page says what happened and offers what to do: not a loading notice that never ends.
    expect(screen.queryByText(messages.loadingApplication)).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe(messages.serviceNotAvailable);
    await user.click(screen.getByRole('button', { name: messages.retry }));
    await waitFor(() => expect(bank.calls.count).toBe(2));
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers Retry while the message still shows, too', async () => {
    const user = setupUser();
    const bank = bankAnswering(network(), saved);
    openEdit(bank.loadFinancing);
    await screen.findByRole('alertdialog');
    await user.click(screen.getByRole('button', { name: messages.retry }));
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(bank.calls.count).toBe(2);
  });

  it('shows the get-failed message when the bank answered with a failure', async () => {
    const user = setupUser();
    openEdit(bankAnswering(new ServiceError('server', 'Internal Server Error', 500)).loadFinancing);
    const popup = await screen.findByRole('alertdialog');
    expect(within(popup).getByText(messages.getFailed)).toBeTruthy();
    await user.click(within(popup).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('alert').textContent).toBe(messages.getFailed);
  });

  it('leads back to the summary it was opened from', async () => {
    const user = setupUser();
    const h = openEdit(bankAnswering(network()).loadFinancing);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    await user.click(screen.getByRole('button', { name: messages.backToSummary }));
    expect(routeOf(h.actor().getSnapshot())).toBe('Preview');
  });
});
