// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StateValue } from 'xstate';
import { messages } from '../../src/domain/messages';
import { JourneyView } from '../../src/app/JourneyView';
import { RouteSync } from '../../src/app/RouteSync';
import { navigate, useAppLocation } from '../../src/app/location';
import { setRouteNotice } from '../../src/app/routeNotice';
import { routeOf } from '../../machines/routes';
import { renderJourney } from '../screens/journeyHarness';

afterEach(() => {
  cleanup();
  setRouteNotice(null);
});

let path = '';
function Address() {
  path = useAppLocation().pathname;
  return null;
}

/** The app as the browser opens it at `url`: the chart restored in `value`, the URL kept in step with it. */
const openAt = (url: string, value: StateValue = { financeDetails: 'editing' }) => {
  navigate(url, { replace: true });
  return renderJourney(
    <>
      <Address />
      <RouteSync />
      <JourneyView />
    </>,
    { value, context: {} },
  );
};

/** What the page says about the address: the journey-integrity notice (the loading line of a screen is no notice). */
const notices = () => [screen.getByTestId('route-notice').textContent].filter(Boolean);

describe('journey integrity: an address the chart refuses is put back, and the page says why', () => {
  it('a deep link to a later step of the form lands on the current step with a notice that it cannot be opened yet', async () => {
    const view = openAt('/DeclarationsDetails');
    await waitFor(() => expect(path).toBe('/FinanceDetails'));
    expect(routeOf(view.actor().getSnapshot())).toBe('FinanceDetails');
    expect(notices()).toContain(messages.pageNotYet);
  });

  it('a deep link to a page the journey does not allow from here (a status page) says it is not available', async () => {
    openAt('/StatusProgress');
    await waitFor(() => expect(path).toBe('/FinanceDetails'));
    expect(notices()).toContain(messages.pageNotAvailable);
  });

  it('an address typed while the journey runs gets the same notice, and it goes once the user moves on', async () => {
    const view = openAt('/FinanceDetails');
    await waitFor(() => expect(path).toBe('/FinanceDetails'));
    expect(notices()).not.toContain(messages.pageNotYet);
    act(() => navigate('/Preview'));
    await waitFor(() => expect(path).toBe('/FinanceDetails'));
    expect(notices()).toContain(messages.pageNotYet);
    act(() => view.actor().send({ type: 'user.openWelcome' }));
    await waitFor(() => expect(path).toBe('/Welcome'));
    expect(notices()).not.toContain(messages.pageNotYet);
  });

  it('an address the chart takes (the Welcome deep link, the page the journey is on) shows no notice', async () => {
    const view = openAt('/Welcome');
    await waitFor(() => expect(path).toBe('/Welcome'));
    expect(routeOf(view.actor().getSnapshot())).toBe('Welcome');
    expect(notices()).toEqual([]);
    cleanup();
    setRouteNotice(null);
    openAt('/CompanyDetails', { companyDetails: 'loading' });
    await waitFor(() => expect(path).toBe('/CompanyDetails'));
    expect(notices()).not.toContain(messages.pageNotYet);
    expect(notices()).not.toContain(messages.pageNotAvailable);
  });
});
