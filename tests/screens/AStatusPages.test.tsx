// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AipResponse } from '../../src/contract';
import AStatusApprovalDetails from '../../screens/AStatusApprovalDetails/AStatusApprovalDetails';
import AStatusInfoDetails from '../../screens/AStatusInfoDetails/AStatusInfoDetails';
import AStatusReject from '../../screens/AStatusReject/AStatusReject';
import { renderJourney } from './journeyHarness';
import { emptyAip, extrasOf, statusOf } from './statusFixtures';
import { setupUser } from '../setup/user';
import { standInPageExits } from './pageExits';

standInPageExits();

const dd = (testId: string) => screen.getByTestId(testId).textContent;
const aipStatus = (over: Parameters<typeof statusOf>[0] = {}) =>
  statusOf({ ProductType: 'AIP', isExistingOTPAvailable: 'N', Facility: 'Property Loan', Amount: 2500000, ...over });

/** Each table as [caption, header row, body rows]. */
const tables = () =>
  screen.queryAllByRole('table').map((t) => [
    t.querySelector('caption')?.textContent,
    [...t.querySelectorAll('thead th')].map((th) => `${th.textContent}|${th.getAttribute('scope')}`),
    [...t.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent)),
  ]);

afterEach(cleanup);

describe('AStatusInfoDetails (LAP, spec 3, 2 "AIP pending page")', () => {
  it('title, details, combined products listed by title, AIP expiry, Save this PDF, Print this, assistance e-mail', () => {
    renderJourney(<AStatusInfoDetails />, {
      value: { afterSubmission: 'aStatusInfoDetails' },
      context: {
        status: aipStatus({ ApplicationProgress: 'LAP', ExpiryDate: '21-12-2026', MYCurrentAccount: 'Y', SMEStartDigital: 'Y' }),
        statusExtras: extrasOf({ property: { PropertyAddress: '1 Raffles Place #10-01 Singapore 048616', PropertyInMind: 'Y' } }),
      },
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your Approval In-Principle is Approved');
    expect(dd('purpose')).toBe('Property');
    expect(dd('amount')).toBe('SGD 2,500,000.00');
    expect(dd('property-address')).toBe('1 Raffles Place #10-01 Singapore 048616');
    expect(within(screen.getByTestId('combined')).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Current Account',
      'Digital SME Starter Solution',
    ]);
    expect(dd('aip-expiry')).toBe('21-12-2026');
    expect(screen.getByRole('button', { name: 'Save this PDF' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print this' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back To Home' })).toBeTruthy();
    const mail = within(screen.getByTestId('support-email')).getByRole('link');
    expect(mail.getAttribute('href')).toMatch(/^mailto:/);
    expect(dd('support-email')).toMatch(/^For assistance, please e-mail us at .+@.+\.$/);
  });

  it('no expiry date: plain words, not a dash; no combined products: Not Applicable', () => {
    renderJourney(<AStatusInfoDetails />, { value: { afterSubmission: 'aStatusInfoDetails' }, context: { status: aipStatus({ ApplicationProgress: 'LAP' }), statusExtras: extrasOf() } });
    expect(dd('aip-expiry')).toBe('Not set yet');
    expect(dd('combined')).toBe('Not Applicable');
    expect(screen.queryByTestId('property-address')).toBeNull();
  });

  it("the property's address reads as on an envelope: the bank's comma-separated parts one under another", () => {
    renderJourney(<AStatusInfoDetails />, {
      value: { afterSubmission: 'aStatusInfoDetails' },
      context: { status: aipStatus({ ApplicationProgress: 'LAP' }), statusExtras: extrasOf({ property: { PropertyAddress: '10 UBI CRESCENT, UBI TECHPARK, SINGAPORE 408564', PropertyInMind: 'Y' } }) },
    });
    expect([...screen.getByTestId('property-address').querySelectorAll('.address-line')].map((l) => l.textContent)).toEqual(['10 UBI CRESCENT', 'UBI TECHPARK', 'SINGAPORE 408564']);
  });
});

describe('AStatusApprovalDetails (AAP, ALP, spec 3, 2 "AIP approved page")', () => {
  const render = (aip: AipResponse | null, over: Parameters<typeof statusOf>[0] = {}, documents = extrasOf().documents) =>
    renderJourney(<AStatusApprovalDetails />, {
      value: { afterSubmission: 'aStatusApprovalDetails' },
      context: { status: aipStatus({ ApplicationProgress: 'AAP', ...over }), statusExtras: extrasOf({ aip, documents }) },
    });
  const HEAD = ['Maximum Tenure|col', 'Maximum Loan Amount|col'];

  it('leasehold with JTC amounts: two tables, JTC and non-JTC', () => {
    render({ ...emptyAip, maxCIPAIPLoanAmtJTCLeasehold: 1200000, TenureJTCLeasehold: 20, maxCIPAIPLoanAmtNonJTCLeasehold: 2000000, TenureNonJTCLeasehold: 30 });
    expect(screen.getByTestId('loan-offer').getAttribute('data-kind')).toBe('leasehold');
    expect(tables()).toEqual([
      ['JTC leasehold property', HEAD, [['Up to 20 years', 'Up to S$ 1,200,000']]],
      ['Non-JTC leasehold property', HEAD, [['Up to 30 years', 'Up to S$ 2,000,000']]],
    ]);
    expect(screen.getByRole('rowheader', { name: 'Up to 30 years' })).toBeTruthy();
  });

  it('leasehold without JTC amounts: one table', () => {
    render({ ...emptyAip, maxCIPAIPLoanAmtLeasehold: 1500000, TenureLeasehold: 25 });
    expect(tables()).toEqual([['Leasehold property', HEAD, [['Up to 25 years', 'Up to S$ 1,500,000']]]]);
  });

  it('only freehold amounts: the freehold table', () => {
    render({ ...emptyAip, maxCIPAIPLoanAmtFreehold: 3000000, TenureFreehold: 30 });
    expect(tables()).toEqual([['Freehold property', HEAD, [['Up to 30 years', 'Up to S$ 3,000,000']]]]);
  });

  it('only no-property details: one row per pair', () => {
    render({ ...emptyAip, maxLoanDetailsNoProp: [{ loanTenure: 10, loanAmount: 500000 }, { loanTenure: 15, loanAmount: 800000 }] });
    expect(tables()).toEqual([
      ['Financing without property', HEAD, [['Up to 10 years', 'Up to S$ 500,000'], ['Up to 15 years', 'Up to S$ 800,000']]],
    ]);
  });

  it('no AIP response: no table, a note instead', () => {
    render(null);
    expect(tables()).toEqual([]);
    expect(screen.getByText('The loan offer details are not available yet. We will be in touch with you.')).toBeTruthy();
  });

  it('three document-status icons with text, the notes, and AAP asks for the Option to Purchase upload', async () => {
    const user = setupUser();
    const h = render(
      { ...emptyAip, maxCIPAIPLoanAmtFreehold: 3000000, TenureFreehold: 30 },
      {},
      { hasFinancialStatement: 'N', hasManagementAccount: 'Y', hasDraftAccount: 'N', hasBankStatement: 'N', hasOTP: 'N' },
    );
    expect(within(screen.getByTestId('document-status')).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '\u2714Financial Report: Received',
      '\u2716Bank Statement: Not received',
      '\u2716Option to Purchase: Not received',
    ]);
    expect(screen.getByTestId('document-financial').querySelector('[aria-hidden="true"]')).toBeTruthy();
    expect(dd('aip-next-step')).toBe('Please upload your Option to Purchase so that we can proceed with your application.');
    expect(within(screen.getByTestId('aip-notes')).getByText('This approval in-principle is not a loan offer.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save this PDF' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print this' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Upload documents' }));
    expect(h.events).toEqual([{ type: 'user.openUploads' }]);
  });

  it('ALP: processing, not the upload prompt', () => {
    render(null, { ApplicationProgress: 'ALP' });
    expect(dd('aip-next-step')).toBe('We are processing your application and will be in touch with you.');
    expect(within(screen.getByTestId('document-status')).getAllByRole('listitem').map((li) => li.textContent?.endsWith('Not received'))).toEqual([
      true,
      true,
      true,
    ]);
  });
});

describe('AStatusReject (AUM, AEX, spec 3, 2)', () => {
  it('AUM: unable to process, with the application details; Back To Home', () => {
    renderJourney(<AStatusReject />, { value: { afterSubmission: 'aStatusReject' }, context: { status: aipStatus({ ApplicationProgress: 'AUM' }), statusExtras: extrasOf() } });
    expect(dd('aip-reject-message')).toMatch(/unable to process your Approval In-Principle application online/);
    expect(dd('application-number')).toBe('SME20261122000001');
    expect(screen.getByRole('button', { name: 'Back To Home' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply Now' })).toBeNull();
  });

  it('AEX: expired, support mailbox, Apply Now restarts, phone line, branch locator in a new tab', async () => {
    const user = setupUser();
    const h = renderJourney(<AStatusReject />, { value: { afterSubmission: 'aStatusReject' }, context: { status: aipStatus({ ApplicationProgress: 'AEX' }), statusExtras: extrasOf() } });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your Approval In-Principle has expired');
    expect(within(screen.getByTestId('support-email')).getByRole('link').getAttribute('href')).toMatch(/^mailto:/);
    expect(dd('phone-contact')).toMatch(/^You may also call us at .+\.$/);
    const branch = screen.getByRole('link', { name: /Find a branch near you/ });
    expect(branch.getAttribute('target')).toBe('_blank');
    expect(branch.getAttribute('rel')).toContain('noopener');
    await user.click(screen.getByRole('button', { name: 'Apply Now' }));
    expect(h.events).toEqual([{ type: 'user.restart' }]);
  });
});
