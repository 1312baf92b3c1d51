import { createActorContext } from '@xstate/react';
import { journeyMachine } from './journey.machine';

/** The one running journey actor, shared by every screen. */
export const JourneyContext = createActorContext(journeyMachine);

export const useJourneySelector = JourneyContext.useSelector;
export const useJourneySend = () => JourneyContext.useActorRef().send;

export type JourneyActor = ReturnType<typeof JourneyContext.useActorRef>;
