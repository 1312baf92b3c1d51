// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StateValue } from 'xstate';
import type { AccountsData } from '../../machines/types';
import AccountDetails from '../../screens/AccountDetails/AccountDetails';
import { accounts } from './fixtures';
import { renderJourney } from './journeyHarness';
import { expectBack, expectRetryLoads } from './stepButtons';
import { setupUser } from '../setup/user';

const renderAccounts = (data: AccountsData | null, value: StateValue = { application: { accountDetails: 'editing' } }) =>
  renderJourney(<AccountDetails />, { value, context: { accounts: data } });

const NO_ACCOUNT =
  'Sorry, our records show that the user has no current or savings account. Please open a current or savings account with us to receive the disbursement.';

const NO_RESULT = 'We are unable to retrieve your account details at the moment. Please try again later.';

afterEach(cleanup);

describe('AccountDetails', () => {
  it('requires a branch and sends nothing without one', async () => {
    const user = setupUser();
    const h = renderAccounts(accounts(['1234567890']));
    expect(screen.getByRole('heading', { level: 1, name: 'Account Details' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please select your preferred disbursement branch.')).toBeTruthy();
    expect(h.events).toEqual([]);
  });

  it('shows a single account read-only, selects it and sends it with the branch description', async () => {
    const user = setupUser();
    const h = renderAccounts(accounts(['1234567890']));
    expect(screen.getByTestId('disbursement_Branch_Account_No').textContent).toBe('1234567890');
    expect(document.getElementById('disbursement_Branch_Account_No')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Preferred Disbursement Account' })).toBeNull();
    await user.selectOptions(screen.getByLabelText('Preferred Disbursement Branch'), '002');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(h.events).toEqual([
        {
          type: 'user.submitAccount',
          values: { disbursement_Branch_Code: '002', disbursement_Branch_Desc: 'Jurong East', disbursement_Branch_Account_No: '1234567890' },
        },
      ]),
    );
    expect(h.actor().getSnapshot().value).toEqual({ application: { accountDetails: 'saving' } });
  });

  it('requires a choice among several accounts', async () => {
    const user = setupUser();
    const h = renderAccounts(accounts(['111', '222']));
    const select = screen.getByLabelText('Preferred Disbursement Account') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Please select', '111', '222']);
    await user.selectOptions(screen.getByLabelText('Preferred Disbursement Branch'), '001');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please select your preferred disbursement account.')).toBeTruthy();
    expect(h.events).toEqual([]);
    await user.selectOptions(select, '222');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(h.events).toHaveLength(1));
    expect(h.events[0]).toEqual({
      type: 'user.submitAccount',
      values: { disbursement_Branch_Code: '001', disbursement_Branch_Desc: 'Raffles Place', disbursement_Branch_Account_No: '222' },
    });
  });

  it.each([
    ['an empty list: the bank says there is none', [] as string[], NO_ACCOUNT],
    ['no list: the bank gave no result', null, NO_RESULT],
  ])('with %s, says so and needs no account', async (_label, list, notice) => {
    const user = setupUser();
    const h = renderAccounts(accounts(list));
    expect(screen.getByText(notice)).toBeTruthy();
    expect(screen.queryByLabelText('Preferred Disbursement Account')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Preferred Disbursement Branch'), '001');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(h.events).toHaveLength(1));
    expect(h.events[0]).toEqual({
      type: 'user.submitAccount',
      values: { disbursement_Branch_Code: '001', disbursement_Branch_Desc: 'Raffles Place', disbursement_Branch_Account_No: '' },
    });
  });

  it('prefills the saved branch and account', async () => {
    const user = setupUser();
    const saved = { disbursement_Branch_Code: '002', disbursement_Branch_Desc: 'Jurong East', disbursement_Branch_Account_No: '222' };
    const h = renderAccounts(accounts(['111', '222'], saved));
    expect((screen.getByLabelText('Preferred Disbursement Branch') as HTMLSelectElement).value).toBe('002');
    expect((screen.getByLabelText('Preferred Disbursement Account') as HTMLSelectElement).value).toBe('222');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(h.events).toEqual([{ type: 'user.submitAccount', values: saved }]));
  });

  it('Back sends user.back', async () => {
    await expectBack(renderAccounts(accounts(['1234567890'])), { application: { personDetails: 'loading' } });
  });

  it('offers Retry instead of the form when the branches or accounts could not be loaded', async () => {
    const h = renderAccounts(null, { application: { accountDetails: 'unavailable' } });
    expect(screen.queryByLabelText('Preferred Disbursement Branch')).toBeNull();
    await expectRetryLoads(h, { application: { accountDetails: 'loading' } });
  });
});

describe('AccountDetails while the bank has not answered about the accounts', () => {
  it.each([
    ['loading', null],
    ['confirmingPoll', accounts(null)],
    ['polling', accounts(null)],
  ])('in %s shows a loading status, never the no-account message', (state, data) => {
    renderAccounts(data, { application: { accountDetails: state } });
    expect(screen.getByRole('status').textContent).toBe('Checking your accounts with the bank…');
    expect(screen.queryByText(NO_ACCOUNT)).toBeNull();
    expect(screen.queryByText(NO_RESULT)).toBeNull();
  });

  it('drops the loading status once the bank has listed the accounts', () => {
    renderAccounts(accounts(['111', '222']));
    expect(screen.queryByText('Checking your accounts with the bank…')).toBeNull();
  });
});

describe('AccountDetails dialogs (spec 1, 2.3 and 4.3)', () => {
  it('asks on first load without accounts; Yes polls the bank again', async () => {
    const user = setupUser();
    const h = renderAccounts(accounts(null), { application: { accountDetails: 'confirmingPoll' } });
    const dialog = screen.getByTestId('account-confirm');
    expect(dialog.textContent).toContain('We could not find an active account in your company name yet.');
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(h.events).toEqual([{ type: 'user.confirm' }]);
    expect(h.actor().getSnapshot().value).toEqual({ application: { accountDetails: 'polling' } });
    expect(screen.queryByTestId('account-confirm')).toBeNull();
  });

  it('No shows the no-result dialog; OK leaves the form with the branch to choose', async () => {
    const user = setupUser();
    const h = renderAccounts(accounts(null), { application: { accountDetails: 'confirmingPoll' } });
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.getByTestId('account-no-result').textContent).toContain(
      'We are unable to retrieve your account details at the moment. Please try again later.',
    );
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(h.events).toEqual([{ type: 'user.close' }, { type: 'user.close' }]);
    expect(h.actor().getSnapshot().value).toEqual({ application: { accountDetails: 'editing' } });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('Preferred Disbursement Branch')).toBeTruthy();
  });

  it('an empty list shows the no current or savings account dialog once, then the form', async () => {
    const user = setupUser();
    const h = renderAccounts(accounts([]), { application: { accountDetails: 'noAccount' } });
    expect(screen.getByTestId('account-none').textContent).toContain(NO_ACCOUNT);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(h.actor().getSnapshot().value).toEqual({ application: { accountDetails: 'editing' } });
    expect(screen.queryByTestId('account-none')).toBeNull();
  });
});
