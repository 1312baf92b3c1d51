import { lazy, Suspense, useState } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { buildFeatures, config, signInFor } from '../config';
import { journeyMachine } from '../machines/journey.machine';
import { Header } from './Header';
import { JourneyContext } from '../machines/journeyContext';
import { JourneyView } from './JourneyView';
import { Overlays } from './Overlays';
import { useCoverageTrace, useLivePublisher, useRestoredNotice, useSnapshotPersistence } from './journeyEffects';
import { useLeaveForProvider, useProviderReturn } from './identityRoundTrip';
import { loadSnapshot } from './persistence';
import { RouteSync } from './RouteSync';
import { SessionTimeoutWarning } from './SessionTimeoutWarning';

/** The explorer is for analysts and testers: loaded only when its route is opened. */
const Explorer = lazy(() => import('../explorer/Explorer'));

/** What the running journey does besides rendering: persist, tell the explorer, trace coverage. */
function JourneyEffects() {
  const actor = JourneyContext.useActorRef();
  useSnapshotPersistence(actor);
  useLivePublisher(actor);
  useCoverageTrace(actor);
  useLeaveForProvider(actor);
  useProviderReturn(actor);
  return null;
}

/** After RouteSync, so an address opened with the reload (a deep link to Welcome) is followed first. */
function RestoredNotice({ restored }: { restored: boolean }) {
  useRestoredNotice(JourneyContext.useActorRef(), restored);
  return null;
}

function Journey() {
  // Read once: after the first step the storage holds this journey's own snapshot, not a restored one.
  const [snapshot] = useState(loadSnapshot);
  return (
    <JourneyContext.Provider logic={journeyMachine} options={snapshot ? { snapshot } : { input: { features: buildFeatures, signIn: signInFor(config.mode) } }}>
      <JourneyEffects />
      <RouteSync />
      <RestoredNotice restored={snapshot !== undefined} />
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
