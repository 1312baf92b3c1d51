import type { Applicant } from '../../src/contract';
import { JourneyContext, useJourneyState, type JourneySnapshot } from '../../machines/journeyContext';

/** The three person steps share this screen; each loads the persons afresh. */
const PERSON_STEPS = ['personDetails', 'sPersonDetails', 'authorisedPersonDetails'] as const;
const loading = (s: JourneySnapshot) => PERSON_STEPS.some((step) => s.matches({ application: { [step]: 'loading' } }));

/**
 * What the person steps show: the persons once loaded (the form starts from what the bank holds, so
 * none is shown from an earlier load while the step loads), and who is looking at them.
 */
export const selectNSPersonDetails = (s: JourneySnapshot) => ({
  loadFailed: s.hasTag('loadFailed'),
  persons: loading(s) ? null : s.context.persons,
  firstUser: s.context.flags.firstUser,
  soleProprietor: s.context.flags.soleProprietor,
  nric: s.context.lookup?.nric ?? null,
});

export function useNSPersonDetails() {
  const view = useJourneyState(selectNSPersonDetails);
  const send = JourneyContext.useActorRef().send;
  return {
    ...view,
    submit: (applicants: Applicant[]) => send({ type: 'user.submitPersons', applicants }),
    back: () => send({ type: 'user.back' }),
  };
}

export type NSPersonDetailsBinding = ReturnType<typeof useNSPersonDetails>;
