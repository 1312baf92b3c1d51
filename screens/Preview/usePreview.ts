import type { NonLendingChoice } from '../../src/domain/nonLending';
import { JourneyContext, useJourneyState, type JourneySnapshot } from '../../machines/journeyContext';
import type { PropertyRowRef, SummarySection } from '../../machines/types';
import { selectOtpBar, useOtpEvents } from './useOtpBar';

/** The chart has a step for the section's Edit button: another authorised person edits only their own details. */
const opens = (s: JourneySnapshot, section: SummarySection): boolean => s.can({ type: 'user.editSection', section });

/** What journey.application.preview shows: the summary, its viewer, the OTP bar, the non-lending popup. */
export const selectPreview = (s: JourneySnapshot) => ({
  ...selectOtpBar(s),
  data: s.context.preview,
  otpShown: s.hasTag('otp'),
  nonLending: s.hasTag('nonLending'),
  reviewing: s.matches({ application: { preview: 'reviewing' } }),
  firstUser: s.context.flags.firstUser,
  nric: s.context.lookup?.nric ?? null,
  // The chart lets the first user of a property product change the rows (canEditProperty).
  rowActions: s.can({ type: 'user.removePropertyRow', row: { list: 'commitments', loanProductType: '' } }),
  opensFinancing: opens(s, 'financing'),
  opensCompany: opens(s, 'company'),
  opensPersons: opens(s, 'persons'),
  opensAccount: opens(s, 'account'),
  opensProperty: opens(s, 'property'),
  opensDeclarations: opens(s, 'declarations'),
});

export function usePreview() {
  const view = useJourneyState(selectPreview);
  const send = JourneyContext.useActorRef().send;
  return {
    ...view,
    ...useOtpEvents(),
    back: () => send({ type: 'user.back' }),
    submit: () => send({ type: 'user.submitPreview' }),
    editSection: (section: SummarySection) => send({ type: 'user.editSection', section }),
    removePropertyRow: (row: PropertyRowRef) => send({ type: 'user.removePropertyRow', row }),
    skipNonLending: () => send({ type: 'user.skipNonLending' }),
    submitNonLending: (preferences: NonLendingChoice) => send({ type: 'user.submitNonLending', preferences }),
  };
}

export type PreviewBinding = ReturnType<typeof usePreview>;
