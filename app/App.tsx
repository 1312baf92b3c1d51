import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { features } from '../config/features';
import { journeyMachine } from '../machines/journey.machine';
import { routeOf } from '../machines/routes';
import { coverageInspector, recordSnapshot } from './coverageTrace';
import { Header } from './Header';
import { JourneyContext } from '../machines/journeyContext';
import { JourneyView } from './JourneyView';
import { openLiveChannel, type LiveMessage } from '../machines/liveChannel';
import { Overlays } from './Overlays';
import { loadSnapshot, saveSnapshot } from './persistence';
import { RouteSync } from './RouteSync';
import { SessionTimeoutWarning } from './SessionTimeoutWarning';

/** The explorer is for analysts and testers: loaded only when its route is opened. */
const Explorer = lazy(() => import('../explorer/Explorer'));

/** Keeps the persisted snapshot current (a reload comes back to the same step) and tells other tabs. */
function Persist() {
  const actor = JourneyContext.useActorRef();
  useEffect(() => {
    const channel = openLiveChannel();
    let lastEvent: string | null = null;
    const publish = () => {
      const s = actor.getSnapshot();
      const message: LiveMessage = {
        type: 'journey.snapshot',
        active: s._nodes.map((n) => n.id),
        route: routeOf(s),
        event: lastEvent,
        at: new Date().toISOString(),
      };
      channel?.postMessage(message);
    };
    const sub = actor.subscribe(() => {
      saveSnapshot(actor.getPersistedSnapshot());
      publish();
    });
    // An explorer opened later asks where the journey is.
    if (channel) channel.onmessage = (e: MessageEvent<{ type?: string }>) => e.data?.type === 'explorer.hello' && publish();
    const recordCoverage = coverageInspector(actor);
    recordSnapshot(actor.getSnapshot());
    const inspect = actor.system.inspect?.({
      next: (ev) => {
        recordCoverage(ev);
        if (ev.type === '@xstate.event' && ev.actorRef === actor) lastEvent = ev.event.type;
      },
    });
    publish();
    return () => {
      sub.unsubscribe();
      inspect?.unsubscribe();
      channel?.close();
    };
  }, [actor]);
  return null;
}

function Journey() {
  const snapshot = loadSnapshot();
  return (
    <JourneyContext.Provider logic={journeyMachine} options={snapshot ? { snapshot } : { input: { features } }}>
      <Persist />
      <RouteSync />
      <Header />
      <JourneyView />
      <Overlays />
      <SessionTimeoutWarning />
    </JourneyContext.Provider>
  );
}

export function App() {
  return (
    <BrowserRouter basename="/rsmedigitalfinancing">
      <Routes>
        <Route
          path="explorer/*"
          element={
            <Suspense fallback={<p className="page">Loading the journey chart…</p>}>
              <Explorer />
            </Suspense>
          }
        />
        <Route path="*" element={<Journey />} />
      </Routes>
    </BrowserRouter>
  );
}
