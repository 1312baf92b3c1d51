import type { Applicant } from '../../src/contract';
import { JourneyContext, useJourneyState, type JourneySnapshot } from '../../machines/journeyContext';

/** What journey.application.personDetails shows: the persons once loaded, and who is looking at them. */
export const selectNSPersonDetails = (s: JourneySnapshot) => ({
  loadFailed: s.hasTag('loadFailed'),
  persons: s.matches({ application: { personDetails: 'loading' } }) ? null : s.context.persons,
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
