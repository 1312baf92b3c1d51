import { useEffect } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { journeyMachine } from '../../machines/journey.machine';
import { Header } from './Header';
import { JourneyContext } from './journeyContext';
import { JourneyView } from './JourneyView';
import { Overlays } from './Overlays';
import { loadSnapshot, saveSnapshot } from './persistence';
import { RouteSync } from './RouteSync';

/** Keeps the persisted snapshot current, so a reload comes back to the same step. */
function Persist() {
  const actor = JourneyContext.useActorRef();
  useEffect(() => {
    const sub = actor.subscribe(() => saveSnapshot(actor.getPersistedSnapshot()));
    return () => sub.unsubscribe();
  }, [actor]);
  return null;
}

export function App() {
  const snapshot = loadSnapshot();
  return (
    <BrowserRouter basename="/rsmedigitalfinancing">
      <JourneyContext.Provider logic={journeyMachine} options={snapshot ? { snapshot } : undefined}>
        <Persist />
        <RouteSync />
        <Header />
        <Routes>
          <Route path="*" element={<JourneyView />} />
        </Routes>
        <Overlays />
      </JourneyContext.Provider>
    </BrowserRouter>
  );
}
