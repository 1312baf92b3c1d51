import { useJourneyState, type JourneySnapshot } from '../../../machines/journeyContext';
import { selectStatusPage, useStatusPageEvents } from './useStatusPage';

/** What the AIP status pages show: a status page's selection and what the bank sent with the status. */
export const selectAipStatusPage = (s: JourneySnapshot) => ({ ...selectStatusPage(s), extras: s.context.statusExtras });

export function useAipStatusPage() {
  return { ...useJourneyState(selectAipStatusPage), ...useStatusPageEvents() };
}

export type AipStatusPageBinding = ReturnType<typeof useAipStatusPage>;
