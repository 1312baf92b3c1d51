// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { features, type Features } from '../../src/config/features';
import type { StatusLookupResult } from '../../src/contract';
import { samplePreview } from '../../src/analysis/eventSamples';
import AccountDetails from '../../screens/AccountDetails/AccountDetails';
import Preview from '../../screens/Preview/Preview';
import Welcome from '../../screens/Welcome/Welcome';
import { accounts } from './fixtures';
import { renderJourney } from './journeyHarness';
import { setupUser } from '../setup/user';

/* Spec 3, 9: what the applicant sees under each setting of the OTP API and account-check switches. */

afterEach(cleanup);

const switches = (over: Partial<Features>): Features => ({ ...features, ...over });
const SENT_AT = '2026-03-02T02:00:00.000Z';
const OTP_API_OFF = 'Test environment: no SMS is sent. Enter any 6 digits to continue.';

const found: StatusLookupResult = {
  referenceNo: 'SME20260302000001', status: 'SUBMITTED', isFirstUser: 'true', isContinue: 'false', moblileNo: '****4567',
  stateid: 'st-1', name: 'Tan Ah Kow', product: 'BTL', isAuthorisedPerson: 'Y',
};

describe('the OTP bar and the OTP API switch', () => {
  const onWelcome = (over: Partial<Features>) =>
    renderJourney(<Welcome captcha={false} />, {
      value: { returning: { welcome: { otp: 'waiting' } } },
      context: { features: switches(over), otpSentAt: SENT_AT, lookup: { option: 'Status', uen: '201912345K', nric: 'S1234567D', result: found } },
    });
  const onSummary = (over: Partial<Features>) =>
    renderJourney(<Preview />, { value: { application: { preview: { otp: 'waiting' } } }, context: { features: switches(over), otpSentAt: SENT_AT, preview: samplePreview } });

  it.each([
    ['Welcome', onWelcome],
    ['the summary', onSummary],
  ])('on %s, with the OTP API on: says where the code went, and nothing about a test environment', (_where, render) => {
    render({});
    expect(screen.getByTestId('otp-sent').textContent).toMatch(/^OTP has been sent to \+65 /);
    expect(screen.queryByText(OTP_API_OFF)).toBeNull();
  });

  it.each([
    ['Welcome', onWelcome],
    ['the summary', onSummary],
  ])('on %s, with the OTP API off: says no SMS is sent and any 6 digits will do, and claims no code was sent', async (_where, render) => {
    const user = setupUser();
    const h = render({ otpApi: false });
    expect(screen.getByTestId('otp-api-off').textContent).toBe(OTP_API_OFF);
    expect(screen.queryByTestId('otp-sent')).toBeNull();
    await user.type(document.getElementById('otp') as HTMLInputElement, '000000');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(h.events).toEqual([{ type: 'user.verifyOtp', otp: '000000' }]));
  });
});

describe('AccountDetails and the account-check switch', () => {
  const render = (over: Partial<Features>, accountNumbers: string[] | null, saved: Parameters<typeof accounts>[1] = null) =>
    renderJourney(<AccountDetails />, { value: { application: { accountDetails: 'editing' } }, context: { features: switches(over), accounts: accounts(accountNumbers, saved) } });

  it('on: the account is chosen from the list, there is no field to type it', () => {
    render({}, ['111', '222']);
    expect(screen.getByRole('combobox', { name: 'Preferred Disbursement Account' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Preferred Disbursement Account' })).toBeNull();
  });

  it('off: the applicant types the number; blank, short or non-digit numbers are refused, a number of digits is sent', async () => {
    const user = setupUser();
    const h = render({ accountCheck: false }, null);
    expect(screen.queryByRole('combobox', { name: 'Preferred Disbursement Account' })).toBeNull();
    expect(screen.queryByTestId('no-account')).toBeNull();
    const typed = screen.getByRole('textbox', { name: 'Preferred Disbursement Account' }) as HTMLInputElement;
    expect(typed.maxLength).toBe(80);
    await user.selectOptions(screen.getByLabelText('Preferred Disbursement Branch'), '001');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please enter your preferred disbursement account number.')).toBeTruthy();
    for (const bad of ['12345', '12345A7']) {
      await user.clear(typed);
      await user.type(typed, bad);
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(await screen.findByText('Input 6 to 80 digits, numbers only.')).toBeTruthy();
    }
    expect(h.events).toEqual([]);
    await user.clear(typed);
    await user.type(typed, '0123456789');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(h.events).toEqual([
        {
          type: 'user.submitAccount',
          values: { disbursement_Branch_Code: '001', disbursement_Branch_Desc: 'Raffles Place', disbursement_Branch_Account_No: '0123456789' },
        },
      ]),
    );
  });

  it('off: the number saved before is filled in', () => {
    render({ accountCheck: false }, null, { disbursement_Branch_Code: '001', disbursement_Branch_Desc: 'Raffles Place', disbursement_Branch_Account_No: '5012345678' });
    expect((screen.getByRole('textbox', { name: 'Preferred Disbursement Account' }) as HTMLInputElement).value).toBe('5012345678');
  });
});
