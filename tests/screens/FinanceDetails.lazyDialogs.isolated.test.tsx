// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import FinanceDetails from '../../screens/FinanceDetails/FinanceDetails';
import { renderJourney } from './journeyHarness';

afterEach(cleanup);

/**
 * The declaration pop-ups of the start page load after their state is entered. Until one shows, the page
 * behind it must not take a press (a press meant for the pop-up would land on a product card or the
 * browser's Back): the please-wait overlay covers it. Isolated: each pop-up's module is loaded for the first
 * time here, so its loading is seen.
 */
describe('FinanceDetails: a declaration pop-up still loading', () => {
  it('the identity consent: please wait covers the page until the pop-up shows', async () => {
    renderJourney(<FinanceDetails />, { value: { application: { financeDetails: 'consent' } }, context: {} });
    expect(screen.getByTestId('please-wait').textContent).toBe('Please wait...');
    expect(screen.queryByRole('dialog')).toBeNull();
    await screen.findByRole('dialog', { name: 'Retrieve your information with Myinfo' });
    expect(screen.queryByTestId('please-wait')).toBeNull();
  });

  it('the Enterprise Financing Scheme declaration: please wait covers the page until the pop-up shows', async () => {
    renderJourney(<FinanceDetails />, { value: { application: { financeDetails: 'schemeDeclaration' } }, context: {} });
    expect(screen.getByTestId('please-wait').textContent).toBe('Please wait...');
    await screen.findByRole('dialog', { name: 'Enterprise Financing Scheme declaration' });
    expect(screen.queryByTestId('please-wait')).toBeNull();
  });
});
