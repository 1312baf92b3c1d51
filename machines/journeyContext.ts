import { createActorContext, shallowEqual } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { journeyMachine } from './journey.machine';

/** The one running journey actor, shared by every screen. */
export const JourneyContext = createActorContext(journeyMachine);

export const useJourneySelector = JourneyContext.useSelector;
export const useJourneySend = () => JourneyContext.useActorRef().send;

export type JourneyActor = ReturnType<typeof JourneyContext.useActorRef>;

export type JourneySnapshot = SnapshotFrom<typeof journeyMachine>;

/**
 * A screen's binding reads the chart through one selection, compared field by field: the screen
 * re-renders when what it shows changes, and the selection is a pure function of the snapshot that a
 * test can call without React.
 */
export const useJourneyState = <T extends object>(select: (snapshot: JourneySnapshot) => T): T =>
  JourneyContext.useSelector(select, shallowEqual);
