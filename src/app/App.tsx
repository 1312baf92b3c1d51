import { lazy, Suspense, useCallback, useState } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Snapshot } from 'xstate';
import { buildFeatures, config, signInFor } from '../config';
import { journeyMachine } from '../../machines/journey.machine';
import { Header } from './Header';
import { JourneyContext } from '../../machines/journeyContext';
import { JourneyView } from './JourneyView';
import { Overlays } from './Overlays';
import { useJourneyTooling, useRestoredNotice, useSnapshotPersistence } from './journeyEffects';
import { useLeaveForProvider, useProviderReturn } from './identityRoundTrip';
import { useSessionLeave } from './useSession';
import { snapshotToRestore } from './persistence';
import { RouteSync } from './RouteSync';
import { lazyComponent, useLoaded } from '../../screens/loader';

/** The explorer is for analysts and testers: loaded only when its route is opened. */
const Explorer = lazy(() => import('../explorer/Explorer'));

/** Shown only once a session runs: its code (with the service layer it calls) comes after the start page. */
const sessionTimeoutWarning = lazyComponent(() => import('./SessionTimeoutWarning').then((m) => ({ default: m.SessionTimeoutWarning })));

function SessionTimeoutWarning() {
  const { Component } = useLoaded(sessionTimeoutWarning);
  return Component ? <Component /> : null;
}

/** What the running journey does besides rendering: persist, follow the identity round trip, and the testers' tooling. */
function JourneyEffects() {
  const actor = JourneyContext.useActorRef();
  useSnapshotPersistence(actor);
  useJourneyTooling(actor);
  useLeaveForProvider(actor);
  useProviderReturn(actor);
  useSessionLeave(actor);
  return null;
}

/** After RouteSync, so an address opened with the reload (a deep link to Welcome) is followed first. */
function RestoredNotice({ restored }: { restored: boolean }) {
  useRestoredNotice(JourneyContext.useActorRef(), restored);
  return null;
}

/** How the journey's chart starts: afresh, from the snapshot a reload left, or from the step browser Forward returns to. */
interface Start {
  snapshot: Snapshot<unknown> | undefined;
  restored: boolean;
  run: number;
}

function Journey() {
  const { pathname } = useLocation();
  // Read once: after the first step the storage holds this journey's own snapshot, not a restored one.
  const [start, setStart] = useState<Start>(() => {
    const snapshot = snapshotToRestore(pathname);
    return { snapshot, restored: snapshot !== undefined, run: 0 };
  });
  // Browser Forward to the step left with Back: the chart starts again from that step as it was.
  const resume = useCallback((snapshot: Snapshot<unknown>) => setStart((s) => ({ snapshot, restored: false, run: s.run + 1 })), []);
  const { snapshot } = start;
  return (
    <JourneyContext.Provider
      key={start.run}
      logic={journeyMachine}
      options={snapshot ? { snapshot } : { input: { features: buildFeatures, signIn: signInFor(config.mode) } }}
    >
      <JourneyEffects />
      <RouteSync resume={resume} />
      <RestoredNotice restored={start.restored} />
      <Header />
      <JourneyView />
      <Overlays />
      <SessionTimeoutWarning />
    </JourneyContext.Provider>
  );
}

/** The router's basename: the prefix every address of the app lives under (spec 1, 2), without its closing slash. */
export const BASENAME = import.meta.env.BASE_URL.replace(/\/$/, '');

/** The app's two pages: the explorer, and the journey at every other address (the chart decides which step). */
export function App() {
  return (
    // Without transitions: the location and the chart move in the same render, as RouteSync compares them.
    <BrowserRouter basename={BASENAME} useTransitions={false}>
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
