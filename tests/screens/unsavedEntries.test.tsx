// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import NSPersonDetails from '../../screens/NSPersonDetails/NSPersonDetails';
import { leaveTo, pageExits } from '../../src/ui/pageExits';
import { persons } from './fixtures';
import { renderJourney } from './journeyHarness';
import { setupUser } from '../setup/user';

const assign = pageExits.assign;
afterEach(() => {
  cleanup();
  pageExits.assign = assign;
  pageExits.leaving = false;
  sessionStorage.clear();
  localStorage.clear();
});

/** What the browser asks before it unloads the page (a reload, closing the tab, another address): true when the page asks to stay. */
const unloadIsQuestioned = (): boolean => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));

const renderStep = () => renderJourney(<NSPersonDetails />, { value: { application: { personDetails: 'editing' } }, context: { persons } });
const mobile = () => document.getElementById('applicants.0.MobileNumber') as HTMLInputElement;

/**
 * Issue 34 item 10: a reload loses what the current step's form holds and is not saved yet, so the
 * browser warns first (beforeunload) while there is any, and never when there is none. Nothing typed is
 * kept in the browser's storage.
 */
describe("leaving a step's form with entries not saved", () => {
  it('is not questioned while nothing was typed', () => {
    renderStep();
    expect(screen.getByRole('heading', { level: 1, name: 'Personal Details' })).toBeTruthy();
    expect(unloadIsQuestioned()).toBe(false);
  });

  it('is questioned once something was typed, and no longer once it is undone', async () => {
    const user = setupUser();
    renderStep();
    await user.type(mobile(), '91234567');
    expect(unloadIsQuestioned()).toBe(true);
    await user.clear(mobile());
    expect(unloadIsQuestioned()).toBe(false);
  });

  it('keeps nothing typed in the browser storage', async () => {
    const user = setupUser();
    renderStep();
    await user.type(mobile(), '91234567');
    const stored = [sessionStorage, localStorage].flatMap((s) => Object.keys(s).map((k) => s.getItem(k) ?? ''));
    expect(stored.some((v) => v.includes('91234567'))).toBe(false);
  });

  it('is not questioned when the app itself leaves (sign out, CLOSE, a link out)', async () => {
    const user = setupUser();
    renderStep();
    await user.type(mobile(), '91234567');
    pageExits.assign = () => undefined;
    leaveTo('https://example.com/');
    expect(unloadIsQuestioned()).toBe(false);
  });

  it('is not questioned once the step has gone', async () => {
    const user = setupUser();
    const h = renderStep();
    await user.type(mobile(), '91234567');
    h.unmount();
    expect(unloadIsQuestioned()).toBe(false);
  });
});
