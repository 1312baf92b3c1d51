import { useJourneyState, type JourneySnapshot } from '../../machines/journeyContext';
import { selectProperty, usePropertyEvents } from '../shared/property/useProperty';

/** The property step for AIP, and whether the applicant already has an Option to Purchase. */
export const selectAPropertyDetails = (s: JourneySnapshot) => ({
  ...selectProperty(s),
  existingOtp: s.context.financing?.isExistingOTPAvailable === 'Y',
});

export function useAPropertyDetails() {
  return { ...useJourneyState(selectAPropertyDetails), ...usePropertyEvents() };
}

export type APropertyDetailsBinding = ReturnType<typeof useAPropertyDetails>;
