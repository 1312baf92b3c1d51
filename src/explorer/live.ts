import { useEffect, useReducer } from 'react';
import { openLiveChannel, type ExplorerHello, type LiveBye, type LiveMessage } from '../../machines/liveChannel';

/**
 * Follow live: each app tab of this browser posts its snapshot on a BroadcastChannel on every change,
 * under an id it keeps for its lifetime, and answers an `explorer.hello` with where it is now. The
 * explorer follows one tab (the first heard, or the one picked), so another tab moving does not move it.
 */
export const LIVE_LOG_CAP = 200;
/** How often the explorer asks who is there; a tab that did not answer the last ask is dropped. */
export const LIVE_HELLO_MS = 5_000;

export interface LiveTabView {
  id: string;
  name: string;
  /** The tab's messages, oldest first, at most LIVE_LOG_CAP. */
  log: LiveMessage[];
  /** Heard since the explorer's last hello. */
  answered: boolean;
}

export interface LiveState {
  /** In the order first heard. */
  tabs: LiveTabView[];
  /** The tab picked by the analyst; otherwise the first heard is followed. */
  picked: string | null;
}

export type LiveAction = { type: 'message'; message: LiveMessage } | LiveBye | { type: 'hello' } | { type: 'pick'; tabId: string } | { type: 'reset' };

export const noTabs: LiveState = { tabs: [], picked: null };

export function liveReducer(state: LiveState, action: LiveAction): LiveState {
  switch (action.type) {
    case 'message': {
      const m = action.message;
      const known = state.tabs.find((t) => t.id === m.tab.id);
      if (!known) return { ...state, tabs: [...state.tabs, { id: m.tab.id, name: m.tab.name, log: [m], answered: true }] };
      // An answer to a hello repeats where the tab is: it tells the tab is there, but is no new step.
      if (sameStep(known.log.at(-1), m)) return { ...state, tabs: state.tabs.map((t) => (t === known ? { ...t, answered: true } : t)) };
      const tab: LiveTabView = { ...known, name: m.tab.name, log: [...known.log, m].slice(-LIVE_LOG_CAP), answered: true };
      return { ...state, tabs: state.tabs.map((t) => (t === known ? tab : t)) };
    }
    case 'journey.bye':
      return drop(state, (t) => t.id === action.tabId);
    case 'hello':
      // A tab that has not answered since the previous hello is gone (closed without a goodbye, or frozen).
      return { ...drop(state, (t) => !t.answered), tabs: state.tabs.filter((t) => t.answered).map((t) => ({ ...t, answered: false })) };
    case 'pick':
      return state.tabs.some((t) => t.id === action.tabId) ? { ...state, picked: action.tabId } : state;
    case 'reset':
      return noTabs;
  }
}

const sameStep = (a: LiveMessage | undefined, b: LiveMessage) =>
  a !== undefined && a.route === b.route && a.event === b.event && a.active.join() === b.active.join() && JSON.stringify(a.context) === JSON.stringify(b.context);

/** The last message before the latest whose context differs: what the latest change is measured against. */
export function contextBefore(log: LiveMessage[]): LiveMessage | undefined {
  const latest = log.at(-1);
  if (!latest) return undefined;
  const now = JSON.stringify(latest.context);
  return log.findLast((m) => m !== latest && JSON.stringify(m.context) !== now);
}

function drop(state: LiveState, gone: (t: LiveTabView) => boolean): LiveState {
  const tabs = state.tabs.filter((t) => !gone(t));
  return { tabs, picked: tabs.some((t) => t.id === state.picked) ? state.picked : null };
}

/** The tab followed: the one picked while it is there, else the first heard. */
export const followedTab = (state: LiveState): LiveTabView | null => state.tabs.find((t) => t.id === state.picked) ?? state.tabs[0] ?? null;

const isLiveMessage = (m: Partial<LiveMessage> | undefined): m is LiveMessage =>
  m?.type === 'journey.snapshot' && Array.isArray(m.active) && typeof m.tab?.id === 'string';

export interface LiveJourney {
  state: LiveState;
  followed: LiveTabView | null;
  /** The followed tab's last message. */
  message: LiveMessage | null;
  supported: boolean;
  pick: (tabId: string) => void;
}

export function useLiveJourney(enabled: boolean): LiveJourney {
  const [state, dispatch] = useReducer(liveReducer, noTabs);
  const supported = typeof BroadcastChannel !== 'undefined';
  useEffect(() => {
    dispatch({ type: 'reset' });
    if (!enabled) return;
    const channel = openLiveChannel();
    if (!channel) return;
    channel.onmessage = (e: MessageEvent<Partial<LiveMessage> | Partial<LiveBye>>) => {
      const m = e.data;
      if (m?.type === 'journey.bye' && typeof m.tabId === 'string') dispatch({ type: 'journey.bye', tabId: m.tabId });
      else if (m?.type === 'journey.snapshot' && isLiveMessage(m)) dispatch({ type: 'message', message: m });
    };
    const hello = () => {
      const message: ExplorerHello = { type: 'explorer.hello' };
      channel.postMessage(message);
    };
    hello();
    const timer = setInterval(() => {
      dispatch({ type: 'hello' });
      hello();
    }, LIVE_HELLO_MS);
    return () => {
      clearInterval(timer);
      channel.close();
    };
  }, [enabled]);
  const followed = followedTab(state);
  return { state, followed, message: followed?.log.at(-1) ?? null, supported, pick: (tabId) => dispatch({ type: 'pick', tabId }) };
}
