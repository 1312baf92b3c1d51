import { useEffect, useRef } from 'react';
import { transition } from 'xstate';
import { journeyMachine } from '../machines/journey.machine';
import { routeOf, type RouteName } from '../machines/routes';
import type { JourneyEvent } from '../machines/types';
import { JourneyContext } from '../machines/journeyContext';
import { navigate, useAppLocation } from './location';

/** The URL of a route: its name under the prefix, with the state id or reference number where the spec passes one. */
export function urlFor(route: RouteName, stateId: string | null, referenceNo: string | null = null): string {
  if (route === 'MyInfoLanding' && stateId) return `/${route}?state=${encodeURIComponent(stateId)}`;
  if (route === 'editdetails' && referenceNo) return `/${route}?refNo=${encodeURIComponent(referenceNo)}`;
  return `/${route}`;
}

const routeInUrl = (pathname: string) => pathname.replace(/^\/+/, '').split('/')[0] ?? '';

/**
 * Routes a user may open by address (a bookmark, a link in the bank's e-mail): the event that asks the
 * chart to go there. The chart still decides; from where it cannot go, the URL is put back.
 */
const DEEP_LINKS: Partial<Record<RouteName, JourneyEvent>> = {
  Welcome: { type: 'user.openWelcome' },
  // The link in the e-mail that invites another authorised person (spec 3, 1).
  ResumeApplication: { type: 'user.openResume' },
};

function followDeepLink(actor: ReturnType<typeof JourneyContext.useActorRef>, wanted: string): boolean {
  const event = DEEP_LINKS[wanted as RouteName];
  if (!event || !actor.getSnapshot().can(event)) return false;
  actor.send(event);
  return true;
}

/**
 * The chart decides, the URL follows. A URL the user changes (browser Back) becomes an event when the
 * chart's own Back leads there; any other URL is put back to the chart's route.
 */
export function RouteSync() {
  const actor = JourneyContext.useActorRef();
  const route = JourneyContext.useSelector((s) => routeOf(s));
  const stateId = JourneyContext.useSelector((s) => s.context.stateId);
  const referenceNo = JourneyContext.useSelector((s) => s.context.referenceNo);
  const location = useAppLocation();
  const lastRoute = useRef<RouteName | null>(null);
  // The address the page was opened with: a deep link waits until the chart can take it (after booting).
  const openedWith = useRef<string | null>(routeInUrl(location.pathname));

  const ready = JourneyContext.useSelector((s) => !s.hasTag('busy'));
  useEffect(() => {
    if (openedWith.current && followDeepLink(actor, openedWith.current)) openedWith.current = null;
    else if (ready) openedWith.current = null;
  }, [actor, route, ready]);

  // Chart -> URL: a new step pushes a history entry so browser Back has somewhere to go.
  useEffect(() => {
    const target = urlFor(route, stateId, referenceNo);
    if (`${location.pathname}${location.search}` === target) {
      lastRoute.current = route;
      return;
    }
    const firstRender = lastRoute.current === null;
    const sameRoute = lastRoute.current === route;
    lastRoute.current = route;
    if (firstRender || sameRoute) navigate(target, { replace: true });
    else navigate(target);
    // Only the chart's route drives this effect; URL changes are handled below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [route, stateId, referenceNo]);

  // URL -> chart.
  useEffect(() => {
    const wanted = routeInUrl(location.pathname);
    if (wanted === '' || wanted === route) return;
    if (openedWith.current === wanted) return;
    if (followDeepLink(actor, wanted)) return;
    const snapshot = actor.getSnapshot();
    if (snapshot.can({ type: 'user.back' })) {
      const [next] = transition(journeyMachine, snapshot, { type: 'user.back' });
      if (routeOf(next) === wanted) {
        actor.send({ type: 'user.back' });
        return;
      }
    }
    navigate(urlFor(route, stateId, referenceNo), { replace: true });
    // Only a change of the URL drives this effect: a change of the chart's route is the effect above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname]);

  return null;
}
