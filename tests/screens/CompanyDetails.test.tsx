// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fromPromise, type StateValue } from 'xstate';
import { initialContext, type CompanyValues } from '../../machines/types';
import type { CompanyForm } from '../../src/contract';
import CompanyDetails from '../../screens/CompanyDetails/CompanyDetails';
import { company, postalResult } from './fixtures';
import { renderJourney } from './journeyHarness';
import { expectRetryLoads } from './stepButtons';
import { runOn } from './today';
import { setupUser, type User } from '../setup/user';

const TODAY = new Date(2026, 5, 15); // 15 June 2026: the latest year end may fall from 2024-12-01 to 2026-06-15

const renderCompany = (form: CompanyForm | null = company, value: StateValue = { application: { companyDetails: 'editing' } }, actors = {}) =>
  renderJourney(<CompanyDetails />, { value, context: { company: form }, actors });

const input = (id: string) => document.getElementById(id) as HTMLInputElement;

const blankAddress = {
  Address_Format_Type: '', Block_Number: '', Street_Name: '', Storey_Number: '', Unit_Number: '', Building_Name: '', Postal_Code: '',
  Country: '', Country_Desc: '', Address_Line1: '', Address_Line2: '', Address_Line3: '', State_City: '', Locked_Bag_Number: '',
  Godown_Number: '', Lot_Mukim_Number: '', Box_Number: '', Post_Office_Name: '', House_Number: '', Window_Delivery_Number: '',
};

async function fillLatestYear(user: User, date = '2025-12-31', revenue = '1200000', profitOrLoss = '-1500.50') {
  fireEvent.change(screen.getByLabelText('Latest Financial Year End Date'), { target: { value: date } });
  await user.type(screen.getByLabelText('Annual Revenue'), revenue);
  await user.type(screen.getByLabelText('Profit / Loss Before Tax'), profitOrLoss);
}

runOn(TODAY);

describe('CompanyDetails', () => {
  it('shows the registry data read-only, the supporting documents and Not Applicable for missing capital data', () => {
    renderCompany();
    expect(screen.getByRole('heading', { level: 1, name: 'Company Details' })).toBeTruthy();
    expect(screen.getByText('Latest 2 years of financial reports (profit and loss, balance sheet)')).toBeTruthy();
    expect(screen.getByText('Latest 6 months of operating bank statement')).toBeTruthy();
    expect(screen.getByTestId('Company_UEN').textContent).toBe('201912345K');
    expect(screen.getByTestId('Registration_Date').textContent).toBe('01-04-2019');
    expect(screen.getByTestId('Reg_Add_Street_Name').textContent).toBe('Raffles Place');
    expect(screen.getByTestId('Capital_IssuedAmount').textContent).toBe('SGD 100,000');
    expect(screen.getByTestId('Business_Former_Name').textContent).toBe('Not Applicable');
    expect(screen.queryByRole('textbox', { name: 'Company Registration Number' })).toBeNull();
  });

  it('shows foreign registered address lines instead of local fields', () => {
    renderCompany({ ...company, CompDtls: { ...company.CompDtls, Address_Type_Code: 'F', Address_Line_1: '1 Main Road', Address_Line_2: 'Kuala Lumpur' } });
    expect(screen.getByTestId('Address_Line_1').textContent).toBe('1 Main Road');
    expect(screen.getByTestId('Address_Line_2').textContent).toBe('Kuala Lumpur');
    expect(screen.queryByTestId('Reg_Add_Street_Name')).toBeNull();
  });

  it('sends nothing and shows the messages when required fields are blank', async () => {
    const user = setupUser();
    const h = renderCompany();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(/Please choose your mailing address option/, { selector: '.field-error' })).toBeTruthy();
    expect(screen.getAllByText('Input the blank field')).toHaveLength(3);
    expect(h.events).toEqual([]);
    expect(h.actor().getSnapshot().value).toEqual({ application: { companyDetails: 'editing' } });
  });

  it('applies the 2-year rule to the latest financial year end date', async () => {
    const user = setupUser();
    const h = renderCompany();
    await user.click(screen.getByLabelText('Yes'));
    await fillLatestYear(user, '2024-11-30');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Latest financial information must be within 2 years from application date.')).toBeTruthy();
    expect(h.events).toEqual([]);
  });

  it('checks the amounts: numeric only, more than zero for revenue', async () => {
    const user = setupUser();
    const h = renderCompany();
    await user.click(screen.getByLabelText('Yes'));
    await fillLatestYear(user, '2025-12-31', '0', '12a');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Input should be more than 0.00')).toBeTruthy();
    expect(screen.getByText('Input numeric only.')).toBeTruthy();
    expect(h.events).toEqual([]);
  });

  it('accepts amounts typed with thousands separators and sends them as plain digits', async () => {
    const user = setupUser();
    const h = renderCompany();
    await user.click(screen.getByLabelText('Yes'));
    await fillLatestYear(user, '2025-12-31', '1,200,000', '-1,500.50');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(h.events.at(-1)?.type).toBe('user.submitCompany'));
    expect(h.events.at(-1)).toMatchObject({ values: { AnnualRevenue1: '1200000', ProfitOrLossBeforeTax1: '-1500.50' } });
  });

  it('sends user.submitCompany with the full values, the address empty, when the mailing address is the registered one', async () => {
    const user = setupUser();
    const h = renderCompany();
    await user.click(screen.getByLabelText('Yes'));
    await fillLatestYear(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const expected: CompanyValues = {
      isMailAddressSameAsRegisterAddress: 'Y', ...blankAddress, LatestFinancialYearEndDate: '2025-12-31', AnnualRevenue1: '1200000',
      ProfitOrLossBeforeTax1: '-1500.50', PreviousFinancialYearEndDate: '', AnnualRevenue2: '', ProfitOrLossBeforeTax2: '',
    };
    await waitFor(() => expect(h.events).toEqual([{ type: 'user.submitCompany', values: expected }]));
    expect(h.actor().getSnapshot().value).toEqual({ application: { companyDetails: 'saving' } });
    expect(h.actor().getSnapshot().context.companyDraft).toEqual(expected);
  });

  it('searches the postal code (button and Enter) and fills the mailing form from the lookup result', async () => {
    const user = setupUser();
    const lookups: string[] = [];
    const h = renderCompany(company, { application: { companyDetails: 'editing' } }, {
      lookupPostal: fromPromise(async ({ input: i }: { input: { postalCode: string } }) => {
        lookups.push(i.postalCode);
        return postalResult;
      }),
    });
    await user.click(screen.getByLabelText('No'));
    expect(input('Address_Format_Type').value).toBe('D');
    expect(input('Country').value).toBe('SG');
    await user.type(screen.getByLabelText('Postal Code'), '048616');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(h.events).toEqual([{ type: 'user.lookupPostal', postalCode: '048616' }]);
    await waitFor(() => expect(input('Block_Number').value).toBe('1'));
    expect(input('Address_Format_Type').value).toBe('H');
    expect(input('Street_Name').value).toBe('Raffles Place');
    expect(input('Building_Name').value).toBe('One Raffles Place');
    expect(input('Postal_Code').value).toBe('048616');
    expect(h.actor().getSnapshot().value).toEqual({ application: { companyDetails: 'editing' } });

    await user.clear(screen.getByLabelText('Postal Code'));
    await user.type(screen.getByLabelText('Postal Code'), '520123{Enter}');
    expect(h.events.at(-1)).toEqual({ type: 'user.lookupPostal', postalCode: '520123' });
    expect(lookups).toEqual(['048616', '520123']);
  });

  it('a failed lookup after a found one clears the address found before, keeps the code searched, and says so once (spec 1, 5.4 and 7)', async () => {
    const user = setupUser();
    const h = renderCompany(company, { application: { companyDetails: 'editing' } }, {
      lookupPostal: fromPromise(async ({ input: i }: { input: { postalCode: string } }) => {
        if (i.postalCode === '048616') return postalResult;
        throw new Error('No address was found for postal code 999999.');
      }),
    });
    await user.click(screen.getByLabelText('No'));
    await user.type(screen.getByLabelText('Postal Code'), '048616{Enter}');
    await waitFor(() => expect(input('Block_Number').value).toBe('1'));
    await user.type(screen.getByLabelText('Level'), '05');
    await user.type(screen.getByLabelText('Unit No.'), '01');
    await user.clear(screen.getByLabelText('Postal Code'));
    await user.type(screen.getByLabelText('Postal Code'), '999999{Enter}');
    await waitFor(() => expect(h.actor().getSnapshot().value).toEqual({ application: { companyDetails: 'postalFailed' } }));
    const failed = 'We could not retrieve the address for this postal code. Search again, or enter the address yourself.';
    await waitFor(() => expect(screen.getAllByText(failed)).toHaveLength(1));
    for (const field of ['Block_Number', 'Street_Name', 'Storey_Number', 'Unit_Number', 'Building_Name']) expect(input(field).value, field).toBe('');
    expect(input('Postal_Code').value).toBe('999999');
    // The fields stay, for the address to be entered by hand, and no popup covers them.
    expect(input('Address_Format_Type').value).toBe('H');
    expect(h.actor().getSnapshot().hasTag('errorPopup')).toBe(false);
    expect(h.actor().getSnapshot().context.popup).toBeNull();
    await user.type(screen.getByLabelText('Street Name'), 'Old Street');
    expect(input('Street_Name').value).toBe('Old Street');
    // From there the form goes on: another search is taken.
    await user.clear(screen.getByLabelText('Postal Code'));
    await user.type(screen.getByLabelText('Postal Code'), '048616{Enter}');
    await waitFor(() => expect(input('Block_Number').value).toBe('1'));
    expect(screen.queryByText(failed)).toBeNull();
  });

  it('puts the postal search message under the postal code, not under Address Type', async () => {
    const user = setupUser();
    const h = renderCompany();
    await user.click(screen.getByLabelText('No'));
    await user.selectOptions(screen.getByLabelText('Address Type'), '');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const search = 'Please input postal code and click Search icon to retrieve the address.';
    await waitFor(() => expect(document.getElementById('Postal_Code-error')?.textContent).toBe(search));
    expect(document.getElementById('Address_Format_Type-error')).toBeNull();
    expect(screen.getAllByText(search)).toHaveLength(1);
    expect(h.events.filter((e) => e.type === 'user.submitCompany')).toEqual([]);
  });

  it('opens a foreign address with no country chosen and does not offer Singapore', async () => {
    const user = setupUser();
    renderCompany();
    await user.click(screen.getByLabelText('No'));
    await user.selectOptions(screen.getByLabelText('Address Type'), 'F');
    const country = screen.getByLabelText('Country') as HTMLSelectElement;
    expect(country.value).toBe('');
    expect([...country.options].map((o) => o.value)).not.toContain('SG');
    expect(country.options[0].textContent).toBe('Please select');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(document.getElementById('Country-error')?.textContent).toBe('Please select the country.'));
    await user.selectOptions(screen.getByLabelText('Address Type'), 'D');
    expect(input('Country').value).toBe('SG');
  });

  it('does not search an invalid postal code', async () => {
    const user = setupUser();
    const h = renderCompany();
    await user.click(screen.getByLabelText('No'));
    await user.type(screen.getByLabelText('Postal Code'), '12');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Input 6 digit postal code.')).toBeTruthy();
    expect(h.events).toEqual([]);
  });

  it('sends only the fields of the chosen format type with the country description', async () => {
    const user = setupUser();
    const h = renderCompany(company, { application: { companyDetails: 'editing' } }, { lookupPostal: fromPromise(async () => postalResult) });
    await user.click(screen.getByLabelText('No'));
    await user.type(screen.getByLabelText('Postal Code'), '048616{Enter}');
    await waitFor(() => expect(input('Block_Number').value).toBe('1'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('Input the blank field')).not.toHaveLength(0);
    expect(h.events.filter((e) => e.type === 'user.submitCompany')).toEqual([]);

    await user.type(screen.getByLabelText('Level'), '10');
    await user.type(screen.getByLabelText('Unit No.'), '01');
    await fillLatestYear(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(h.events.at(-1)?.type).toBe('user.submitCompany'));
    const sent = h.events.at(-1) as { values: CompanyValues };
    expect(sent.values).toEqual({
      ...blankAddress, isMailAddressSameAsRegisterAddress: 'N', Address_Format_Type: 'H', Postal_Code: '048616', Block_Number: '1',
      Street_Name: 'Raffles Place', Storey_Number: '10', Unit_Number: '01', Building_Name: 'One Raffles Place', Country: 'SG',
      Country_Desc: 'Singapore', LatestFinancialYearEndDate: '2025-12-31', AnnualRevenue1: '1200000', ProfitOrLossBeforeTax1: '-1500.50',
      PreviousFinancialYearEndDate: '', AnnualRevenue2: '', ProfitOrLossBeforeTax2: '',
    });
  });

  it('clears the mailing form on Yes and reopens it fresh with Singapore on No', async () => {
    const user = setupUser();
    renderCompany();
    await user.click(screen.getByLabelText('No'));
    await user.type(screen.getByLabelText('Street Name'), 'Somewhere');
    await user.selectOptions(screen.getByLabelText('Country'), 'MY');
    await user.click(screen.getByLabelText('Yes'));
    expect(screen.queryByLabelText('Street Name')).toBeNull();
    await user.click(screen.getByLabelText('No'));
    expect(input('Street_Name').value).toBe('');
    expect(input('Country').value).toBe('SG');
  });

  it('shows the fields of the chosen address format type', async () => {
    const user = setupUser();
    renderCompany();
    await user.click(screen.getByLabelText('No'));
    await user.selectOptions(screen.getByLabelText('Address Type'), 'F');
    expect(screen.getByLabelText('Address Line 1')).toBeTruthy();
    expect(screen.queryByLabelText('Postal Code')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Address Type'), 'P');
    expect(screen.getByLabelText('PO Box No.')).toBeTruthy();
    expect(screen.queryByLabelText('Address Line 1')).toBeNull();
  });

  it('offers the previous year collapsed, requires it once added, and Remove resets it', async () => {
    const user = setupUser();
    const h = renderCompany();
    expect(screen.queryByLabelText('Previous Financial Year End Date')).toBeNull();
    await user.click(screen.getByLabelText('Yes'));
    await fillLatestYear(user);
    await user.click(screen.getByRole('button', { name: '+ Add previous financial year' }));
    fireEvent.change(screen.getByLabelText('Previous Financial Year End Date'), { target: { value: '2023-12-31' } });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Previous financial year end date must be within 1 year from latest financial year end date')).toBeTruthy();
    expect(screen.getAllByText('Input the blank field')).toHaveLength(2);
    expect(h.events).toEqual([]);

    // Changing the latest year end clears the previous one.
    fireEvent.change(screen.getByLabelText('Previous Financial Year End Date'), { target: { value: '2024-12-31' } });
    fireEvent.change(screen.getByLabelText('Latest Financial Year End Date'), { target: { value: '2025-06-30' } });
    expect(input('PreviousFinancialYearEndDate').value).toBe('');

    await user.type(screen.getByLabelText('Previous Annual Revenue'), '900000');
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByLabelText('Previous Annual Revenue')).toBeNull();
    await user.click(screen.getByRole('button', { name: '+ Add previous financial year' }));
    expect(input('AnnualRevenue2').value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(h.events).toHaveLength(1));
    expect((h.events[0] as { values: CompanyValues }).values).toMatchObject({ PreviousFinancialYearEndDate: '', AnnualRevenue2: '', ProfitOrLossBeforeTax2: '' });
  });

  it('sends the previous year when it is filled in', async () => {
    const user = setupUser();
    const h = renderCompany();
    await user.click(screen.getByLabelText('Yes'));
    await fillLatestYear(user);
    await user.click(screen.getByRole('button', { name: '+ Add previous financial year' }));
    fireEvent.change(screen.getByLabelText('Previous Financial Year End Date'), { target: { value: '2024-12-31' } });
    await user.type(screen.getByLabelText('Previous Annual Revenue'), '900000');
    await user.type(screen.getByLabelText('Previous Profit / Loss Before Tax'), '0');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(h.events).toHaveLength(1));
    expect((h.events[0] as { values: CompanyValues }).values).toMatchObject({
      PreviousFinancialYearEndDate: '2024-12-31', AnnualRevenue2: '900000', ProfitOrLossBeforeTax2: '0',
    });
  });

  it('does not offer the previous year to a company registered less than 24 months ago', () => {
    renderCompany({ ...company, CompDtls: { ...company.CompDtls, Registration_Date: '2025-01-10' } });
    expect(screen.queryByRole('button', { name: '+ Add previous financial year' })).toBeNull();
  });

  it('does not send when the company data is incomplete', async () => {
    const user = setupUser();
    const h = renderCompany({ ...company, CompDtls: { ...company.CompDtls, Primary_Activity_Desc: '' } });
    await user.click(screen.getByLabelText('Yes'));
    await fillLatestYear(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Missing data from Myinfo. Do update in Myinfo before reapplying.')).toBeTruthy();
    expect(h.events).toEqual([]);
  });

  it('prefills what was saved before and sends it back unchanged', async () => {
    const user = setupUser();
    const saved: CompanyForm = {
      ...company,
      RegBizMailAddr: {
        ...blankAddress, isMailAddressSameAsRegisterAddress: 'N', Address_Format_Type: 'P', Postal_Code: '912345', Box_Number: '123',
        Post_Office_Name: 'Tanglin', Country: 'SG', Country_Desc: 'Singapore',
      },
      financialHighlights: {
        LatestFinancialYearEndDate: '2025-12-31', AnnualRevenue1: '500000', ProfitOrLossBeforeTax1: '2000', PreviousFinancialYearEndDate: '2024-12-31',
        AnnualRevenue2: '400000', ProfitOrLossBeforeTax2: '-300',
      },
    };
    const h = renderCompany(saved);
    expect(input('Box_Number').value).toBe('123');
    expect(input('AnnualRevenue2').value).toBe('400000');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(h.events).toHaveLength(1));
    expect(h.events[0]).toEqual({ type: 'user.submitCompany', values: { ...saved.RegBizMailAddr, ...saved.financialHighlights } });
  });

  it('lets a loss be typed on a phone: the profit or loss fields ask for no keypad without a minus sign', () => {
    const saved: CompanyForm = {
      ...company,
      financialHighlights: {
        LatestFinancialYearEndDate: '2025-12-31', AnnualRevenue1: '500000', ProfitOrLossBeforeTax1: '2000', PreviousFinancialYearEndDate: '2024-12-31',
        AnnualRevenue2: '400000', ProfitOrLossBeforeTax2: '-300',
      },
    };
    renderCompany(saved);
    // iOS's decimal and numeric keypads have no minus key: a loss could not be entered.
    for (const name of ['ProfitOrLossBeforeTax1', 'ProfitOrLossBeforeTax2']) {
      expect(['decimal', 'numeric']).not.toContain(input(name).getAttribute('inputmode'));
    }
  });

  it.each(['unavailable', 'loadFailed'])('offers Retry instead of the form in companyDetails.%s', async (failed) => {
    const h = renderCompany(null, { application: { companyDetails: failed } });
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    await expectRetryLoads(h, { application: { companyDetails: 'loading' } });
  });
});

describe('CompanyDetails resumed with the GAS flag (spec 1, 2.2 and 4.2)', () => {
  const gas: CompanyForm = { ...company, Request_Form: { ...company.Request_Form, GAS: 'Y' } };
  // The chart decides on the loaded company (tests/machines/companyRedeclaration.test.ts); the page shows its state.
  const resumed = (form: CompanyForm) =>
    renderJourney(<CompanyDetails />, {
      value: { application: { companyDetails: form.Request_Form.GAS === 'Y' ? 'redeclaringScheme' : 'editing' } },
      context: { company: form, flags: { ...initialContext().flags, lookupOption: 'Resume' } },
    });

  it('asks for the entity declaration again; Proceed once ticked shows the form', async () => {
    const user = setupUser();
    resumed(gas);
    const dialog = screen.getByRole('dialog', { name: 'Enterprise Financing Scheme declaration' });
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Proceed' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.getElementById('LatestFinancialYearEndDate')).not.toBeNull();
  });

  it('Back starts the journey again', async () => {
    const user = setupUser();
    const h = resumed(gas);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Back' }));
    expect(h.events).toEqual([{ type: 'user.restart' }]);
    expect(h.actor().getSnapshot().value).toBe('booting');
  });

  it('is not asked without the GAS flag, nor on a first visit', () => {
    resumed(company);
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    renderJourney(<CompanyDetails />, { value: { application: { companyDetails: 'editing' } }, context: { company: gas } });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
