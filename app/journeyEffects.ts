import { useEffect } from 'react';
import type { InspectionEvent } from 'xstate';
import { routeOf } from '../machines/routes';
import { openLiveChannel, type LiveMessage } from '../machines/liveChannel';
import type { JourneyActor } from '../machines/journeyContext';
import { coverageInspector, recordSnapshot } from './coverageTrace';
import { saveSnapshot } from './persistence';

/** A reload comes back to the same step: every snapshot is written to sessionStorage. */
export function useSnapshotPersistence(actor: JourneyActor): void {
  useEffect(() => {
    const sub = actor.subscribe(() => saveSnapshot(actor.getPersistedSnapshot()));
    return () => sub.unsubscribe();
  }, [actor]);
}

/**
 * A journey restored after a reload shows what was loaded before it: the chart is told once, so a
 * status page asks the bank again instead of replaying a status that may have moved on.
 */
export function useRestoredNotice(actor: JourneyActor, restored: boolean): void {
  useEffect(() => {
    if (restored) actor.send({ type: 'app.restored' });
  }, [actor, restored]);
}

/** The explorer's follow-live view: every step is told to other tabs, with the event that caused it. */
export function useLivePublisher(actor: JourneyActor): void {
  useEffect(() => {
    const channel = openLiveChannel();
    if (!channel) return;
    let lastEvent: string | null = null;
    const publish = () => {
      const s = actor.getSnapshot();
      const message: LiveMessage = {
        type: 'journey.snapshot',
        active: s._nodes.map((n) => n.id),
        route: routeOf(s),
        event: lastEvent,
        at: new Date().toISOString(),
      };
      channel.postMessage(message);
    };
    const inspect = inspectRoot(actor, (ev) => {
      if (ev.type === '@xstate.event' && ev.actorRef === actor) lastEvent = ev.event.type;
    });
    const sub = actor.subscribe(publish);
    // An explorer opened later asks where the journey is.
    channel.onmessage = (e: MessageEvent<{ type?: string }>) => e.data?.type === 'explorer.hello' && publish();
    publish();
    return () => {
      sub.unsubscribe();
      inspect.unsubscribe();
      channel.close();
    };
  }, [actor]);
}

/** The states and transitions this browser exercised, for the explorer's coverage overlay and the e2e runs. */
export function useCoverageTrace(actor: JourneyActor): void {
  useEffect(() => {
    recordSnapshot(actor.getSnapshot());
    const inspect = inspectRoot(actor, coverageInspector(actor));
    return () => inspect.unsubscribe();
  }, [actor]);
}

const inspectRoot = (actor: JourneyActor, next: (ev: InspectionEvent) => void) => actor.system.inspect({ next });
