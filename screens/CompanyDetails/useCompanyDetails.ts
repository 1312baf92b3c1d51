import { JourneyContext } from '../../machines/journeyContext';

/** What journey.companyDetails shows: the loaded company, the resumed GAS re-declaration, a failed load. */
export function useCompanyDetails() {
  const loadFailed = JourneyContext.useSelector((s) => s.hasTag('loadFailed'));
  const loading = JourneyContext.useSelector((s) => s.matches({ companyDetails: 'loading' }));
  const company = JourneyContext.useSelector((s) => s.context.company);
  const redeclaring = JourneyContext.useSelector((s) => s.hasTag('schemeDeclaration'));
  const send = JourneyContext.useActorRef().send;
  return {
    loadFailed,
    company: loading ? null : company,
    redeclaring,
    proceed: () => send({ type: 'user.proceed' }),
    restart: () => send({ type: 'user.restart' }),
  };
}
