// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import Disbursement from '../../screens/Disbursement/Disbursement';
import ReviewOffer from '../../screens/ReviewOffer/ReviewOffer';
import { initialContext } from '../../machines/types';
import { renderJourney } from './journeyHarness';
import { expectDetails, statusOf } from './statusFixtures';
import { setupUser } from '../setup/user';
import { standInPageExits } from './pageExits';

standInPageExits();

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
const dd = (testId: string) => screen.getByTestId(testId).textContent;

afterEach(cleanup);

function expectAccountCards() {
  const cards = within(screen.getByRole('region', { name: 'Open a current account for your business' }));
  expect(cards.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
    'Flexible Current Account',
    'Premier Current Account',
    'Singapore Dollar Current Account',
  ]);
  const links = cards.getAllByRole('link');
  expect(links.map((a) => a.textContent)).toEqual(['Discover', 'Open an account', 'Discover', 'Open an account', 'Discover', 'Open an account']);
  for (const a of links) {
    expect(a.getAttribute('target')).toBe('_blank');
    expect(a.getAttribute('rel')).toContain('noopener');
    expect(a.getAttribute('aria-label')).toMatch(/^(Discover|Open an account).*\(opens in a new tab\)$/);
  }
}

describe('ReviewOffer (spec 2, 2.12)', () => {
  it('LI: the offer with rate, instalment, amount, tenure and the account-opening cards', () => {
    renderJourney(<ReviewOffer />, { value: { afterSubmission: { reviewOffer: 'shown' } }, context: { status: statusOf({ ApplicationProgress: 'LI', Amount: 250000, Tenure: 3 }) } });
    expect(heading()).toBe('Thank you! Your financing offer is ready.');
    expect(screen.getByText('Indicative Interest Rate')).toBeTruthy();
    expectDetails({
      rate: '10% p.a.',
      instalment: 'SGD 2,124.70',
      amount: 'SGD 250,000.00',
      tenure: '3 years',
    });
    expect(screen.getByRole('button', { name: 'Save PDF' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
    expectAccountCards();
  });

  it('LI Islamic: the profit rate', () => {
    renderJourney(<ReviewOffer />, { value: { afterSubmission: { reviewOffer: 'shown' } }, context: { status: statusOf({ ApplicationProgress: 'LI', FinancingType: 'Islamic' }) } });
    expect(screen.getByText('Indicative Profit Rate')).toBeTruthy();
  });

  it.each([
    [false, 'letterOfOffer'],
    [true, 'boardMeetingDate'],
  ])('Continue sends user.continue; the chart decides (board approval %s -> %s)', async (boardApproval, target) => {
    const user = setupUser();
    const h = renderJourney(<ReviewOffer />, {
      value: { afterSubmission: { reviewOffer: 'shown' } },
      context: { status: statusOf({ ApplicationProgress: 'LI' }), flags: { ...initialContext().flags, boardApproval } },
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(h.events).toEqual([{ type: 'user.continue' }]);
    expect(JSON.stringify(h.actor().getSnapshot().value)).toContain(target);
  });

  it('Cancel Application: confirmation, then user.confirm', async () => {
    const user = setupUser();
    const h = renderJourney(<ReviewOffer />, { value: { afterSubmission: { reviewOffer: 'shown' } }, context: { status: statusOf({ ApplicationProgress: 'LI' }) } });
    await user.click(screen.getByRole('button', { name: 'Cancel Application' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Cancel Application' })).getByRole('button', { name: 'Yes, cancel application' }));
    expect(h.events).toEqual([{ type: 'user.cancelApplication' }, { type: 'user.confirm' }]);
    expect(h.actor().getSnapshot().value).toEqual({ afterSubmission: { reviewOffer: 'cancelling' } });
  });

  it('UM: unable to process online, a Relationship Manager will be in touch; no Continue', () => {
    renderJourney(<ReviewOffer />, { value: { afterSubmission: { reviewOffer: 'shown' } }, context: { status: statusOf({ ApplicationProgress: 'UM' }) } });
    expect(dd('offer-message')).toBe('We are unable to process your application online. A Relationship Manager will be in touch with you.');
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel Application' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Back To Home' })).toBeTruthy();
  });
});

describe('Disbursement (spec 2, 2.12)', () => {
  it.each(['LA', 'DI'])('%s: disbursement in progress with the account cards and Cancel Application', async (code) => {
    const user = setupUser();
    const h = renderJourney(<Disbursement />, { value: { afterSubmission: { disbursement: 'shown' } }, context: { status: statusOf({ ApplicationProgress: code }) } });
    expect(heading()).toBe('Disbursement in Progress');
    expectAccountCards();
    expect(screen.getByRole('button', { name: 'Save PDF' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel Application' }));
    expect(await screen.findByRole('dialog', { name: 'Cancel Application' })).toBeTruthy();
    expect(h.events).toEqual([{ type: 'user.cancelApplication' }]);
  });

  it('DC: completed, with the account number and the disbursement date; no cancel', () => {
    renderJourney(<Disbursement />, {
      value: { afterSubmission: { disbursement: 'shown' } },
      context: { status: statusOf({ ApplicationProgress: 'DC', AccountDtls: { AccountNum: '123-456789-001', Ddate: '15-01-2027' } }) },
    });
    expect(heading()).toBe('Disbursement Completed');
    expect(dd('account-number')).toBe('123-456789-001');
    expect(dd('disbursement-date')).toBe('15-01-2027');
    expect(screen.queryByRole('button', { name: 'Cancel Application' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Open a current account for your business' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
  });

  it.each(['DE', 'RJ', 'AB'])('%s: the rejected view; no cancel', (code) => {
    renderJourney(<Disbursement />, { value: { afterSubmission: { disbursement: 'shown' } }, context: { status: statusOf({ ApplicationProgress: code }) } });
    expect(heading()).toBe('Application Unsuccessful');
    expect(dd('rejected-message')).toBe('We regret to inform you that your application is unsuccessful.');
    expect(screen.queryByRole('button', { name: 'Cancel Application' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Back To Home' })).toBeTruthy();
  });
});
