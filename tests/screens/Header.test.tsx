// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '../../src/config';
import { messages } from '../../src/domain/messages';
import { Header } from '../../src/app/Header';
import { renderJourney } from './journeyHarness';
import { bankAtTestAddress, stubBank } from './sessionBank';
import { standInPageExits } from './pageExits';

const exits = standInPageExits();
bankAtTestAddress();

beforeEach(() => {
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const journeyKeys = () => Object.keys(sessionStorage).filter((k) => k.startsWith('sme-journey:'));

/** CLOSE, confirmed; the session chart ends the token at the bank, then the browser leaves. */
const closeAndConfirm = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'CLOSE' }));
  fireEvent.click(within(screen.getByRole('dialog', { name: messages.closeConfirmTitle })).getByRole('button', { name: messages.closeConfirmLeave }));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
};

describe('CLOSE asks before it leaves the application', () => {
  it('opens a confirmation: nothing is sent to the bank, nothing cleared, the user stays', () => {
    const sent = stubBank(() => ({ status: 204 }));
    sessionStorage.setItem('sme-journey:abc', '{}');
    renderJourney(<Header />, { value: { application: { financeDetails: 'editing' } }, context: { token: 'tok-close' } });
    fireEvent.click(screen.getByRole('button', { name: 'CLOSE' }));
    const dialog = screen.getByRole('dialog', { name: messages.closeConfirmTitle });
    expect(dialog.textContent).toContain(messages.closeConfirmBody);
    // Leaving loses the unsaved answers: the button that does it is set apart as destructive, keeping is not.
    expect(within(dialog).getByRole('button', { name: messages.closeConfirmLeave }).classList.contains('destructive')).toBe(true);
    expect(within(dialog).getByRole('button', { name: messages.closeConfirmKeep }).classList.contains('destructive')).toBe(false);
    expect(sent).toEqual([]);
    expect(journeyKeys()).toEqual(['sme-journey:abc']);
    expect(exits.assign).not.toHaveBeenCalled();
  });

  it('Continue my application closes the question and keeps the application as it was', () => {
    const sent = stubBank(() => ({ status: 204 }));
    sessionStorage.setItem('sme-journey:abc', '{}');
    renderJourney(<Header />, { value: { application: { financeDetails: 'editing' } }, context: { token: 'tok-close' } });
    fireEvent.click(screen.getByRole('button', { name: 'CLOSE' }));
    fireEvent.click(screen.getByRole('button', { name: messages.closeConfirmKeep }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'CLOSE' }));
    expect(sent).toEqual([]);
    expect(journeyKeys()).toEqual(['sme-journey:abc']);
    expect(exits.assign).not.toHaveBeenCalled();
  });
});

describe('CLOSE (spec 1, 2.5), once confirmed, ends the session at the bank too', () => {
  it('sends DELETE /api/Security with the chart\'s token, able to outlive the page, then clears the session and leaves', async () => {
    const sent = stubBank(() => ({ status: 204 }));
    sessionStorage.setItem('sme-journey:abc', '{}');
    renderJourney(<Header />, { value: { application: { financeDetails: 'editing' } }, context: { token: 'tok-close' } });
    await closeAndConfirm();
    expect(sent).toEqual([{ url: '/api/Security', method: 'DELETE', authorization: 'Bearer tok-close', keepalive: true }]);
    expect(journeyKeys()).toEqual([]);
    expect(exits.assign).toHaveBeenCalledWith(config.cancelLink);
  });

  it('never holds the user up: the bank unreachable, CLOSE still clears and leaves, with no unhandled failure', async () => {
    const sent = stubBank(() => 'offline');
    sessionStorage.setItem('sme-journey:abc', '{}');
    renderJourney(<Header />, { value: { application: { financeDetails: 'editing' } }, context: { token: 'tok-close' } });
    await closeAndConfirm();
    expect(sent).toHaveLength(1);
    expect(journeyKeys()).toEqual([]);
    expect(exits.assign).toHaveBeenCalledWith(config.cancelLink);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it('without a token yet (still booting) sends nothing and still leaves', async () => {
    const sent = stubBank(() => ({ status: 204 }));
    renderJourney(<Header />, { value: 'booting', context: { token: null } });
    await closeAndConfirm();
    expect(sent).toEqual([]);
    expect(exits.assign).toHaveBeenCalledWith(config.cancelLink);
  });
});
