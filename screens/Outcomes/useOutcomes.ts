import { JourneyContext, useJourneyState, type JourneySnapshot } from '../../machines/journeyContext';

/** What the error pages show: the code the chart kept, and whether it offers Resume Application here. */
export const selectOutcomes = (s: JourneySnapshot) => ({
  errorType: s.context.errorType,
  preKnockoutCode: s.context.preKnockoutCode,
  canResume: s.can({ type: 'user.openResume' }),
});

export function useOutcomes() {
  const view = useJourneyState(selectOutcomes);
  const send = JourneyContext.useActorRef().send;
  return {
    ...view,
    restart: () => send({ type: 'user.restart' }),
    openResume: () => send({ type: 'user.openResume' }),
  };
}

export type OutcomesBinding = ReturnType<typeof useOutcomes>;
