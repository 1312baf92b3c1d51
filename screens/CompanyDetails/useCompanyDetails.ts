import { JourneyContext, useJourneyState, type JourneySnapshot } from '../../machines/journeyContext';

/** What journey.companyDetails shows: the loaded company, the resumed GAS re-declaration, a failed load. */
export const selectCompanyDetails = (s: JourneySnapshot) => ({
  loadFailed: s.hasTag('loadFailed'),
  company: s.matches({ companyDetails: 'loading' }) ? null : s.context.company,
  redeclaring: s.hasTag('schemeDeclaration'),
});

export function useCompanyDetails() {
  const view = useJourneyState(selectCompanyDetails);
  const send = JourneyContext.useActorRef().send;
  return {
    ...view,
    proceed: () => send({ type: 'user.proceed' }),
    restart: () => send({ type: 'user.restart' }),
  };
}
