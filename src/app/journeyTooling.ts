import type { AnyMachineSnapshot, InspectionEvent } from 'xstate';
import { routeOf } from '../../machines/routes';
import { maskPersonal, openLiveChannel, type LiveBye, type LiveMessage } from '../../machines/liveChannel';
import type { JourneyActor } from '../../machines/journeyContext';
import { coverageInspector, recordSnapshot } from './coverageTrace';

/** What the journey did before this chunk arrived: where it started and every inspection event since. */
export interface EarlyInspection {
  initial: AnyMachineSnapshot;
  events: InspectionEvent[];
}

/**
 * The explorer's follow-live view: every step is told to other tabs, with the event that caused it and
 * the context (identity numbers masked). The tab keeps one id for its lifetime, so an explorer follows
 * this journey even when other tabs run one too, and says goodbye when the page goes away.
 */
function publishLive(actor: JourneyActor, early: EarlyInspection): () => void {
  const channel = openLiveChannel();
  if (!channel) return () => undefined;
  const tabId = crypto.randomUUID();
  let lastEvent: string | null = null;
  const heard = (ev: InspectionEvent) => {
    if (ev.type === '@xstate.event' && ev.actorRef === actor) lastEvent = ev.event.type;
  };
  early.events.forEach(heard);
  const publish = () => {
    const s = actor.getSnapshot();
    const route = routeOf(s);
    const product = s.context.financing?.financingProduct;
    const message: LiveMessage = {
      type: 'journey.snapshot',
      tab: { id: tabId, name: product ? `${product} · ${route}` : route },
      active: s._nodes.map((n) => n.id),
      route,
      event: lastEvent,
      at: new Date().toISOString(),
      context: maskPersonal(s.context),
    };
    channel.postMessage(message);
  };
  const bye = () => {
    const message: LiveBye = { type: 'journey.bye', tabId };
    channel.postMessage(message);
  };
  const inspect = actor.system.inspect({ next: heard });
  const sub = actor.subscribe(publish);
  // An explorer opened later asks where the journey is.
  channel.onmessage = (e: MessageEvent<{ type?: string }>) => e.data?.type === 'explorer.hello' && publish();
  window.addEventListener('pagehide', bye);
  publish();
  return () => {
    window.removeEventListener('pagehide', bye);
    bye();
    sub.unsubscribe();
    inspect.unsubscribe();
    channel.close();
  };
}

/** The states and transitions this browser exercised, for the explorer's coverage overlay and the e2e runs. */
function traceCoverage(actor: JourneyActor, early: EarlyInspection): () => void {
  const inspector = coverageInspector(actor);
  recordSnapshot(early.initial);
  early.events.forEach(inspector);
  recordSnapshot(actor.getSnapshot());
  const inspect = actor.system.inspect({ next: inspector });
  return () => inspect.unsubscribe();
}

/** Testers' and analysts' tooling on a running journey, from its first state on; returns the detach. */
export function attachJourneyTooling(actor: JourneyActor, early: EarlyInspection): () => void {
  const stops = [publishLive(actor, early), traceCoverage(actor, early)];
  return () => stops.forEach((stop) => stop());
}
