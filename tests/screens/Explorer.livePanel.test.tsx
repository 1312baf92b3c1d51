// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { LIVE_HELLO_MS, useLiveJourney } from '../../src/explorer/live';
import { LivePanel } from '../../src/explorer/LivePanel';
import { LIVE_CHANNEL, type LiveMessage } from '../../machines/liveChannel';

function Follow() {
  return <LivePanel live={useLiveJourney(true)} />;
}

/** An app tab as journeyTooling is: it posts its step, answers the explorer's hello while `awake`. */
function appTab(id: string, route: string) {
  const channel = new BroadcastChannel(LIVE_CHANNEL);
  const tab = { awake: true, route, channel };
  const post = () =>
    channel.postMessage({
      type: 'journey.snapshot', tab: { id, name: `Online · ${tab.route}` }, active: ['journey', `journey.${tab.route}`], route: tab.route,
      event: null, at: '2026-11-22T02:00:00.000Z', context: { route: tab.route, nric: '*****567D' },
    } satisfies LiveMessage);
  channel.onmessage = (e: MessageEvent<{ type?: string }>) => tab.awake && e.data?.type === 'explorer.hello' && post();
  return { ...tab, post, set: (next: Partial<typeof tab>) => Object.assign(tab, next) };
}

const open: BroadcastChannel[] = [];
beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }));
afterEach(() => {
  open.splice(0).forEach((c) => c.close());
  vi.useRealTimers();
});

describe('the live panel with several app tabs', () => {
  it('lists the tabs, follows the first, the picked one, and drops one that goes silent', async () => {
    const a = appTab('a', 'financeDetails');
    const b = appTab('b', 'welcome');
    open.push(a.channel, b.channel);
    a.set({ awake: false });
    b.set({ awake: false });
    render(<Follow />);
    const live = screen.getByRole('region', { name: 'Live journey' });
    a.post();
    await waitFor(() => expect(screen.getByTestId('live-route').textContent).toBe('financeDetails'));
    expect(within(live).queryByLabelText('Journey to follow')).toBeNull();
    // A second tab speaks last, and moves: the explorer stays on the first heard.
    b.post();
    const picker = await within(live).findByLabelText('Journey to follow');
    b.set({ route: 'welcomeNotice' });
    b.post();
    await waitFor(() => expect(within(picker).getAllByRole('option').map((o) => o.textContent)).toEqual([
      expect.stringMatching(/^Tab 1: Online · financeDetails/),
      expect.stringMatching(/^Tab 2: Online · welcomeNotice/),
    ]));
    expect(screen.getByTestId('live-route').textContent).toBe('financeDetails');
    fireEvent.change(picker, { target: { value: 'b' } });
    expect(screen.getByTestId('live-route').textContent).toBe('welcomeNotice');
    expect(within(live).getByTestId('live-log').querySelectorAll('li')).toHaveLength(2);
    a.set({ awake: true });
    // The followed tab never answers: after the next hello it is gone and the other is followed.
    await act(async () => {
      vi.advanceTimersByTime(LIVE_HELLO_MS);
    });
    await waitFor(() => expect(screen.getByTestId('live-route').textContent).toBe('welcomeNotice'));
    await act(async () => {
      vi.advanceTimersByTime(LIVE_HELLO_MS);
    });
    await waitFor(() => expect(screen.getByTestId('live-route').textContent).toBe('financeDetails'));
    expect(within(live).queryByLabelText('Journey to follow')).toBeNull();
    expect(within(live).getByRole('region', { name: 'Journey context' }).textContent).toContain('*****567D');
  });
});
