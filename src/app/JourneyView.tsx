import { useEffect } from 'react';
import { messages } from '../domain/messages';
import { sameProgress } from '../domain/journeySteps';
import { routeOf, type RouteName } from '../../machines/routes';
import { progressOf } from '../../machines/journeyProgress';
import { screens } from '../../screens';
import { preload, useLoaded } from '../../screens/loader';
import { JourneyContext, type JourneyActor } from '../../machines/journeyContext';
import { StepContext } from '../ui/StepIndicator';
import { useStepFocus } from './useStepFocus';
import { RouteNotice } from './routeNotice';

/** How far ahead of the journey screens are fetched: a user step, the bank's answer, and one more. */
const PRELOAD_STEPS = 3;

const whenIdle = (work: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 0);
  return () => clearTimeout(id);
};

/** What reads the chart for the screens ahead: needed only once the browser is idle, so not in the start page. */
const loadRoutesAhead = () => import('../../machines/routesAhead');

/** Once a screen is shown and the browser is idle, the screens the journey can reach next are fetched. */
function usePreloadAhead(actor: JourneyActor, route: RouteName): void {
  useEffect(
    () =>
      whenIdle(() => {
        void loadRoutesAhead().then(({ routesAhead }) => preload([...routesAhead(actor.getSnapshot(), PRELOAD_STEPS)].map((r) => screens[r])));
      }),
    [actor, route],
  );
}

/**
 * Renders whatever screen the chart's current state names, at once when its code is already here, with
 * the step it is in the applicant's journey.
 */
export function JourneyView() {
  const actor = JourneyContext.useActorRef();
  const route = JourneyContext.useSelector((s) => routeOf(s));
  const step = JourneyContext.useSelector(progressOf, sameProgress);
  const loader = screens[route];
  const { state, Component: Screen } = useLoaded(loader);
  usePreloadAhead(actor, route);
  const main = useStepFocus(route);
  return (
    <main id="main" data-route={route} ref={main}>
      <RouteNotice />
      {Screen ? (
        <StepContext.Provider value={step}>
          <Screen />
        </StepContext.Provider>
      ) : state === 'failed' ? (
        <div className="page">
          <p role="alert">{messages.pageLoadFailed}</p>
          <button type="button" onClick={() => void loader.load().catch(() => undefined)}>
            {messages.retry}
          </button>
        </div>
      ) : (
        <p className="page" role="status">
          {messages.loadingPage}
        </p>
      )}
    </main>
  );
}
