import type { PropertyDetails, PropertyValues } from '../../../services/contract';
import { JourneyContext } from '../../../src/app/journeyContext';

/*
 * The property screens' whole contract with the chart. Until the lead adds context.property and the
 * user.submitProperty event to machines/types.ts, the typed context and send do not know them: the two
 * casts below are the only places that bridge the gap, and can go once the chart has them.
 */

/** What was saved (context.property), to prefill the form; null before a save. */
export function useSavedProperty(): PropertyDetails | null {
  return JourneyContext.useSelector((s) => (s.context as unknown as { property?: PropertyDetails | null }).property ?? null);
}

export function useSubmitProperty(): (values: PropertyValues) => void {
  const send = JourneyContext.useActorRef().send;
  // Cast: machines/types.ts does not list user.submitProperty yet (see the comment above).
  return (values) => send({ type: 'user.submitProperty', values } as never);
}
