import { JourneyContext } from '../../machines/journeyContext';
import { useStatusPage } from '../shared/status/useStatusPage';

/** The offer page: a status page's selection and events, and Continue (the chart picks the next step). */
export function useReviewOffer() {
  const send = JourneyContext.useActorRef().send;
  return { ...useStatusPage(), continueOffer: () => send({ type: 'user.continue' }) };
}

export type ReviewOfferBinding = ReturnType<typeof useReviewOffer>;
