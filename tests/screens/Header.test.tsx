// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../services/http';
import { config } from '../../config';
import { Header } from '../../app/Header';
import { leaveTo } from '../../app/navigate';
import { renderJourney } from './journeyHarness';
import { stubBank } from './sessionBank';

vi.mock('../../app/navigate', () => ({ leaveTo: vi.fn() }));

beforeEach(() => {
  sessionStorage.clear();
  configureApi({ apiBase: 'http://bank.test' });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(leaveTo).mockClear();
});

const journeyKeys = () => Object.keys(sessionStorage).filter((k) => k.startsWith('sme-journey:'));

describe('CLOSE (spec 1, 2.5) ends the session at the bank too', () => {
  it('sends DELETE /api/Security with the chart\'s token, able to outlive the page, then clears the session and leaves', () => {
    const sent = stubBank(() => ({ status: 204 }));
    sessionStorage.setItem('sme-journey:abc', '{}');
    renderJourney(<Header />, { value: { financeDetails: 'editing' }, context: { token: 'tok-close' } });
    fireEvent.click(screen.getByRole('button', { name: 'CLOSE' }));
    expect(sent).toEqual([{ url: '/api/Security', method: 'DELETE', authorization: 'Bearer tok-close', keepalive: true }]);
    expect(journeyKeys()).toEqual([]);
    expect(leaveTo).toHaveBeenCalledWith(config.cancelLink);
  });

  it('never holds the user up: the bank unreachable, CLOSE still clears and leaves, with no unhandled failure', async () => {
    const sent = stubBank(() => 'offline');
    sessionStorage.setItem('sme-journey:abc', '{}');
    renderJourney(<Header />, { value: { financeDetails: 'editing' }, context: { token: 'tok-close' } });
    fireEvent.click(screen.getByRole('button', { name: 'CLOSE' }));
    expect(sent).toHaveLength(1);
    expect(journeyKeys()).toEqual([]);
    expect(leaveTo).toHaveBeenCalledWith(config.cancelLink);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it('without a token yet (still booting) sends nothing and still leaves', () => {
    const sent = stubBank(() => ({ status: 204 }));
    renderJourney(<Header />, { value: 'booting', context: { token: null } });
    fireEvent.click(screen.getByRole('button', { name: 'CLOSE' }));
    expect(sent).toEqual([]);
    expect(leaveTo).toHaveBeenCalledWith(config.cancelLink);
  });
});
