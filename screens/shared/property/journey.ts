import type { PropertyDetails, PropertyValues } from '../../../contract';
import { JourneyContext } from '../../../machines/journeyContext';

/** The property screens' whole contract with the chart: what was saved, and the one event Next sends. */

/** What was saved (context.property), to prefill the form; null before a save. */
export function useSavedProperty(): PropertyDetails | null {
  return JourneyContext.useSelector((s) => s.context.property);
}

export function useSubmitProperty(): (values: PropertyValues) => void {
  const send = JourneyContext.useActorRef().send;
  return (values) => send({ type: 'user.submitProperty', values });
}
