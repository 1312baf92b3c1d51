import { useEffect, useRef } from 'react';
import { transition } from 'xstate';
import { journeyMachine } from '../../machines/journey.machine';
import { isRouteName, refusalOf, routeOf, type RouteName } from '../../machines/routes';
import type { JourneyEvent } from '../../machines/types';
import { JourneyContext } from '../../machines/journeyContext';
import { navigate, useAppLocation } from './location';
import { setRouteNotice } from './routeNotice';

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
  const event = isRouteName(wanted) ? DEEP_LINKS[wanted] : undefined;
  if (!event || !actor.getSnapshot().can(event)) return false;
  actor.send(event);
  return true;
}

/**
 * The chart decides, the URL follows. A URL the user changes (browser Back) becomes an event when the
 * chart's own Back leads there; any other URL is put back to the chart's route, and the page says why
 * (a later step not reached yet, or a page not open from here) until the chart moves on.
 */
export function RouteSync() {
  const actor = JourneyContext.useActorRef();
  const route = JourneyContext.useSelector((s) => routeOf(s));
  const stateId = JourneyContext.useSelector((s) => s.context.stateId);
  const referenceNo = JourneyContext.useSelector((s) => s.context.referenceNo);
  const location = useAppLocation();
  const lastRoute = useRef<RouteName | null>(null);
  // The address the page was opened with: a deep link waits until the chart can take it (after booting),
  // and the URL keeps it until the chart has decided.
  const openedWith = useRef<string | null>(routeInUrl(location.pathname));
  // The route the chart was on when it was sent the deep link's event: it takes it once started.
  const followedFrom = useRef<RouteName | null>(null);

  const ready = JourneyContext.useSelector((s) => !s.hasTag('busy'));
  useEffect(() => {
    const opened = openedWith.current;
    if (opened === null) return;
    const moved = followedFrom.current !== null && followedFrom.current !== route;
    if (opened === '' || opened === route || moved) {
      openedWith.current = null;
      return;
    }
    if (followedFrom.current !== null) return;
    if (followDeepLink(actor, opened)) {
      followedFrom.current = route;
      return;
    }
    if (!ready) return;
    openedWith.current = null;
    navigate(urlFor(route, stateId, referenceNo), { replace: true });
    setRouteNotice(refusalOf(route, opened));
    // The address is decided once, on the chart's route and readiness; the URL it names is read when decided.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor, route, ready]);

  // Chart -> URL: a new step pushes a history entry so browser Back has somewhere to go.
  useEffect(() => {
    if (openedWith.current !== null) return;
    if (lastRoute.current !== null && lastRoute.current !== route) setRouteNotice(null);
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
    const snapshot = actor.getSnapshot();
    const current = routeOf(snapshot);
    if (wanted === '' || wanted === current) return;
    if (openedWith.current === wanted) return;
    if (followDeepLink(actor, wanted)) return;
    if (snapshot.can({ type: 'user.back' })) {
      const [next] = transition(journeyMachine, snapshot, { type: 'user.back' });
      if (routeOf(next) === wanted) {
        actor.send({ type: 'user.back' });
        return;
      }
    }
    navigate(urlFor(current, snapshot.context.stateId, snapshot.context.referenceNo), { replace: true });
    setRouteNotice(refusalOf(current, wanted));
    // Only a change of the URL drives this effect: a change of the chart's route is the effect above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname]);

  return null;
}
