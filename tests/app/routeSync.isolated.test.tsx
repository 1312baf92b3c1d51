// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, useNavigationType, type NavigateFunction } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Snapshot, StateValue } from 'xstate';
import { messages } from '../../src/domain/messages';
import { JourneyView } from '../../src/app/JourneyView';
import { RouteSync } from '../../src/app/RouteSync';
import { setRouteNotice } from '../../src/app/routeNotice';
import { routeOf } from '../../machines/routes';
import { renderJourney } from '../screens/journeyHarness';

afterEach(() => {
  cleanup();
  setRouteNotice(null);
});

/** What the browser shows and how it got there, and its Back, Forward and address bar. */
const browser = { path: '', navigationType: '', go: (() => undefined) as NavigateFunction };
function Browser() {
  browser.path = `${useLocation().pathname}${useLocation().search}`;
  browser.navigationType = useNavigationType();
  browser.go = useNavigate();
  return null;
}

/** An entry of the browser's history: its address and what the app kept in it. */
type Entry = string | { pathname: string; state: unknown };

/**
 * The app as the browser opens it, on the last of `entries` or the one `at` (the others are its history): the
 * chart restored in `value`, the URL kept in step with it. `view` renders the screens too.
 */
const openAt = (entries: Entry[], value: StateValue = { application: { financeDetails: 'editing' } }, { view = true, resume = vi.fn(), at = entries.length - 1 } = {}) => {
  const harness = renderJourney(
    <MemoryRouter initialEntries={entries} initialIndex={at}>
      <Browser />
      <RouteSync resume={resume} />
      {view && <JourneyView />}
    </MemoryRouter>,
    { value, context: {} },
  );
  return { ...harness, resume };
};

/** What the page says about the address: the journey-integrity notice (the loading line of a screen is no notice). */
const notices = () => [screen.getByTestId('route-notice').textContent].filter(Boolean);

describe('journey integrity: an address the chart refuses is put back, and the page says why', () => {
  it('a deep link to a later step of the form lands on the current step with a notice that it cannot be opened yet', async () => {
    const view = openAt(['/DeclarationsDetails']);
    await waitFor(() => expect(browser.path).toBe('/FinanceDetails'));
    expect(routeOf(view.actor().getSnapshot())).toBe('FinanceDetails');
    expect(notices()).toContain(messages.pageNotYet);
  });

  it('a deep link to a page the journey does not allow from here (a status page) says it is not available', async () => {
    openAt(['/StatusProgress']);
    await waitFor(() => expect(browser.path).toBe('/FinanceDetails'));
    expect(notices()).toContain(messages.pageNotAvailable);
  });

  it('an address typed while the journey runs gets the same notice, and it goes once the user moves on', async () => {
    const view = openAt(['/FinanceDetails']);
    await waitFor(() => expect(browser.path).toBe('/FinanceDetails'));
    expect(notices()).not.toContain(messages.pageNotYet);
    act(() => void browser.go('/Preview'));
    await waitFor(() => expect(browser.path).toBe('/FinanceDetails'));
    expect(notices()).toContain(messages.pageNotYet);
    act(() => view.actor().send({ type: 'user.openWelcome' }));
    await waitFor(() => expect(browser.path).toBe('/Welcome'));
    expect(notices()).not.toContain(messages.pageNotYet);
  });

  it('an address the chart takes (the Welcome deep link, the page the journey is on) shows no notice', async () => {
    const view = openAt(['/Welcome']);
    await waitFor(() => expect(browser.path).toBe('/Welcome'));
    expect(routeOf(view.actor().getSnapshot())).toBe('Welcome');
    expect(notices()).toEqual([]);
    cleanup();
    setRouteNotice(null);
    openAt(['/CompanyDetails'], { application: { companyDetails: 'loading' } });
    await waitFor(() => expect(browser.path).toBe('/CompanyDetails'));
    expect(notices()).not.toContain(messages.pageNotYet);
    expect(notices()).not.toContain(messages.pageNotAvailable);
  });
});

describe("the browser's history follows the chart's Back", () => {
  const onSummary = [{ pathname: '/DeclarationsDetails', state: null }, { pathname: '/Preview', state: { before: 'DeclarationsDetails' } }];

  it('a step whose Back does not lead to the step before takes its entry', async () => {
    const summary = openAt(onSummary, { application: { preview: 'reviewing' } }, { view: false });
    act(() => summary.actor().send({ type: 'user.editSection', section: 'account' }));
    await waitFor(() => expect(browser.path).toBe('/AccountDetails'));
    // The account step's Back leads to the persons, not to the summary: it takes the summary's place.
    expect(browser.navigationType).toBe('REPLACE');
  });

  it("browser Back on the summary is the chart's Back, to the declarations", async () => {
    const view = openAt(onSummary, { application: { preview: 'reviewing' } }, { view: false });
    act(() => void browser.go(-1));
    await waitFor(() => expect(routeOf(view.actor().getSnapshot())).toBe('DeclarationsDetails'));
    expect(view.events).toEqual([{ type: 'user.back' }]);
    expect(browser.path).toBe('/DeclarationsDetails');
  });

  it("the page's own Back button returns to the entry before, so Forward is still there", async () => {
    const view = openAt(onSummary, { application: { preview: 'reviewing' } }, { view: false });
    act(() => view.actor().send({ type: 'user.back' }));
    await waitFor(() => expect(browser.path).toBe('/DeclarationsDetails'));
    expect(browser.navigationType).toBe('POP');
  });

  it('Forward after Back returns to the summary as it was, while the applicant has done nothing on the declarations', async () => {
    const view = openAt(onSummary, { application: { preview: 'reviewing' } }, { view: false });
    act(() => void browser.go(-1));
    await waitFor(() => expect(routeOf(view.actor().getSnapshot())).toBe('DeclarationsDetails'));
    act(() => void browser.go(1));
    await waitFor(() => expect(view.resume).toHaveBeenCalledTimes(1));
    const [resumed] = view.resume.mock.calls[0] as [Snapshot<unknown> & { value: StateValue }];
    expect(resumed.value).toEqual({ application: { preview: 'reviewing' } });
  });

  it('Forward to a step the applicant did not leave with Back is put back, with the notice', async () => {
    const view = openAt(onSummary, { application: { declarations: 'editing' } }, { view: true, at: 0 });
    await waitFor(() => expect(browser.path).toBe('/DeclarationsDetails'));
    act(() => void browser.go(1));
    await waitFor(() => expect(browser.path).toBe('/DeclarationsDetails'));
    expect(browser.navigationType).toBe('REPLACE');
    expect(view.resume).not.toHaveBeenCalled();
    expect(routeOf(view.actor().getSnapshot())).toBe('DeclarationsDetails');
    expect(notices()).toContain(messages.pageNotYet);
  });

  it('Back while the step still waits on the bank is followed once the chart can take it', async () => {
    const view = openAt(onSummary, { application: { preview: 'loading' } }, { view: false });
    act(() => void browser.go(-1));
    // The summary is still loading: it has no Back yet, and the URL waits.
    expect(browser.path).toBe('/DeclarationsDetails');
    expect(view.events).toEqual([]);
    act(() => view.actor().send({ type: 'xstate.done.actor.loadPreview', output: { ApplicantDtls: [] } } as never));
    await waitFor(() => expect(routeOf(view.actor().getSnapshot())).toBe('DeclarationsDetails'));
    expect(view.events).toEqual([{ type: 'user.back' }]);
  });
});
