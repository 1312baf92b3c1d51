import { Suspense } from 'react';
import { routeOf } from '../machines/routes';
import { progressOf } from '../machines/journeyProgress';
import { sameProgress } from '../domain/journeySteps';
import { screens } from '../screens';
import { JourneyContext } from '../machines/journeyContext';
import { StepContext } from '../ui/StepIndicator';

/** Renders whatever screen the chart's current state names, with the step it is in the applicant's journey. */
export function JourneyView() {
  const route = JourneyContext.useSelector((s) => routeOf(s));
  const step = JourneyContext.useSelector(progressOf, sameProgress);
  const Screen = screens[route];
  return (
    <main id="main" data-route={route}>
      <StepContext.Provider value={step}>
        <Suspense fallback={<p className="page" role="status">Loading…</p>}>
          <Screen />
        </Suspense>
      </StepContext.Provider>
    </main>
  );
}
