import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import { routeOfStart, type JourneyRoute } from '../../src/domain/journeySteps';
import type { FinanceStartValues } from '../../src/domain';

/** Tells the page the journey the answers so far give, so its step indicator can count the steps. */
export function StartStep({ onRoute }: { onRoute: (route: JourneyRoute | null) => void }) {
  const { values } = useFormikContext<FinanceStartValues>();
  const { financingProduct, property } = values;
  useEffect(() => onRoute(routeOfStart(financingProduct, property)), [financingProduct, property, onRoute]);
  return null;
}
