// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fromPromise, type StateValue } from 'xstate';
import type { JourneyContext as Ctx } from '../../machines/types';
import APropertyDetails from '../../screens/APropertyDetails/APropertyDetails';
import PropertyDetails from '../../screens/PropertyDetails/PropertyDetails';
import { text } from '../../screens/shared/property/text';
import type { FinancingApplication, PropertyDetails as SavedProperty, PropertyValues } from '../../src/contract';
import { messages } from '../../src/domain/messages';
import { BANK_PRODUCT_NAME, SIX_MONTHS_BAL_FIELD } from '../../src/domain/propertyReference';
import { postalResult } from './fixtures';
import { renderJourney } from './journeyHarness';
import { expectBack } from './stepButtons';
import { runOn } from './today';
import { setupUser, type User } from '../setup/user';
import { pageMessages } from '../../src/domain/pageMessages';

const TODAY = new Date(2026, 2, 2); // 2 March 2026

const financing = (isExistingOTPAvailable: 'Y' | 'N') => ({ financingProduct: 'AIP', isExistingOTPAvailable }) as FinancingApplication;

/** Any state the chart has: the property states are the lead's. context.property is not in the chart's type yet. */
function renderProperty(
  view: 'aip' | 'standard',
  { property = null, otp = 'N', value = { application: { declarations: 'editing' } }, actors = {} }: { property?: SavedProperty | null; otp?: 'Y' | 'N'; value?: StateValue; actors?: Record<string, never> } = {},
) {
  const context = { financing: financing(otp), postal: null, property } as unknown as Partial<Ctx>;
  return renderJourney(view === 'aip' ? <APropertyDetails /> : <PropertyDetails />, { value, context, actors });
}

const submitted = (h: ReturnType<typeof renderProperty>) =>
  h.events.filter((e) => (e.type as string) === 'user.submitProperty').map((e) => (e as unknown as { values: PropertyValues }).values);

const radio = (group: string, option: string) => within(screen.getByRole('group', { name: group })).getByLabelText(option);

runOn(TODAY);

async function chooseBizOperationsWithoutProperty(user: User) {
  await user.click(radio(text.typeOfFinance, 'New Purchase'));
  await user.click(radio(text.purpose, 'For business operations'));
  await user.click(radio(text.propertyInMind, 'No'));
}

describe('property details: Next', () => {
  it('shows the type-of-financing message and sends nothing', async () => {
    const user = setupUser();
    const h = renderProperty('aip');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(messages.typeOfFinancingRequired, { selector: '.field-error' })).toBeTruthy();
    expect(submitted(h)).toEqual([]);
  });

  it('does not flood red on fields an answer reveals after a failed Next: only once left or on the next Next', async () => {
    const user = setupUser();
    renderProperty('aip');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(messages.typeOfFinancingRequired, { selector: '.field-error' })).toBeTruthy();
    await user.click(radio(text.typeOfFinance, 'New Purchase'));
    // Purpose and property in mind have just appeared: no message yet, in place or in the summary.
    await waitFor(() => expect(screen.queryByText(messages.typeOfFinancingRequired, { selector: '.field-error' })).toBeNull());
    expect(screen.queryByText(messages.propertyPurposeRequired, { selector: '.field-error' })).toBeNull();
    expect(screen.queryByText(messages.propertyInMindRequired, { selector: '.field-error' })).toBeNull();
    expect(screen.queryByTestId('error-summary')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(messages.propertyPurposeRequired, { selector: '.field-error' })).toBeTruthy();
    expect(screen.getByText(messages.propertyInMindRequired, { selector: '.field-error' })).toBeTruthy();
  });
  const answer = (...choices: [group: string, option: string][]) => async (user: User) => {
    for (const [group, option] of choices) await user.click(radio(group, option));
  };
  const bizOperationsAnd = (...choices: [group: string, option: string][]) => async (user: User) => {
    await chooseBizOperationsWithoutProperty(user);
    await answer(...choices)(user);
  };

  it.each<[string, (user: User) => Promise<void>, string[]]>([
    ['new purchase asks purpose and property in mind', answer([text.typeOfFinance, 'New Purchase']), [messages.propertyPurposeRequired, messages.propertyInMindRequired]],
    [
      'property in mind asks the leasehold answer and the postal search',
      answer([text.typeOfFinance, 'New Purchase'], [text.propertyInMind, 'Yes']),
      [messages.leaseholdRequired, messages.postalSearchRequired],
    ],
    ['refuses both account answers No', bizOperationsAnd([text.sixMonthsBalance, 'No'], [text.otherBanks, 'No']), [messages.accountEitherYes(BANK_PRODUCT_NAME)]],
    ['other banks Yes needs a balance entry', bizOperationsAnd([text.otherBanks, 'Yes']), [messages.balanceRequired]],
  ])('%s', async (_name, answers, shown) => {
    const user = setupUser();
    renderProperty('aip');
    await answers(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // Each message shows at its field (an alert); the error summary at the top repeats it.
    const atFields = () => screen.queryAllByRole('alert').map((a) => a.textContent);
    await waitFor(() => expect(atFields()).toEqual(expect.arrayContaining(shown)));
    await waitFor(() => {
      const summary = screen.getByTestId('error-summary').textContent ?? '';
      for (const message of shown) expect(summary).toContain(message);
    });
  });

  it('sends user.submitProperty with the payload, hidden sections empty', async () => {
    const user = setupUser();
    const h = renderProperty('aip');
    await chooseBizOperationsWithoutProperty(user);
    await user.click(radio(text.sixMonthsBalance, 'Yes'));
    await user.click(radio(text.otherBanks, 'No'));
    await user.type(screen.getByLabelText(text.interestExpense), '12000');
    await user.type(screen.getByLabelText(text.depreciation), '0');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(submitted(h)).toHaveLength(1));
    expect(submitted(h)[0]).toMatchObject({
      typeOfFinance: 'NEW_PURCHASE',
      typeOfFinanceDescription: 'New Purchase',
      purpose: 'IS_FOR_BIZ_OPER',
      propertyInMind: 'N',
      propertyType: '',
      purchasePrice: null,
      latestOutstandingLoanAmt: null,
      addressType: '',
      country: '',
      [SIX_MONTHS_BAL_FIELD]: 'Y',
      isActiveBizAcctWithOtherBanks: 'N',
      bankBalanceDetails: [],
      monthlyDebtCommitments: [],
      latestAnnualIntrestExpense: 12000,
      latestAnnualIntrestExpenseCurrency: 'SGD',
      latestAnnualDepreciationOrAmortisationAmt: 0,
      latestAnnualDepreciationOrAmortisationAmtCurrency: 'SGD',
      builtInArea: '',
    });
  });

  it('Back sends user.back', async () => {
    await expectBack(renderProperty('standard'));
  });
});

describe('property details: sections shown', () => {
  it('REFINANCE shows outstanding loan and address, not purpose', async () => {
    const user = setupUser();
    renderProperty('aip');
    await user.click(radio(text.typeOfFinance, 'Refinance'));
    expect(screen.getByLabelText(text.latestOutstandingLoanAmt)).toBeTruthy();
    expect(screen.getByLabelText(text.postalCode)).toBeTruthy();
    expect(screen.queryByRole('group', { name: text.purpose })).toBeNull();
    expect(screen.queryByText(text.productAccountSection)).toBeNull();
  });

  it('choosing REFINANCE clears the new-purchase answers', async () => {
    const user = setupUser();
    const h = renderProperty('aip');
    await chooseBizOperationsWithoutProperty(user);
    await user.click(radio(text.typeOfFinance, 'Refinance'));
    await user.click(radio(text.typeOfFinance, 'New Purchase'));
    expect((radio(text.purpose, 'For business operations') as HTMLInputElement).checked).toBe(false);
    expect((radio(text.propertyInMind, 'No') as HTMLInputElement).checked).toBe(false);
    expect(h.events).toEqual([]);
  });

  it('the account part shows for business operations, and hides for a shophouse in mind', async () => {
    const user = setupUser();
    renderProperty('aip');
    await user.click(radio(text.typeOfFinance, 'New Purchase'));
    await user.click(radio(text.purpose, 'For business operations'));
    await user.click(radio(text.propertyInMind, 'Yes'));
    await user.selectOptions(screen.getByLabelText(text.propertyType), 'COMM');
    expect(screen.getByText(text.productAccountSection)).toBeTruthy();
    await user.selectOptions(screen.getByLabelText(text.propertyType), 'SHOP');
    expect(screen.queryByText(text.productAccountSection)).toBeNull();
    expect(screen.getByLabelText(text.postalCode)).toBeTruthy();
  });

  it('leasehold Yes shows the date and tenure, Others its text', async () => {
    const user = setupUser();
    renderProperty('standard');
    await user.click(radio(text.typeOfFinance, 'New Purchase'));
    await user.click(radio(text.propertyInMind, 'Yes'));
    expect(screen.queryByLabelText(text.leaseHoldEffDate)).toBeNull();
    await user.click(radio(text.isLeaseHold, 'Yes'));
    expect(screen.getByLabelText(text.leaseHoldEffDate)).toBeTruthy();
    expect(screen.queryByLabelText(text.originalLeaseHoldOthers)).toBeNull();
    await user.selectOptions(screen.getByLabelText(text.originalLeaseHold), 'Others');
    expect(screen.getByLabelText(text.originalLeaseHoldOthers)).toBeTruthy();
  });

  it('the standard screen never shows the account part', async () => {
    const user = setupUser();
    renderProperty('standard');
    await chooseBizOperationsWithoutProperty(user);
    expect(screen.queryByText(text.productAccountSection)).toBeNull();
  });

  it('the AIP footer note shows only with an existing Option to Purchase', () => {
    renderProperty('aip', { otp: 'Y' });
    expect(screen.getByTestId('aip-not-loan-offer').textContent).toBe(pageMessages.aipNotInPrinciple);
    cleanup();
    renderProperty('aip', { otp: 'N' });
    expect(screen.queryByTestId('aip-not-loan-offer')).toBeNull();
  });

  it('prefills from the saved property', () => {
    renderProperty('standard', {
      property: { typeOfFinance: 'REFINANCE', latestOutstandingLoanAmt: 800000, addressType: 'H', postal_Code: '079903', block_Number: '10' } as SavedProperty,
    });
    expect((radio(text.typeOfFinance, 'Refinance') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(text.latestOutstandingLoanAmt) as HTMLInputElement).value).toBe('800000');
    expect((document.getElementById('block_Number') as HTMLInputElement).value).toBe('10');
  });
});

describe('property address search', () => {
  it('Search and Enter send user.lookupPostal; the answer fills the fields of its type', async () => {
    const user = setupUser();
    const h = renderProperty('standard', { value: { application: { companyDetails: 'editing' } }, actors: { lookupPostal: fromPromise(async () => postalResult) as never } });
    await user.click(radio(text.typeOfFinance, 'Refinance'));
    await user.type(screen.getByLabelText(text.postalCode), '048616');
    const search = screen.getByRole('button', { name: text.search });
    // A visible word, not an emoji that renders as an empty box (issue 14).
    expect(search.textContent).toBe('Search');
    await user.click(search);
    expect(h.events.at(-1)).toEqual({ type: 'user.lookupPostal', postalCode: '048616' });
    await waitFor(() => expect((document.getElementById('block_Number') as HTMLInputElement).value).toBe('1'));
    expect((document.getElementById('street_Name') as HTMLInputElement).value).toBe('Raffles Place');
    expect(screen.getByTestId('addressType').textContent).toBe('Multi-Storey');
    await user.clear(screen.getByLabelText(text.postalCode));
    await user.type(screen.getByLabelText(text.postalCode), '520123{Enter}');
    expect(h.events.at(-1)).toEqual({ type: 'user.lookupPostal', postalCode: '520123' });
  });
});

describe('a postal code the lookup does not know (issue 34 items 4 and 5; spec 1, 7: a failure clears the address)', () => {
  const lookupPostal = fromPromise(async ({ input }: { input: { postalCode: string } }) => {
    if (input.postalCode === '048616') return postalResult;
    throw new Error('No address was found for postal code 048624.');
  }) as never;
  const field = (id: string) => document.getElementById(id) as HTMLInputElement | null;
  const failed = 'We could not retrieve the address for this postal code. Search again, or enter the address yourself.';

  it('says so once, clears the address found before, and lets the applicant enter the address and go on', async () => {
    const user = setupUser();
    const h = renderProperty('standard', { value: { application: { propertyDetails: 'editing' } }, actors: { lookupPostal } });
    await user.click(radio(text.typeOfFinance, 'Refinance'));
    await user.type(screen.getByLabelText(text.latestOutstandingLoanAmt), '800000');
    await user.type(screen.getByLabelText(text.postalCode), '048616{Enter}');
    await waitFor(() => expect(field('block_Number')?.value).toBe('1'));
    await user.clear(screen.getByLabelText(text.postalCode));
    await user.type(screen.getByLabelText(text.postalCode), '048624{Enter}');
    await waitFor(() => expect(screen.getAllByText(failed)).toHaveLength(1));
    expect(h.actor().getSnapshot().hasTag('errorPopup')).toBe(false);
    expect(h.actor().getSnapshot().context.popup).toBeNull();
    expect(field('block_Number')?.value ?? '').toBe('');
    expect(field('street_Name')?.value ?? '').toBe('');
    expect(field('building_Name')?.value ?? '').toBe('');
    expect((screen.getByLabelText(text.postalCode) as HTMLInputElement).value).toBe('048624');
    // Entering the address by hand: its type, then its fields.
    await user.selectOptions(screen.getByLabelText(text.addressType), 'S');
    await user.type(screen.getByLabelText('House No.'), '12');
    await user.type(screen.getByLabelText('Street Name'), 'Telok Ayer Street');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(submitted(h)).toHaveLength(1));
    expect(submitted(h)[0]).toMatchObject({ addressType: 'S', postal_Code: '048624', house_Number: '12', street_Name: 'Telok Ayer Street', block_Number: '' });
  });
});

describe('bank balances', () => {
  async function openBalances(user: User) {
    await chooseBizOperationsWithoutProperty(user);
    await user.click(radio(text.otherBanks, 'Yes'));
  }
  async function addBalance(user: User, account: string, currency = 'SGD') {
    await user.click(screen.getByRole('button', { name: text.addBalance }));
    const popup = screen.getByTestId('balance-popup');
    await user.selectOptions(within(popup).getByLabelText(text.bankName), 'DBS');
    await user.type(within(popup).getByLabelText(text.accountNumber), account);
    await user.selectOptions(within(popup).getByLabelText(text.currency), currency);
    await user.type(within(popup).getByLabelText(text.sixMonthsBalanceAmt), '1000');
    await user.click(within(popup).getByRole('button', { name: text.save }));
  }

  it('lists the months the balance averages over', async () => {
    const user = setupUser();
    renderProperty('aip');
    await openBalances(user);
    expect(screen.getByText(text.balanceMonths('Sep 2025', 'Feb 2026'))).toBeTruthy();
  });

  it('adds an entry, refuses a duplicate, accepts another currency, removes', async () => {
    const user = setupUser();
    renderProperty('aip');
    await openBalances(user);
    await addBalance(user, '123');
    expect(within(screen.getByTestId('balance-list')).getAllByRole('row')).toHaveLength(2);
    await addBalance(user, '123');
    expect(within(screen.getByTestId('balance-popup')).getByText(messages.duplicateBalance)).toBeTruthy();
    await user.click(within(screen.getByTestId('balance-popup')).getByRole('button', { name: text.cancel }));
    await addBalance(user, '123', 'USD');
    expect(within(screen.getByTestId('balance-list')).getAllByRole('row')).toHaveLength(3);
    await user.click(screen.getAllByRole('button', { name: `${text.remove} 123` })[0]);
    expect(within(screen.getByTestId('balance-list')).getAllByRole('row')).toHaveLength(2);
  });

  it('asks every field of an entry', async () => {
    const user = setupUser();
    renderProperty('aip');
    await openBalances(user);
    await user.click(screen.getByRole('button', { name: text.addBalance }));
    await user.click(within(screen.getByTestId('balance-popup')).getByRole('button', { name: text.save }));
    expect(within(screen.getByTestId('balance-popup')).getAllByText(messages.propertyFormBlank)).toHaveLength(3);
  });
});

describe('monthly debt commitment popup', () => {
  async function openPopup(user: User) {
    await chooseBizOperationsWithoutProperty(user);
    await user.click(screen.getByRole('button', { name: text.addCommitment }));
    return screen.getByTestId('commitment-popup');
  }

  it('keeps number of banks and amount disabled until a product type, and Add until all are filled and not zero', async () => {
    const user = setupUser();
    renderProperty('aip');
    const popup = await openPopup(user);
    const add = within(popup).getByRole('button', { name: text.add }) as HTMLButtonElement;
    expect((within(popup).getByLabelText(text.numberOfBanks) as HTMLSelectElement).disabled).toBe(true);
    expect((within(popup).getByLabelText(text.amount) as HTMLInputElement).disabled).toBe(true);
    expect(add.disabled).toBe(true);
    await user.selectOptions(within(popup).getByLabelText(text.loanProductType), 'OD_REV_LOAN');
    expect(within(popup).getByText(messages.commitmentHintFacilityLimit)).toBeTruthy();
    await user.selectOptions(within(popup).getByLabelText(text.numberOfBanks), 'ONEBANK');
    await user.type(within(popup).getByLabelText(text.amount), '0');
    expect(within(popup).getByText(messages.moreThanZero)).toBeTruthy();
    expect(add.disabled).toBe(true);
    await user.clear(within(popup).getByLabelText(text.amount));
    await user.type(within(popup).getByLabelText(text.amount), 'abc');
    expect(within(popup).getByText(messages.numericCharacters)).toBeTruthy();
    await user.clear(within(popup).getByLabelText(text.amount));
    await user.type(within(popup).getByLabelText(text.amount), '5000');
    expect(add.disabled).toBe(false);
    await user.click(add);
    expect(within(screen.getByTestId('commitment-list')).getByText('Overdraft / Revolving Loan')).toBeTruthy();
  });

  it('shows the monthly instalment hint for other products and refuses the same product type twice', async () => {
    const user = setupUser();
    renderProperty('aip');
    const fill = async (popup: HTMLElement) => {
      await user.selectOptions(within(popup).getByLabelText(text.loanProductType), 'PROP_LOAN');
      await user.selectOptions(within(popup).getByLabelText(text.numberOfBanks), 'MULTIPLE_BANK');
      await user.type(within(popup).getByLabelText(text.amount), '2500');
    };
    const popup = await openPopup(user);
    await fill(popup);
    expect(within(popup).getByText(messages.commitmentHintInstalment)).toBeTruthy();
    await user.click(within(popup).getByRole('button', { name: text.add }));
    await user.click(screen.getByRole('button', { name: text.addCommitment }));
    const again = screen.getByTestId('commitment-popup');
    await fill(again);
    await user.click(within(again).getByRole('button', { name: text.add }));
    expect(within(again).getByText(messages.sameProductType)).toBeTruthy();
    expect(within(screen.getByTestId('commitment-list')).getAllByRole('row')).toHaveLength(2);
  });
});
