// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../src/domain/messages';
import { ServiceError } from '../../services/errors';
import { setupUser } from '../setup/user';

/** The bank's token call: refused while `down`, counted either way. */
const bank = vi.hoisted(() => ({ down: true, calls: 0 }));
vi.mock('../../services/security', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../services/security')>()),
  fetchToken: async () => {
    bank.calls += 1;
    if (bank.down) throw new ServiceError('network', 'Failed to fetch');
    return { token: 'fresh-token', tokenExpirationDate: '2099-01-01T00:00:00Z' };
  },
}));

const { App } = await import('../../src/app/App');
const { setRouteNotice } = await import('../../src/app/routeNotice');

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  setRouteNotice(null);
  bank.down = true;
  bank.calls = 0;
});

const route = () => document.querySelector('main')?.getAttribute('data-route');

/**
 * Spec 2, 2.6 and 7: the status entry page fetches the token at its start; failure shows 'Service is not
 * available.' The page opened by its address (Welcome, or the resume e-mail link) is where that shows,
 * and Retry asks for the token again.
 */
describe('the token call fails on a page opened by its address', () => {
  it.each(['Welcome', 'ResumeApplication'])('%s: the failure shows there, and Retry fetches the token and opens the form', async (page) => {
    const user = setupUser();
    window.history.replaceState(null, '', `${import.meta.env.BASE_URL}${page}`);
    render(<App />);
    const popup = await screen.findByRole('alertdialog');
    expect(within(popup).getByText(messages.serviceNotAvailable)).toBeTruthy();
    expect(route()).toBe(page);
    expect(window.location.pathname).toBe(`${import.meta.env.BASE_URL}${page}`);
    expect(screen.queryByText(messages.pageNotAvailable)).toBeNull();
    expect(bank.calls).toBe(1);

    bank.down = false;
    await user.click(within(popup).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(bank.calls).toBe(2);
    expect(route()).toBe(page);
    expect(window.location.pathname).toBe(`${import.meta.env.BASE_URL}${page}`);
    expect(screen.getByRole('heading', { level: 1, name: messages.welcomeBack })).toBeTruthy();
    expect(screen.queryByText(messages.pageNotAvailable)).toBeNull();
  });

  it('the start page opened by its address keeps its own failure and Retry', async () => {
    const user = setupUser();
    window.history.replaceState(null, '', `${import.meta.env.BASE_URL}`);
    render(<App />);
    const popup = await screen.findByRole('alertdialog');
    expect(within(popup).getByText(messages.serviceNotAvailable)).toBeTruthy();
    expect(route()).toBe('FinanceDetails');
    bank.down = false;
    await user.click(within(popup).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(bank.calls).toBe(2);
    expect(route()).toBe('FinanceDetails');
  });
});
