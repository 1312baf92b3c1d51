import { Suspense } from 'react';
import { routeOf } from '../machines/routes';
import { screens } from '../screens';
import { JourneyContext } from '../machines/journeyContext';
import { RouteNotice } from './routeNotice';

/** Renders whatever screen the chart's current state names. */
export function JourneyView() {
  const route = JourneyContext.useSelector((s) => routeOf(s));
  const Screen = screens[route];
  return (
    <main id="main" data-route={route}>
      <RouteNotice />
      <Suspense fallback={<p className="page" role="status">Loading…</p>}>
        <Screen />
      </Suspense>
    </main>
  );
}
