import type { JourneyContext, SummarySection } from '../types';
import { withOutput } from '../actorResults';
import { sessionInput, sessionToken } from '../session';
import { journeySetup } from '../setup';
import { otpStates } from './otp';
import { callState, loadFailedStates, loadingState, popupState, sessionKept } from './shared';

/**
 * The submit call (PUT putSubmitwithFields) for the applicant who submits: 'Submitted' after the OTP,
 * with IsNonLendingCompleted Y when DONE saved preferences; 'Rejected' when the pre-qualification failed.
 */
const submitInput = (context: JourneyContext, status: 'Submitted' | 'Rejected') => ({
  ...sessionInput({ context }),
  payload: {
    RefNo: context.referenceNo ?? '',
    OrderNumber: submittingApplicant(context)?.OrderNumber ?? 1,
    IDNumber: submittingApplicant(context)?.IDNumber ?? '',
    Status: status,
    isAuthorisedPerson: context.lookup?.result?.isAuthorisedPerson || undefined,
    IsNonLendingCompleted: status === 'Submitted' && context.nonLending ? ('Y' as const) : ('N' as const),
  },
});

/** Spec 2, 2.3: each edit button opens its step with from=preview; `when` narrows where one section has two steps. */
const edit = (section: SummarySection, target: string, when: 'otherApplicant' | 'soleProprietor' | 'aip' | null = null) => ({
  guard: { type: 'isSection' as const, params: { section, when } },
  target,
  actions: 'setFromPreview' as const,
});

/**
 * The applicant who submits: the one the status lookup found when the user came back through Welcome,
 * otherwise the first user, applicant 1 (spec 2, section 4 "Person-details rules").
 */
const submittingApplicant = (context: JourneyContext) => {
  const applicants = context.preview?.ApplicantDtls ?? [];
  const nric = context.lookup?.nric;
  return (nric && applicants.find((a) => a.IDNumber === nric)) || applicants.find((a) => a.OrderNumber === 1);
};

const otpTarget = (context: JourneyContext) => {
  const applicant = submittingApplicant(context);
  return { mobile: applicant?.MobileNumber ?? '', stateId: context.stateId ?? '', refNo: context.referenceNo ?? '', order: applicant?.OrderNumber ?? 1 };
};

/** Spec 2, 2.3, 2.4, 2.11, 4 "Submit on the summary", "One-time password" and "Non-lending". */
export const preview = journeySetup.createStateConfig({
  description: 'Application summary; Submit opens the one-time-password bar, a verified OTP submits.',
  meta: { route: 'Preview', spec: '2: 2.3, 2.4, 2.11, 4, 5, 8' },
  entry: 'clearFromPreview',
  initial: 'loading',
  states: {
    loading: loadingState('Load the summary of everything saved.', {
      src: 'loadPreview',
      input: sessionInput,
      onDone: { target: 'reviewing', actions: withOutput('assignPreview') },
    }),
    ...loadFailedStates('Loading the summary failed.'),
    reviewing: {
      description: 'The applicant reviews the summary and ticks the terms.',
      on: {
        'user.submitPreview': 'preQualifying',
        'user.back': '#journey.application.declarations',
        'user.removePropertyRow': { guard: 'canEditProperty', target: 'removingPropertyRow' },
        'user.editSection': [
          edit('financing', '#journey.application.editDetails'),
          edit('company', '#journey.application.companyDetails'),
          edit('persons', '#journey.application.authorisedPersonDetails', 'otherApplicant'),
          edit('persons', '#journey.application.sPersonDetails', 'soleProprietor'),
          edit('persons', '#journey.application.personDetails'),
          edit('account', '#journey.application.accountDetails'),
          edit('property', '#journey.application.aPropertyDetails', 'aip'),
          edit('property', '#journey.application.propertyDetails'),
          edit('declarations', '#journey.application.declarations'),
        ],
      },
    },
    removingPropertyRow: callState(
      "Remove a row of the property's balance or commitment table (saved again without it), then the summary again.",
      'rowFailed',
      'showSaveFailed',
      {
        src: 'removePropertyRow',
        input: ({ context, event }) => ({
          token: sessionToken(context),
          refNo: context.referenceNo ?? '',
          row: event.type === 'user.removePropertyRow' ? event.row : { list: 'commitments' as const, loanProductType: '' },
        }),
        onDone: 'loading',
      },
    ),
    rowFailed: popupState('reviewing', 'Removing the row failed: timed error popup, the summary unchanged.'),
    preQualifying: callState('Pre-qualification check at the app-submit stage: SUCCESS or GREEN goes on to the OTP (without the OTP bar, straight on).', 'submitFailed', 'showSaveFailed', {
      src: 'preQualify',
      input: sessionInput,
      onDone: [
        { guard: withOutput('isPreQualifiedForNonLendingWithoutOtp'), target: 'nonLending' },
        { guard: withOutput('isPreQualifiedWithoutOtp'), target: 'submitting' },
        { guard: withOutput('isPreQualified'), target: 'requestingOtp' },
        { target: 'rejecting', actions: withOutput('assignPreKnockout') },
      ],
    }),
    rejecting: {
      tags: ['busy'],
      description: "The check failed: the application is saved with Status 'Rejected', then PreKnockoutFailed shows the code.",
      invoke: {
        id: 'saveRejection',
        src: 'submitApplication',
        input: ({ context }) => submitInput(context, 'Rejected'),
        onDone: '#journey.outcomes.preKnockoutFailed',
        // The applicant is knocked out whether or not the bank recorded it; only a lost session says otherwise.
        onError: { guard: sessionKept, target: '#journey.outcomes.preKnockoutFailed' },
      },
    },
    ...otpStates('#journey.application.preview', 'reviewing', otpTarget, [
      { guard: withOutput('isOtpVerifiedForNonLending'), target: '#journey.application.preview.nonLending' },
      { guard: withOutput('isOtpVerified'), target: '#journey.application.preview.submitting' },
    ] as const),
    nonLending: {
      tags: ['nonLending'],
      description: 'Non-lending opt-in popup (first user, feature on): NOT NOW submits as is, DONE saves the choice first.',
      on: {
        'user.skipNonLending': { target: 'submitting', actions: 'clearNonLending' },
        'user.submitNonLending': { target: 'savingNonLending', actions: 'assignNonLending' },
      },
    },
    savingNonLending: {
      ...callState('Save the non-lending preferences.', 'nonLendingFailed', 'showSaveFailed', {
        src: 'saveNonLending',
        input: ({ context }) => ({ token: sessionToken(context), refNo: context.referenceNo ?? '', preferences: context.nonLending! }),
        onDone: 'submitting',
      }),
      tags: ['busy', 'nonLending'],
    },
    nonLendingFailed: popupState('nonLending', 'Saving the preferences failed: timed error popup, then the popup again.'),
    submitting: callState('Submit the application (after the verified OTP when the OTP bar is on); IsNonLendingCompleted says whether DONE was chosen.', 'submitFailed', 'showSaveFailed', {
      src: 'submitApplication',
      input: ({ context }) => submitInput(context, 'Submitted'),
      onDone: [
        { guard: withOutput('hasNullReference'), target: 'submitFailed', actions: 'showNullReference' },
        { target: '#journey.afterSubmission.statusDetails.afterSubmit', actions: withOutput('assignSubmitted') },
      ],
    }),
    submitFailed: popupState('reviewing', 'Submit failed (M21 on a null reference): timed error popup.'),
  },
});
