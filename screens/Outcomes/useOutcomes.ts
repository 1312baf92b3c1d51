import { JourneyContext, useJourneyState, type JourneySnapshot } from '../../machines/journeyContext';
import { goHome, leaveFor } from '../shared/status/navigation';

/** What the error pages show: the code the chart kept, M02's missing fields, and whether it offers Resume Application here. */
export const selectOutcomes = (s: JourneySnapshot) => ({
  errorType: s.context.errorType,
  preKnockoutCode: s.context.preKnockoutCode,
  missingFields: s.context.missingFields,
  canResume: s.can({ type: 'user.openResume' }),
  applicationNo: s.context.referenceNo,
  otpRefusal: s.context.otpRefusal,
  /** InvalidOTP after a lookup: the form again, for a new code. */
  canOpenWelcome: s.can({ type: 'user.openWelcome' }),
  /** The session chart the journey runs beside: Cancel ends the session through it, as CLOSE does. */
  session: s.children.session,
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
    openWelcome: () => send({ type: 'user.openWelcome' }),
    /**
     * Cancel on the error pages: the cancel link, as CLOSE (spec 1, 2.5) goes there: the session ended at
     * the bank and its data cleared first, so the app opened again starts afresh instead of on this page.
     */
    cancel: () => (view.session ? view.session.send({ type: 'user.signOut' }) : leaveFor('cancelLink')),
  };
}

export type OutcomesBinding = ReturnType<typeof useOutcomes>;
