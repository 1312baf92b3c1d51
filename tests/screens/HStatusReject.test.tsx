// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import HStatusReject from '../../screens/HStatusReject/HStatusReject';
import { renderJourney } from './journeyHarness';
import { expectDetails, statusOf } from './statusFixtures';
import { setupUser } from '../setup/user';
import { standInPageExits } from './pageExits';
import { config } from '../../src/config';

const exits = standInPageExits();

const dd = (testId: string) => screen.getByTestId(testId).textContent;
const render = (over: Parameters<typeof statusOf>[0]) => renderJourney(<HStatusReject />, { value: { afterSubmission: 'hStatusReject' }, context: { status: statusOf({ ProductType: 'PBF', ...over }) } });

afterEach(cleanup);

const RJ =
  'We regret to inform you that your application is unsuccessful. You may reapply immediately with a property loan, or 12 months from 01-03-2026 without a property loan.';
const ARJ = 'We regret to inform you that your application is unsuccessful. You may reapply immediately.';
const UM = 'We are unable to process your application online. Our sales personnel will be in touch with you within 2 business days.';
const GENERIC = 'We regret to inform you that your application is unsuccessful.';

describe('HStatusReject (spec 2, 2.16; spec 3, 2 "Rejected page")', () => {
  it.each([
    ['RJ', true, RJ],
    ['HRJ', true, RJ],
    ['ARJ', true, ARJ],
    ['UM', false, UM],
    ['HUM', false, UM],
    ['HAB', true, GENERIC],
    ['XYZ', true, GENERIC],
  ])('%s: its message; amount shown: %s', (code, amountShown, message) => {
    render({ ApplicationProgress: code, StatusCreatedDate: '01-03-2026' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Oops!');
    expect(dd('reject-message')).toBe(message);
    expect(screen.queryByTestId('amount') !== null).toBe(amountShown);
    if (amountShown) expect(dd('amount')).toBe('SGD 100,000.00');
  });

  it('RJ without a status date still reads', () => {
    render({ ApplicationProgress: 'RJ', StatusCreatedDate: '' });
    expect(dd('reject-message')).toContain('12 months from the date of this decision without a property loan.');
  });

  it('RJ with an ISO status date shows it as dd-mm-yyyy', () => {
    render({ ApplicationProgress: 'RJ', StatusCreatedDate: '2026-03-01' });
    expect(dd('reject-message')).toBe(RJ);
  });

  it('shows application number, UEN, facility, financing type, purposes, combined applications and the submission date', () => {
    render({ ApplicationProgress: 'HRJ', WCL: 'Y', GAS: 'Y', FXDeskServices: 'Y' });
    expectDetails({
      'application-number': 'SME20261122000001',
      uen: '201912345K',
      facility: 'Business Term Loan',
      'financing-type': 'Conventional',
      purpose: 'Working Capital, Government Assistance Scheme',
      combined: 'FX Desk Services',
      date: '22-11-2026',
    });
    expect(screen.getByText('Submission Date')).toBeTruthy();
  });

  it('AIP: the purpose is Property; no combined application reads Not Applicable', () => {
    render({ ApplicationProgress: 'ARJ', ProductType: 'AIP', WCL: 'Y' });
    expect(dd('purpose')).toBe('Property');
    expect(dd('combined')).toBe('Not Applicable');
  });

  it('Back To Home restarts and leaves for the home page', async () => {
    const user = setupUser();
    const h = render({ ApplicationProgress: 'HRJ' });
    await user.click(screen.getByRole('button', { name: 'Back To Home' }));
    expect(h.events).toEqual([{ type: 'user.restart' }]);
    expect(exits.assign.mock.calls).toEqual([[config.homeLink]]);
  });
});
