import { useEffect } from 'react';
import type { InspectionEvent } from 'xstate';
import type { JourneyActor } from '../../machines/journeyContext';
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
    if (restored) actor.send({ type: 'app.restored', now: Date.now() });
  }, [actor, restored]);
}

/**
 * The coverage trace and the explorer's live channel, in builds with the journey tooling only (SIM;
 * vite.config.ts): their chunk comes after the start page, and what the journey did meanwhile is
 * kept and handed over, so the trace is whole from the first state.
 */
export function useJourneyTooling(actor: JourneyActor): void {
  useEffect(() => {
    // A build constant, so builds without the tooling do not even carry its chunk.
    if (!__JOURNEY_TOOLING__) return;
    const events: InspectionEvent[] = [];
    const early = { initial: actor.getSnapshot(), events };
    const buffering = actor.system.inspect({ next: (ev) => events.push(ev) });
    let detach: (() => void) | null = null;
    let gone = false;
    void import('./journeyTooling').then(({ attachJourneyTooling }) => {
      buffering.unsubscribe();
      if (!gone) detach = attachJourneyTooling(actor, early);
    });
    return () => {
      gone = true;
      buffering.unsubscribe();
      detach?.();
    };
  }, [actor]);
}
