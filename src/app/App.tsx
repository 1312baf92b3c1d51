import { lazy, Suspense, useState } from 'react';
import { buildFeatures, config, signInFor } from '../config';
import { journeyMachine } from '../../machines/journey.machine';
import { Header } from './Header';
import { JourneyContext } from '../../machines/journeyContext';
import { JourneyView } from './JourneyView';
import { Overlays } from './Overlays';
import { useJourneyTooling, useRestoredNotice, useSnapshotPersistence } from './journeyEffects';
import { useLeaveForProvider, useProviderReturn } from './identityRoundTrip';
import { useAppLocation } from './location';
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
  return null;
}

/** After RouteSync, so an address opened with the reload (a deep link to Welcome) is followed first. */
function RestoredNotice({ restored }: { restored: boolean }) {
  useRestoredNotice(JourneyContext.useActorRef(), restored);
  return null;
}

function Journey({ openedAt }: { openedAt: string }) {
  // Read once: after the first step the storage holds this journey's own snapshot, not a restored one.
  const [snapshot] = useState(() => snapshotToRestore(openedAt));
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
  const { pathname } = useAppLocation();
  if (/^\/explorer(\/|$)/.test(pathname)) {
    return (
      <Suspense fallback={<p className="page">Loading the journey chart…</p>}>
        <Explorer />
      </Suspense>
    );
  }
  return <Journey openedAt={pathname} />;
}
