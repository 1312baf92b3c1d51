import { JourneyContext, useJourneyState, type JourneySnapshot } from '../../machines/journeyContext';
import type { CompanyValues } from '../../machines/types';

/**
 * What journey.application.companyDetails shows: the loaded company, the resumed GAS re-declaration, a failed
 * load, and the mailing address lookup's answer or failure.
 */
export const selectCompanyDetails = (s: JourneySnapshot) => ({
  loadFailed: s.hasTag('loadFailed'),
  company: s.matches({ application: { companyDetails: 'loading' } }) ? null : s.context.company,
  redeclaring: s.hasTag('schemeDeclaration'),
  postal: s.context.postal,
  postalFailed: s.matches({ application: { companyDetails: 'postalFailed' } }),
});

export function useCompanyDetails() {
  const view = useJourneyState(selectCompanyDetails);
  const send = JourneyContext.useActorRef().send;
  return {
    ...view,
    proceed: () => send({ type: 'user.proceed' }),
    restart: () => send({ type: 'user.restart' }),
    submit: (values: CompanyValues) => send({ type: 'user.submitCompany', values }),
    lookupPostal: (postalCode: string) => send({ type: 'user.lookupPostal', postalCode }),
  };
}

export type CompanyDetailsBinding = ReturnType<typeof useCompanyDetails>;
