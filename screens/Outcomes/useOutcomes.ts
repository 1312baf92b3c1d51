import { JourneyContext, useJourneyState, type JourneySnapshot } from '../../machines/journeyContext';
import { goHome } from '../shared/status/navigation';

/** What the error pages show: the code the chart kept, M02's missing fields, and whether it offers Resume Application here. */
export const selectOutcomes = (s: JourneySnapshot) => ({
  errorType: s.context.errorType,
  preKnockoutCode: s.context.preKnockoutCode,
  missingFields: s.context.missingFields,
  canResume: s.can({ type: 'user.openResume' }),
  applicationNo: s.context.referenceNo,
});

export function useOutcomes() {
  const view = useJourneyState(selectOutcomes);
  const send = JourneyContext.useActorRef().send;
  const restart = () => send({ type: 'user.restart' });
  return {
    ...view,
    restart,
    /** Back to home: the journey starts over and the browser goes to the bank's home page, as on every other page. */
    backToHome: () => {
      restart();
      goHome();
    },
    openResume: () => send({ type: 'user.openResume' }),
  };
}

export type OutcomesBinding = ReturnType<typeof useOutcomes>;
