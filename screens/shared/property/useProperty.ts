import type { PropertyValues } from '../../../src/contract';
import { JourneyContext, useJourneyState, type JourneySnapshot } from '../../../machines/journeyContext';

/** What the property step shows: what was saved (to prefill the form), a postal lookup's answer or failure, busy. */
export const selectProperty = (s: JourneySnapshot) => ({
  saved: s.context.property,
  postal: s.context.postal,
  postalFailed: s.matches({ application: { propertyDetails: 'postalFailed' } }) || s.matches({ application: { aPropertyDetails: 'postalFailed' } }),
  busy: s.hasTag('busy'),
});

/** The events the property step may send. */
export function usePropertyEvents() {
  const send = JourneyContext.useActorRef().send;
  return {
    submit: (values: PropertyValues) => send({ type: 'user.submitProperty', values }),
    back: () => send({ type: 'user.back' }),
    lookupPostal: (postalCode: string) => send({ type: 'user.lookupPostal', postalCode }),
  };
}

export function useProperty() {
  return { ...useJourneyState(selectProperty), ...usePropertyEvents() };
}

export type PropertyBinding = ReturnType<typeof useProperty>;
