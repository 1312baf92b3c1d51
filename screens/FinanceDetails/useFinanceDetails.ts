import type { FinancingApplication } from '../../src/contract';
import { JourneyContext, useJourneyState, type JourneySnapshot } from '../../machines/journeyContext';
import { selectLoadFailed } from '../shared/useLoadFailed';

/** What journey.application.financeDetails shows: the saved application, edit mode, its popups, a failed load, busy, the rate switch. */
export const selectFinanceDetails = (s: JourneySnapshot) => ({
  saved: s.context.financing,
  // The chart's edit mode (state editDetails, route editdetails), opened by the summary's edit button.
  editMode: s.hasTag('editMode'),
  consent: s.hasTag('consent'),
  scheme: s.hasTag('schemeDeclaration'),
  ...selectLoadFailed(s),
  busy: s.hasTag('busy'),
  fixedInterestRate: s.context.features.fixedInterestRate,
});

export function useFinanceDetails() {
  const view = useJourneyState(selectFinanceDetails);
  const send = JourneyContext.useActorRef().send;
  return {
    ...view,
    submit: (application: FinancingApplication) => send({ type: 'user.submitFinancing', application }),
    openWelcome: () => send({ type: 'user.openWelcome' }),
    back: () => send({ type: 'user.back' }),
    retry: () => send({ type: 'user.retry' }),
    proceed: () => send({ type: 'user.proceed' }),
  };
}

export type FinanceDetailsBinding = ReturnType<typeof useFinanceDetails>;
