import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { transition, type Snapshot } from 'xstate';
import { journeyMachine } from '../../machines/journey.machine';
import { isRouteName, refusalOf, routeOf, type RouteName } from '../../machines/routes';
import type { JourneyEvent } from '../../machines/types';
import { JourneyContext } from '../../machines/journeyContext';
import { beforeOf, routesBackFrom, type EntryState } from './historyEntries';
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

type JourneyActor = ReturnType<typeof JourneyContext.useActorRef>;

function followDeepLink(actor: JourneyActor, wanted: string): boolean {
  const event = isRouteName(wanted) ? DEEP_LINKS[wanted] : undefined;
  if (!event || !actor.getSnapshot().can(event)) return false;
  actor.send(event);
  return true;
}

/** Whether the chart's Back, from the state it is in now, shows `wanted`. */
function backShows(actor: JourneyActor, wanted: string): boolean {
  const snapshot = actor.getSnapshot();
  if (!snapshot.can({ type: 'user.back' })) return false;
  const [next] = transition(journeyMachine, snapshot, { type: 'user.back' });
  return routeOf(next) === wanted;
}

/** The step the applicant left with browser Back, kept while the chart stays where Back took them. */
interface LeftByBack {
  route: RouteName;
  to: RouteName;
  snapshot: Snapshot<unknown>;
}

/**
 * The chart decides, the URL follows, through the router's location and navigation. The browser's
 * history holds the chain of the chart's own Back: a step gets a new entry when its Back leads to the
 * step before, and takes the place of the step before otherwise (the identity return, an application
 * the bank has created), so browser Back is the chart's Back, and a step with nothing to go back to
 * leaves for the page before the application. Browser Forward after Back returns to the step left, as it was, while the applicant has
 * done nothing since but look. Any other URL is put back to the chart's route, and the page says why
 * (a later step not reached yet, or a page not open from here) until the chart moves on.
 */
export function RouteSync({ resume }: { resume: (snapshot: Snapshot<unknown>) => void }) {
  const actor = JourneyContext.useActorRef();
  const route = JourneyContext.useSelector((s) => routeOf(s));
  const stateId = JourneyContext.useSelector((s) => s.context.stateId);
  const referenceNo = JourneyContext.useSelector((s) => s.context.referenceNo);
  const location = useLocation();
  const navigate = useNavigate();
  const lastRoute = useRef<RouteName | null>(null);
  const leftByBack = useRef<LeftByBack | null>(null);
  // The address the page was opened with: a deep link waits until the chart can take it (after booting),
  // and the URL keeps it until the chart has decided.
  const openedWith = useRef<string | null>(routeInUrl(location.pathname));
  // The route the chart was on when it was sent the deep link's event: it takes it once started.
  const followedFrom = useRef<RouteName | null>(null);

  const putBack = (current: RouteName, wanted: string) => {
    const snapshot = actor.getSnapshot();
    navigate(urlFor(current, snapshot.context.stateId, snapshot.context.referenceNo), { replace: true, state: location.state });
    setRouteNotice(refusalOf(current, wanted));
  };

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
    putBack(route, opened);
    // The address is decided once, on the chart's route and readiness; the URL it names is read when decided.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor, route, ready]);

  // Chart -> URL.
  useEffect(() => {
    if (openedWith.current !== null) return;
    const previous = lastRoute.current;
    lastRoute.current = route;
    if (previous !== null && previous !== route) setRouteNotice(null);
    if (leftByBack.current?.to !== route) leftByBack.current = null;
    const target = urlFor(route, stateId, referenceNo);
    if (`${location.pathname}${location.search}` === target) return;
    const before = beforeOf(location.state);
    if (previous === null || previous === route) navigate(target, { replace: true, state: location.state });
    // The page's own Back button: the entry before is that step's, and Forward stays possible.
    else if (before === route) navigate(-1);
    else if (routesBackFrom(actor.getSnapshot()).has(previous)) navigate(target, { state: { before: previous } satisfies EntryState });
    else navigate(target, { replace: true, state: { before } satisfies EntryState });
    // Only the chart's route drives this effect; URL changes are handled below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [route, stateId, referenceNo]);

  // URL -> chart: browser Back and Forward, or an address typed. While the chart waits on the bank (a
  // step still loading has no Back yet), the URL waits with it and is followed once the chart is ready.
  const waiting = useRef(false);
  const followUrl = () => {
    const wanted = routeInUrl(location.pathname);
    const current = routeOf(actor.getSnapshot());
    waiting.current = false;
    if (wanted === '' || wanted === current) return;
    if (openedWith.current === wanted) return;
    if (followDeepLink(actor, wanted)) return;
    if (actor.getSnapshot().hasTag('busy')) {
      waiting.current = true;
      return;
    }
    if (backShows(actor, wanted)) {
      leftByBack.current = { route: current, to: wanted as RouteName, snapshot: actor.getPersistedSnapshot() };
      actor.send({ type: 'user.back' });
      return;
    }
    const left = leftByBack.current;
    if (left && left.route === wanted && left.to === current) {
      leftByBack.current = null;
      resume(left.snapshot);
      return;
    }
    putBack(current, wanted);
  };
  // Only a change of the URL drives this effect: a change of the chart's route is the effect above.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(followUrl, [location.pathname]);
  useEffect(() => {
    if (ready && waiting.current) followUrl();
    // The URL waiting is read when the chart is ready.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);

  return null;
}
