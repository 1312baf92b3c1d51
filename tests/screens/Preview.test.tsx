// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleCompany, samplePreview } from '../../src/analysis/eventSamples';
import { initialContext, type JourneyContext } from '../../machines/types';
import Preview from '../../screens/Preview/Preview';
import type { PreviewForm } from '../../src/contract';
import { firstUserInfo, secondUserInfo } from './fixtures';
import { renderJourney } from './journeyHarness';
import { setupUser } from '../setup/user';

afterEach(cleanup);

const complete: PreviewForm = {
  RefNum: 'SME20261122000001',
  Request_Form: { ...samplePreview.Request_Form, FinancingProductDescription: 'Business Term Loan' },
  CompDtls: { ...sampleCompany.CompDtls, Capital_IssuedAmount: '500000.00', Business_Former_Name: 'OLD NAME PTE. LTD.' },
  RegBizMailAddr: {
    isMailAddressSameAsRegisterAddress: 'N', Address_Format_Type: 'P', Block_Number: '', Street_Name: '', Storey_Number: '', Unit_Number: '',
    Building_Name: '', Postal_Code: '912345', Country: 'SG', Country_Desc: 'Singapore', Address_Line1: '', Address_Line2: '', Address_Line3: '',
    State_City: '', Locked_Bag_Number: '', Godown_Number: '', Lot_Mukim_Number: '', Box_Number: '1234', Post_Office_Name: 'Tanjong Pagar',
    House_Number: '', Window_Delivery_Number: '',
  },
  financialHighlights: {
    LatestFinancialYearEndDate: '2024-12-31', AnnualRevenue1: '1500000.00', ProfitOrLossBeforeTax1: '120000.00',
    PreviousFinancialYearEndDate: '', AnnualRevenue2: '', ProfitOrLossBeforeTax2: '',
  },
  ApplicantsDtlsMyInfo: [firstUserInfo, { ...secondUserInfo, allowEdit: false }],
  ApplicantDtls: [
    {
      OrderNumber: 1, IDNumber: 'S1234567D', Person_Name: 'Tan Ah Kow', TitleCode: 'Mr', MaritalStatusCode: '2', MarStatusDesp: 'Married',
      CountryOfResidenceCode: 'SG', CountryOfResidenceDesc: 'Singapore', MobileNumber: '91234567', Email_Address: 'tan@example.sg',
      isJointContributerForMortgageLoan: 'NO',
    },
    { OrderNumber: 2, IDNumber: 'S7654321B', Person_Name: 'Lim Mei Ling', MobileNumber: '87654321', Email_Address: 'lim@example.sg' },
  ],
  AccountDetails: { Disbursement_Branch_Desc: 'Raffles Place', Disbursement_Branch_Account_No: '1234567890' },
  Declarations: { applicantDeclare: true },
  PropertyDetails: null,
};

const property: NonNullable<PreviewForm['PropertyDetails']> = {
  TypeOfFinance: 'NEW_PURCHASE', TypeOfFinanceDescription: 'New Purchase', LatestOutstandingLoanAmt: '', Purpose: 'IS_FOR_BIZ_OPER',
  PurposeDescription: 'For business operations', PropertyInMind: 'Y', PropertyType: 'COMM', PropertyTypeDescription: 'Commercial',
  PurchasePrice: 1200000, AddressType: 'D', Postal_Code: '018989', Block_Number: '1', Street_Name: 'Raffles Place', Storey_Number: '10',
  Unit_Number: '01', Building_Name: '', IsLeaseHold: 'Y', OriginalLeaseHold: '99', isActiveBizAcctWithOtherBanks: 'Y',
  IsSixMonthsBankBalWithBank: 'Y',
  BankBalanceDetails: [{ bankName: 'OTHER1', bankNameDescription: 'Other Bank One', accountNumber: '555-1', currency: 'SGD', sixMonthsBalanceAmt: '25000.00' }],
  MonthlyDebtCommitments: [{ LoanProductType: 'TERM_LOAN', LoanProductTypeDescription: 'Term Loan', NumberOfBanks: 'ONEBANK', NumberOfBanksDescription: 'One bank', Amount: 3000 }],
  LatestAnnualIntrestExpense: '1000.00', LatestAnnualIntrestExpenseCurrency: 'SGD', LatestAnnualDepreciationOrAmortisationAmt: '500.00',
  LatestAnnualDepreciationOrAmortisationAmtCurrency: 'USD',
};

const renderPreview = (preview: PreviewForm = complete, extra: Partial<JourneyContext> = {}) =>
  renderJourney(<Preview />, { value: { application: { preview: 'reviewing' } }, context: { preview, ...extra } });

/** A user who came back through Welcome as applicant 2. */
const asSecondUser = { lookup: { option: 'Resume' as const, uen: 'x', nric: 'S7654321B', result: null }, flags: { ...initialContext().flags, lookupOption: 'Resume' as const, firstUser: false } };

const sectionTitles = () => [...document.querySelectorAll('details.section > summary')].map((s) => s.textContent);
const editButtons = () => screen.queryAllByRole('button', { name: /^Edit / });
const submit = () => screen.getByRole('button', { name: 'Submit' });
const terms = () => screen.getByRole('checkbox');
/** An address shows one line under another, as on an envelope. */
const addressLines = (testId: string) => [...screen.getByTestId(testId).querySelectorAll('.address-line')].map((l) => l.textContent);

describe('Preview: the application summary (spec 2, 2.3)', () => {
  it('shows the title and every section of the Online product, with values in SGD', () => {
    renderPreview();
    expect(screen.getByRole('heading', { level: 1, name: 'SME e-Financing Application Summary' })).toBeTruthy();
    expect(sectionTitles()).toEqual([
      'Financing Type and Product', 'Financing Details', 'Company Details', 'Financial Highlights', 'Issued Capital and Former Business Name',
      'Applicant 1: Tan Ah Kow', 'Applicant 2: Lim Mei Ling', 'Bank Account',
    ]);
    expect(screen.getByTestId('summary-amount').textContent).toBe('SGD 100,000.00');
    expect(screen.getByTestId('summary-revenue').textContent).toBe('SGD 1,500,000.00');
    expect(screen.getByTestId('summary-capital').textContent).toBe('SGD 500,000.00');
    expect(screen.getByTestId('summary-former-name').textContent).toBe('OLD NAME PTE. LTD.');
    expect(addressLines('summary-mailing-address')).toEqual(['PO Box 1234', 'Tanjong Pagar', 'Singapore 912345']);
    // The current user's ID in full, others masked to the last 4.
    expect(within(screen.getByTestId('summary-applicant-1')).getByText('S1234567D')).toBeTruthy();
    expect(within(screen.getByTestId('summary-applicant-2')).getByText('*****321B')).toBeTruthy();
    expect(screen.queryByTestId('summary-property')).toBeNull();
  });

  it.each([
    ['Online', '', ['summary-amount', 'summary-tenure', 'summary-instalment']],
    ['Personalised', '', ['summary-amount']],
    ['AIP', 'Y', ['summary-amount']],
    ['AIP', 'N', []],
  ] as const)('shows the financing figures the %s product (Option to Purchase %j) has, and no others', (product, otp, shown) => {
    renderPreview({ ...complete, Request_Form: { ...complete.Request_Form, FinancingProduct: product, IsExistingOTPAvailable: otp } });
    const figures = ['summary-amount', 'summary-tenure', 'summary-instalment'].filter((id) => screen.queryByTestId(id));
    expect(figures).toEqual(shown);
    expect(screen.queryByText(/p\.a\./) !== null).toBe(product === 'Online');
  });

  it('shows the property section with the balance and commitment tables for a property product, and no bank account', () => {
    renderPreview({ ...complete, Request_Form: { ...complete.Request_Form, FinancingProduct: 'AIP', Property: 'Y' }, AccountDetails: null, PropertyDetails: property });
    expect(sectionTitles()).toContain('Property Details');
    expect(sectionTitles()).not.toContain('Bank Account');
    const p = screen.getByTestId('summary-property');
    expect(within(p).getByText('New Purchase')).toBeTruthy();
    expect(within(p).getByText('SGD 1,200,000.00')).toBeTruthy();
    expect(within(p).getByText('Leasehold 99')).toBeTruthy();
    expect(within(p).getByText('USD 500.00')).toBeTruthy();
    expect(addressLines('summary-property-address')).toEqual(['1 Raffles Place', '#10-01', 'Singapore 018989']);
    const balances = screen.getByTestId('summary-balances') as HTMLTableElement;
    expect([...balances.tBodies[0].rows[0].cells].map((c) => c.textContent)).toEqual(['Other Bank One', '555-1', 'SGD', 'SGD 25,000.00']);
    const commitments = screen.getByTestId('summary-commitments') as HTMLTableElement;
    expect([...commitments.tBodies[0].rows[0].cells].map((c) => c.textContent)).toEqual(['Term Loan', 'One bank', 'SGD 3,000.00']);
    expect(screen.getByTestId('summary-purpose').textContent).toBe('Property');
  });

  it('shows the property section empty while nothing was saved', () => {
    renderPreview({ ...complete, Request_Form: { ...complete.Request_Form, FinancingProduct: 'Personalised', Property: 'Y' } });
    expect(within(screen.getByTestId('summary-balances')).getByText('No entries')).toBeTruthy();
  });

  describe('Edit buttons (spec 2, 2.3)', () => {
    it.each([
      ['Financing Type and Product', 'financing'],
      ['Financing Details', 'financing'],
      ['Company Details', 'company'],
      ['Financial Highlights', 'company'],
      ['Applicant 2: Lim Mei Ling', 'persons'],
      ['Bank Account', 'account'],
    ])('Edit %s sends user.editSection %s', async (label, section) => {
      const user = setupUser();
      const h = renderPreview();
      await user.click(screen.getByRole('button', { name: `Edit ${label}` }));
      expect(h.events).toEqual([{ type: 'user.editSection', section }]);
    });

    it('Edit property details sends the property section', async () => {
      const user = setupUser();
      const aip = { ...complete, Request_Form: { ...complete.Request_Form, FinancingProduct: 'AIP' as const, Property: 'Y' as const }, PropertyDetails: property };
      // The chart opens the property step only for a product that has one: no button otherwise.
      renderPreview(aip);
      expect(screen.queryByRole('button', { name: 'Edit Property Details' })).toBeNull();
      cleanup();
      const h = renderPreview(aip, { flags: { ...initialContext().flags, product: 'AIP', propertyStep: true } });
      await user.click(screen.getByRole('button', { name: 'Edit Property Details' }));
      expect(h.events).toEqual([{ type: 'user.editSection', section: 'property' }]);
    });

    describe("the property tables' rows (spec 2, 2.3: Edit and Remove)", () => {
      const aip = (p = property) => ({ ...complete, Request_Form: { ...complete.Request_Form, FinancingProduct: 'AIP' as const, Property: 'Y' as const }, PropertyDetails: p });
      const aipFlags = { flags: { ...initialContext().flags, product: 'AIP' as const, propertyStep: true } };
      const twoBalances = {
        ...property,
        BankBalanceDetails: [...property.BankBalanceDetails!, { bankName: 'OTHER2', bankNameDescription: 'Other Bank Two', accountNumber: '777-2', currency: 'USD', sixMonthsBalanceAmt: '1000.00' }],
      };

      it('Remove sends the row by its keys; Edit opens the property step', async () => {
        const user = setupUser();
        const h = renderPreview(aip(twoBalances), aipFlags);
        await user.click(screen.getByRole('button', { name: 'Remove Other Bank Two 777-2' }));
        expect(h.events).toEqual([{ type: 'user.removePropertyRow', row: { list: 'balances', bankName: 'OTHER2', accountNumber: '777-2', currency: 'USD' } }]);
        expect(h.actor().getSnapshot().matches({ application: { preview: 'removingPropertyRow' } })).toBe(true);
      });

      it('Remove on a commitment sends its loan product type', async () => {
        const user = setupUser();
        const h = renderPreview(aip(), aipFlags);
        await user.click(screen.getByRole('button', { name: 'Remove Term Loan' }));
        expect(h.events).toEqual([{ type: 'user.removePropertyRow', row: { list: 'commitments', loanProductType: 'TERM_LOAN' } }]);
      });

      it('Edit on a row opens the property step from the summary', async () => {
        const user = setupUser();
        const h = renderPreview(aip(), aipFlags);
        await user.click(screen.getByRole('button', { name: 'Edit Term Loan' }));
        expect(h.events).toEqual([{ type: 'user.editSection', section: 'property' }]);
      });

      it('keeps the last balance while the applicant banks elsewhere: Edit only', () => {
        renderPreview(aip(), aipFlags);
        expect(screen.getByRole('button', { name: 'Edit Other Bank One 555-1' })).toBeTruthy();
        expect(screen.queryByRole('button', { name: 'Remove Other Bank One 555-1' })).toBeNull();
      });

      it('offers no row actions to another authorised person', () => {
        renderPreview(aip(twoBalances), { ...aipFlags, flags: { ...aipFlags.flags, firstUser: false } });
        expect(within(screen.getByTestId('summary-balances')).queryAllByRole('button')).toEqual([]);
        expect(within(screen.getByTestId('summary-commitments')).queryAllByRole('button')).toEqual([]);
      });
    });

    it('the declarations link sends the declarations section', async () => {
      const user = setupUser();
      const h = renderPreview();
      await user.click(screen.getByRole('button', { name: 'View the declarations' }));
      expect(h.events).toEqual([{ type: 'user.editSection', section: 'declarations' }]);
    });

    it('are hidden for another person unless their record allows editing', () => {
      renderPreview(complete, asSecondUser);
      expect(editButtons()).toHaveLength(0);
      cleanup();
      renderPreview({ ...complete, ApplicantsDtlsMyInfo: [firstUserInfo, { ...secondUserInfo, allowEdit: true }] }, asSecondUser);
      // Only their own details: the application's sections are the first user's (spec 3, 6).
      expect(editButtons().length).toBeGreaterThan(0);
      expect(new Set(editButtons().map((b) => b.getAttribute('data-edit-section')))).toEqual(new Set(['persons']));
    });

    it('show for a first user: one per section', () => {
      renderPreview();
      expect(editButtons()).toHaveLength(7);
    });
  });

  describe('Submit (spec 2, 4 and 5)', () => {
    it('a complete summary with the terms ticked sends user.submitPreview', async () => {
      const user = setupUser();
      const h = renderPreview();
      await user.click(terms());
      await user.click(submit());
      await waitFor(() => expect(h.events).toEqual([{ type: 'user.submitPreview' }]));
      expect(screen.queryByTestId('summary-errors')).toBeNull();
    });

    it('lists every missing field for a first user and sends nothing', async () => {
      const user = setupUser();
      const missing: PreviewForm = {
        ...complete,
        RegBizMailAddr: { ...complete.RegBizMailAddr!, Box_Number: '' },
        ApplicantDtls: [{ ...complete.ApplicantDtls[0], TitleCode: '' }, { ...complete.ApplicantDtls[1], Email_Address: '' }],
        AccountDetails: null,
      };
      const h = renderPreview(missing);
      await user.click(terms());
      await user.click(submit());
      const items = within(screen.getByTestId('summary-errors')).getAllByRole('listitem').map((li) => li.textContent);
      expect(items).toEqual([
        'PO Box No. is required field. Please click edit button to update the form.',
        'Preferred Disbursement Branch is required field. Please click edit button to update the form.',
        'Applicant 1 Title is required field. Please click edit button to update the form.',
        'Applicant 2 Email Address is required field. Please click edit button to update the form.',
      ]);
      expect(h.events).toEqual([]);
    });

    it('asks a first user for the terms checkbox in the same list', async () => {
      const user = setupUser();
      const h = renderPreview();
      await user.click(submit());
      // The terms box has no edit button: the message says to tick it.
      expect(within(screen.getByTestId('summary-errors')).getByRole('listitem').textContent).toBe('Please tick the checkbox to accept the terms before you submit.');
      expect(h.events).toEqual([]);
    });

    it('checks only the terms for another person', async () => {
      const user = setupUser();
      const h = renderPreview({ ...complete, AccountDetails: null }, asSecondUser);
      await user.click(submit());
      expect(within(screen.getByTestId('summary-errors')).getByRole('listitem').textContent).toBe('Please tick the checkbox to accept the terms before you submit.');
      // The summary takes the focus; its link moves it to the checkbox, where the message stands too.
      await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('summary-errors')));
      await user.click(within(screen.getByTestId('summary-errors')).getByRole('link'));
      expect(document.activeElement).toBe(terms());
      expect(document.getElementById('terms-error')?.textContent).toBe('Please tick the checkbox to accept the terms before you submit.');
      await user.click(terms());
      await user.click(submit());
      await waitFor(() => expect(h.events).toEqual([{ type: 'user.submitPreview' }]));
    });
  });
});
