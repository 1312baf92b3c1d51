// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountSections } from '../../screens/shared/property/AccountSections';
import { setupUser } from '../setup/user';
import { isCurrencyCode } from '../../src/domain/currencies';

afterEach(cleanup);

/** The AIP page's account part with the currencies as the form starts them (spec 3, 9: SGD by default). */
function renderAccounts() {
  let values: Record<string, unknown> = {};
  render(
    <Formik
      initialValues={{
        isActiveBizAcctWithOtherBanks: 'N',
        monthlyDebtCommitments: [],
        latestAnnualIntrestExpense: '',
        latestAnnualIntrestExpenseCurrency: 'SGD',
        latestAnnualDepreciationOrAmortisationAmt: '',
        latestAnnualDepreciationOrAmortisationAmtCurrency: 'SGD',
      }}
      onSubmit={() => undefined}
      validate={(v) => {
        values = v;
        return {};
      }}
    >
      <Form>
        <AccountSections />
      </Form>
    </Formik>,
  );
  return { values: () => values };
}

const CURRENCY_PICKERS = ['Currency of the interest expense', 'Currency of the depreciation or amortisation'];

describe('the interest and depreciation currency pickers (spec 3, 3 "large currency list")', () => {
  it.each(CURRENCY_PICKERS)('%s: a text box whose suggestions the typing filters, showing the chosen currency by code and name', (name) => {
    renderAccounts();
    const box = screen.getByRole('combobox', { name }) as HTMLInputElement;
    expect(box.tagName).toBe('INPUT');
    expect(box.value).toBe('SGD - Singapore Dollar');
    const list = box.list!;
    expect(list).toBeTruthy();
    const options = [...list.querySelectorAll('option')].map((o) => o.value);
    expect(options).toContain('USD - US Dollar');
    expect(options.length).toBeGreaterThan(150);
  });

  it('a code or a whole name typed, in any case, chooses that currency', async () => {
    const user = setupUser();
    const form = renderAccounts();
    const box = screen.getByRole('combobox', { name: CURRENCY_PICKERS[0] }) as HTMLInputElement;
    await user.clear(box);
    await user.type(box, 'usd');
    await waitFor(() => expect(form.values().latestAnnualIntrestExpenseCurrency).toBe('USD'));
    await user.tab();
    expect(box.value).toBe('USD - US Dollar');
    await user.clear(box);
    await user.type(box, 'euro');
    await user.tab();
    await waitFor(() => expect(form.values().latestAnnualIntrestExpenseCurrency).toBe('EUR'));
    expect(box.value).toBe('EUR - Euro');
  });

  it('text that names no currency is not taken: the field says to choose one from the list', async () => {
    const user = setupUser();
    const form = renderAccounts();
    const box = screen.getByRole('combobox', { name: CURRENCY_PICKERS[1] }) as HTMLInputElement;
    await user.clear(box);
    await user.type(box, 'dollar');
    await user.tab();
    await waitFor(() => expect(form.values().latestAnnualDepreciationOrAmortisationAmtCurrency).toBe('dollar'));
    // What was typed stays to correct; the form's rule refuses it (tests/domain/property.test.ts).
    expect(isCurrencyCode(form.values().latestAnnualDepreciationOrAmortisationAmtCurrency as string)).toBe(false);
    expect(box.value).toBe('dollar');
  });
});
