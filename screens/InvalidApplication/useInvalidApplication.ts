import { useJourneyState, type JourneySnapshot } from '../../machines/journeyContext';
import { useStatusPageEvents } from '../shared/status/useStatusPage';

/** Why the application cannot go on: the lookup answered EXPIRED, or a flag it needs was missing. */
export const selectInvalidApplication = (s: JourneySnapshot) => ({
  expired: (s.context.errorType ?? '').toUpperCase() === 'EXPIRED',
});

export function useInvalidApplication() {
  return { ...useJourneyState(selectInvalidApplication), backToHome: useStatusPageEvents().backToHome };
}
