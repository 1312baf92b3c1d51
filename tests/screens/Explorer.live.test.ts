import { contextBefore, followedTab, LIVE_LOG_CAP, liveReducer, noTabs, type LiveState } from '../../src/explorer/live';
import type { LiveMessage } from '../../machines/liveChannel';

const message = (tab: string, route: string, n = 0): LiveMessage => ({
  type: 'journey.snapshot',
  tab: { id: tab, name: `Online · ${route}` },
  active: ['journey', `journey.${route}`],
  route,
  event: n ? `user.step${n}` : null,
  at: new Date(Date.UTC(2026, 10, 22, 2, 0, n)).toISOString(),
  context: { referenceNo: `SME${n}` },
});
const hear = (state: LiveState, ...messages: LiveMessage[]) => messages.reduce((s, m) => liveReducer(s, { type: 'message', message: m }), state);

describe('following one journey among several tabs', () => {
  it('follows the first tab heard, not whichever spoke last', () => {
    const s = hear(noTabs, message('a', 'FinanceDetails'), message('b', 'Welcome'), message('b', 'Status', 1));
    expect(s.tabs.map((t) => t.id)).toEqual(['a', 'b']);
    expect(followedTab(s)?.id).toBe('a');
    expect(followedTab(s)?.log.at(-1)?.route).toBe('FinanceDetails');
  });

  it('follows the tab picked, and keeps each tab’s messages in order, capped', () => {
    let s = liveReducer(hear(noTabs, message('a', 'FinanceDetails'), message('b', 'Welcome')), { type: 'pick', tabId: 'b' });
    s = hear(s, message('a', 'MyInfoLanding', 1));
    expect(followedTab(s)?.log.map((m) => m.route)).toEqual(['Welcome']);
    s = hear(s, ...Array.from({ length: LIVE_LOG_CAP + 5 }, (_, i) => message('b', `Step${i}`, i + 1)));
    const log = followedTab(s)!.log;
    expect(log).toHaveLength(LIVE_LOG_CAP);
    expect(log.at(-1)?.route).toBe(`Step${LIVE_LOG_CAP + 4}`);
    expect(log[0].route).toBe('Step5');
    // A pick of a tab not heard changes nothing.
    expect(liveReducer(s, { type: 'pick', tabId: 'zz' })).toBe(s);
  });

  it('drops a tab that says goodbye, and the followed one falls back to the first heard', () => {
    let s = liveReducer(hear(noTabs, message('a', 'FinanceDetails'), message('b', 'Welcome'), message('c', 'Status')), { type: 'pick', tabId: 'b' });
    s = liveReducer(s, { type: 'journey.bye', tabId: 'b' });
    expect(s.tabs.map((t) => t.id)).toEqual(['a', 'c']);
    expect(followedTab(s)?.id).toBe('a');
  });

  it('drops a tab that does not answer the explorer’s hello before the next one', () => {
    let s = hear(noTabs, message('a', 'FinanceDetails'), message('b', 'Welcome'));
    s = liveReducer(s, { type: 'hello' });
    expect(s.tabs.map((t) => t.id)).toEqual(['a', 'b']);
    s = hear(s, message('b', 'Welcome'));
    s = liveReducer(s, { type: 'hello' });
    expect(s.tabs.map((t) => t.id)).toEqual(['b']);
    expect(followedTab(s)?.id).toBe('b');
  });

  it('logs an answer to a hello that repeats the last step once, and measures the change against the last different context', () => {
    const s = hear(noTabs, message('a', 'FinanceDetails'), message('a', 'Consent', 1), message('a', 'Consent', 1));
    const log = followedTab(s)!.log;
    expect(log.map((m) => m.route)).toEqual(['FinanceDetails', 'Consent']);
    const same = { ...message('a', 'Consent', 2), context: log[1].context };
    expect(contextBefore([...log, same])).toBe(log[0]);
    expect(contextBefore([log[0]])).toBeUndefined();
  });
});
