// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import HSubmitDetails from '../../screens/HSubmitDetails/HSubmitDetails';
import StatusComplete from '../../screens/StatusComplete/StatusComplete';
import { renderJourney } from './journeyHarness';
import { statusOf } from './statusFixtures';

afterEach(cleanup);

const shown = (testId: string) => screen.queryByTestId(testId)?.textContent ?? null;
const noZeros = () => expect(document.body.textContent).not.toMatch(/\b0 years|SGD 0\.00|\b0% p\.a\./);

/**
 * Spec 2, 2.8: a status page shows the bank's figures. Where the bank gives none (null: a product other
 * than Online quotes no tenure, rate or instalment; an AIP without an Option to Purchase has no amount),
 * the line is left out rather than shown as a zero.
 */
describe('status pages show only the figures the bank gives', () => {
  it('an AIP without an Option to Purchase: no amount, tenure, instalment or rate', () => {
    const status = statusOf({ ProductType: 'AIP', Property: 'Y', isExistingOTPAvailable: 'N', Amount: null, Tenure: null, InterestRate: null, Instalment: null });
    renderJourney(<HSubmitDetails />, { value: { afterSubmission: { hSubmitDetails: 'shown' } }, context: { status } });
    expect([shown('amount'), shown('tenure'), shown('instalment'), shown('rate')]).toEqual([null, null, null, null]);
    expect(shown('application-number')).toBe('SME20261122000001');
    noZeros();
  });

  it('a personalised application: its amount only', () => {
    const status = statusOf({ ProductType: 'PBF', WCL: 'Y', Amount: 500000, Tenure: null, InterestRate: null, Instalment: null });
    renderJourney(<HSubmitDetails />, { value: { afterSubmission: { hSubmitDetails: 'shown' } }, context: { status } });
    expect([shown('amount'), shown('tenure'), shown('instalment'), shown('rate')]).toEqual(['SGD 500,000.00', null, null, null]);
    noZeros();
  });

  it('an online application: all four', () => {
    renderJourney(<StatusComplete />, { value: { afterSubmission: { statusComplete: 'shown' } }, context: { status: statusOf() } });
    expect([shown('amount'), shown('tenure'), shown('instalment'), shown('rate')]).toEqual(['SGD 100,000.00', '5 years', 'SGD 2,124.70', '10% p.a.']);
  });
});
