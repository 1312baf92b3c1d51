// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import FinanceDetails from '../../screens/FinanceDetails/FinanceDetails';
import { readStartParams } from '../../src/domain';
import { features } from '../../src/config/features';
import { renderJourney } from './journeyHarness';
import { setupUser, type User } from '../setup/user';

/**
 * Issue 34, items 8, 14 and 16: the start page never changes what was typed without a word, shows all
 * its errors at once, and says why a choice is disabled. Expected words are the spec's (spec 1, 5.1)
 * or, where it quotes none, ours as written in the catalogue.
 */

afterEach(cleanup);

const renderStart = () =>
  renderJourney(<FinanceDetails captcha={false} params={readStartParams('')} />, {
    value: { application: { financeDetails: 'editing' } },
    context: { financing: null, features: { ...features, fixedInterestRate: false } },
  });

const submitButton = () => screen.getByRole('button', { name: 'Retrieve Myinfo with Singpass' });
const checkbox = (name: string | RegExp) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const radio = (name: string | RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;
const summaryItems = () => within(screen.getByTestId('error-summary')).getAllByRole('listitem').map((li) => li.textContent);

async function choose(user: User, card: 'Online' | 'Personalised') {
  await user.click(screen.getByRole('button', { name: `Choose ${card}` }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Important Note' })).getByRole('button', { name: 'Proceed' }));
}

describe('the Online amount is never changed without a word (issue 34 item 8; spec 1, 5.1)', () => {
  const amount = () => screen.getByRole('textbox', { name: 'Financing amount (S$)' }) as HTMLInputElement;
  const fieldMessage = () => amount().closest('.field')?.querySelector('.field-error')?.textContent ?? null;

  async function typeAndLeave(user: User, typed: string) {
    await user.clear(amount());
    await user.type(amount(), typed);
    await user.tab();
  }

  it('keeps the decimal point as typed and rounds a valid amount to the nearest 1,000 on leaving', async () => {
    const user = setupUser();
    renderStart();
    await choose(user, 'Online');
    await user.clear(amount());
    await user.type(amount(), '123456.78');
    expect(amount().value).toBe('123456.78');
    await user.tab();
    expect(amount().value).toBe('123000');
    expect(fieldMessage()).toBeNull();
  });

  it.each([
    ['5000', 'Input Min.S$ 20,000 - Max.S$ 300,000'],
    ['-50000', 'Input Min.S$ 20,000 - Max.S$ 300,000'],
    ['400000', 'Input Min.S$ 20,000 - Max.S$ 300,000'],
    ['1e5', 'Input numeric only.'],
  ])('%j stays as typed and says why', async (typed, message) => {
    const user = setupUser();
    renderStart();
    await choose(user, 'Online');
    await typeAndLeave(user, typed);
    expect(amount().value).toBe(typed);
    await waitFor(() => expect(fieldMessage()).toBe(message));
  });

  it('an out-of-range rate stays as typed and says why', async () => {
    const user = setupUser();
    renderStart();
    await choose(user, 'Online');
    const rate = screen.getByRole('textbox', { name: 'Indicative Interest Rate (% p.a.)' }) as HTMLInputElement;
    await user.clear(rate);
    await user.type(rate, '15');
    await user.tab();
    expect(rate.value).toBe('15');
    await waitFor(() => expect(rate.closest('.field')?.querySelector('.field-error')?.textContent).toBe('Input Min. 8% - Max. 12%'));
  });
});

describe('the start page shows all its errors at once (issue 34 item 14)', () => {
  it('Personalised, Islamic: the amount, the Halal declaration and the terms in one summary after one submit', async () => {
    const user = setupUser();
    const h = renderStart();
    await choose(user, 'Personalised');
    await user.click(checkbox('Working Capital'));
    await user.click(radio('Islamic'));
    await user.click(submitButton());
    await waitFor(() =>
      expect(summaryItems()).toEqual([
        'Total financing amount (S$): Please enter the total financing amount.',
        'Please tick the checkbox to accept the Islamic financing declaration.',
        'Please tick the checkbox to accept the declaration and T&C.',
      ]),
    );
    expect(h.events).toEqual([]);
  });
});

describe('a disabled financing type says why (issue 34 item 16)', () => {
  it('Islamic is disabled for the Government Assistance Scheme and the page says it is for Working Capital, Property or Trade only', async () => {
    const user = setupUser();
    renderStart();
    await choose(user, 'Personalised');
    await user.click(checkbox('Government Assistance Scheme'));
    expect(radio('Islamic').disabled).toBe(true);
    const group = screen.getByRole('group', { name: 'Type of financing' });
    expect(group.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(group.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Islamic financing is available for Working Capital, Property or Trade purposes only.',
    );
    await user.click(checkbox('Government Assistance Scheme'));
    await user.click(checkbox('Trade'));
    expect(radio('Islamic').disabled).toBe(false);
    expect(group.getAttribute('aria-describedby')).toBeNull();
  });
});
