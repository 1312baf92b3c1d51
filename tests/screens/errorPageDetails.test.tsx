// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InvalidDirectors, InvalidEntity, InvalidOTP } from '../../screens/Outcomes/Outcomes';
import { configureApi } from '../../services/http';
import { renderIdentityReturn } from './identityReturn';
import { renderJourney } from './journeyHarness';
import { setupUser } from '../setup/user';
import { standInPageExits } from './pageExits';
import { config } from '../../src/config';

const exits = standInPageExits();

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
  configureApi({ apiBase: '' });
});

describe('M27 on InvalidDirectors (spec 2, 8)', () => {
  it("lists the passed check 'incorporated in Singapore' and the failed check on up to 10 Singaporeans/PRs, by word", () => {
    renderJourney(<InvalidDirectors />, { value: { outcomes: 'invalidDirectors' }, context: { errorType: 'M27' } });
    const list = screen.getByRole('list', { name: 'Eligibility checks' });
    // What a screen reader reads: the word, then the check; the sign beside it is hidden from it.
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent?.replace(/^[✓✗]/, ''))).toEqual([
      'Passed: incorporated in Singapore',
      'Failed: up to 10 Singaporeans/PRs partners, owners, directors, shareholders',
    ]);
    for (const sign of list.querySelectorAll('.check-sign')) expect(sign.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows no checks for another code', () => {
    renderJourney(<InvalidDirectors />, { value: { outcomes: 'invalidDirectors' }, context: { errorType: 'M10' } });
    expect(screen.queryByRole('list')).toBeNull();
  });
});

describe('1010 on InvalidDirectors (spec 2, 4 step 6: 1010, M10 and M27 are invalid directors)', () => {
  it("says the M10 row's business with up to 5 persons requirement, not the unknown-code message", () => {
    renderJourney(<InvalidDirectors />, { value: { outcomes: 'invalidDirectors' }, context: { errorType: '1010' } });
    const message = screen.getByTestId('error-message').textContent;
    expect(message).toMatch(/up to 5 partners, owners, directors or shareholders/);
    expect(message).not.toMatch(/Error code/);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Back to home']);
  });
});

describe('M02 lists the missing fields (spec 2, 8 "M02 plus field list")', () => {
  it('carries the bank’s list from Validate through the chart to InvalidEntity', async () => {
    // The sandbox's answer for SEAH HUI MIN (tests/server/missingIdentityData.test.ts).
    const validate = { isSucess: true, model: { code: 'M02', missingFields: ['Nationality', 'Residency Status', 'Registered Address Block / House No.'] } };
    const h = renderIdentityReturn(<InvalidEntity />, validate);
    h.actor().send({ type: 'user.confirmIdentity', code: 'S7623451E' });
    await waitFor(() => expect(h.actor().getSnapshot().value).toEqual({ outcomes: 'invalidEntity' }));
    expect(screen.getByTestId('error-message').textContent).toMatch(/missing from your Myinfo profile/);
    const list = screen.getByRole('list', { name: 'Missing from your Myinfo profile:' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Nationality',
      'Residency Status',
      'Registered Address Block / House No.',
    ]);
  });

  it('forgets the list when the journey starts again', async () => {
    const user = setupUser();
    const h = renderJourney(<InvalidEntity />, { value: { outcomes: 'invalidEntity' }, context: { errorType: 'M02', missingFields: ['Race'] } });
    expect(screen.getByRole('listitem').textContent).toBe('Race');
    await user.click(screen.getByRole('button', { name: 'Back to home' }));
    expect(h.actor().getSnapshot().context.missingFields).toEqual([]);
  });
});

describe('InvalidOTP (spec 2, 2.5: a \'Get in touch\' button; spec 2, 8: Get in Touch comes with Cancel)', () => {
  // Cancel ends the session as CLOSE does: tests/screens/InvalidOTP.test.tsx.
  it('Get in touch opens the bank link getInTouchLink and does not restart the journey', async () => {
    const user = setupUser();
    const h = renderJourney(<InvalidOTP />, { value: { outcomes: 'invalidOtp' }, context: {} });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Cancel', 'Get in touch']);
    await user.click(screen.getByRole('button', { name: 'Get in touch' }));
    expect(exits.assign.mock.calls).toEqual([[config.getInTouchLink]]);
    expect(h.events).toEqual([]);
  });
});
