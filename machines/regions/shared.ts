import type { RouteName } from '../routes';
import { and } from 'xstate';
import { CALL_FAILED, withFailure, withOutput } from '../actorResults';
import type { journeySetup } from '../setup';
import type { JourneyEvent } from '../types';

/** One call to the bank as a state invokes it, typed by the chart's setup (its onDone by the actor's output). */
type JourneyStateConfig = Parameters<typeof journeySetup.createStateConfig>[0];
export type JourneyInvoke = Exclude<NonNullable<JourneyStateConfig['invoke']>, readonly unknown[]>;

/** The error popups a failed call shows; the save-failed one tells a stale save from others by the error. */
const failurePopups = {
  showGetFailed: 'showGetFailed',
  showReadFailed: withFailure('showReadFailed'),
  showServiceUnavailable: 'showServiceUnavailable',
  showSaveFailed: withFailure('showSaveFailed'),
} as const;
type FailurePopup = keyof typeof failurePopups;

/**
 * A failed call that ends the journey whatever the page: the session is gone (spec 2: 2.6). The chart
 * says it once, on its root, for every call; a state's own onError takes only the other failures
 * (sessionKept), so this one reaches the root.
 */
export const sessionKept = withFailure('keepsSession');
const sessionLost = { guard: withFailure('isSessionExpired'), target: '.outcomes.sessionExpired' as const };
/**
 * The root's transitions. XState types the keys of `on` by the chart's own events, and a call's failure
 * (xstate.error.actor.<call>) is not one of them, hence the cast.
 */
export const rootTransitions = { [CALL_FAILED]: sessionLost } as Record<never, never>;

/**
 * The shapes every screen region repeats, written once: a failure either means the session is gone
 * (SessionExpired) or shows the timed error popup and lets the user try again.
 */
export const failTo = <T extends string, A extends FailurePopup>(target: T, action: A) =>
  ({ guard: sessionKept, target, actions: failurePopups[action] }) as const;

/** A call as a builder takes it: the actor by name (the invocation takes its id from it), without onError. */
type NamedCall<T = Extract<JourneyInvoke, { src: string }>> = T extends unknown ? Omit<T, 'id' | 'onError'> : never;

/**
 * A state that waits on one call to the bank (busy); a failure shows `popup` in the `failed` state.
 * The invocation's id is the actor's name, so its done event reads xstate.done.actor.<actor>.
 */
export const callState = (description: string, failed: string, popup: FailurePopup, invoke: NamedCall) => ({
  tags: ['busy'] as const,
  description,
  invoke: { ...invoke, id: invoke.src, onError: failTo(failed, popup) },
});

/** A registry record that came back empty (spec 3, 8): the invalid-entity page, with the step's error type. */
export const emptyToInvalidEntity = <A extends 'assignEmptyCompany' | 'assignEmptyPersons'>(actions: A) => ({
  guard: withOutput('isEmptyResult'),
  target: '#journey.outcomes.invalidEntity' as const,
  actions,
});

/** A screen's first load: a failure opens loadFailedStates. */
export const loadingState = (description: string, invoke: NamedCall) => callState(description, 'loadFailed', 'showReadFailed', invoke);

/** A form's save: a failure shows the save-failed popup over the form (saveFailedState). */
export const savingState = (description: string, invoke: NamedCall) => callState(description, 'saveFailed', 'showSaveFailed', invoke);

/** The popup after a failed save; the form keeps what was typed. */
export const saveFailedState = (description = 'Save failed: timed error popup, the form keeps what was typed.') => popupState('editing', description);

/** A timed error popup: it hides itself after the ERROR_POPUP delay (ERROR_POPUP_MS) or when dismissed. */
export const popupState = <T extends string>(back: T, description: string) => ({
  tags: ['errorPopup'] as const,
  description,
  after: { ERROR_POPUP: { target: back, actions: 'clearPopup' as const } },
  on: { 'user.dismissError': { target: back, actions: 'clearPopup' as const } },
});

/**
 * A load that failed: the popup shows first, then the screen offers Retry; a screen opened from another
 * (`back`) also offers the way back there.
 */
export const loadFailedStates = <B extends string = never>(description: string, back?: B) => {
  const leave = back ? { 'user.back': { target: back, actions: 'clearPopup' as const } } : {};
  return {
    loadFailed: {
      ...popupState('unavailable', description),
      tags: ['errorPopup', 'loadFailed'] as const,
      on: {
        'user.dismissError': { target: 'unavailable', actions: 'clearPopup' as const },
        'user.retry': { target: 'loading', actions: 'clearPopup' as const },
        ...leave,
      },
    },
    unavailable: {
      tags: ['loadFailed'] as const,
      description: back ? 'The data could not be loaded; the screen offers Retry and the way back.' : 'The data could not be loaded; the screen offers Retry.',
      on: { 'user.retry': 'loading', ...leave },
    },
  };
};

/**
 * A postal code search (no Authorization header). A failure clears the address (spec 1, 5.4 and 7) and
 * leaves the form open: the page says once, under the postal code, that nothing was found and that the
 * address may be entered by hand, so `postalFailed` takes the form's own events (`editing`).
 */
export const postalLookupStates = <O extends object>(description: string, editing: O) => ({
  lookingUpPostal: {
    tags: ['busy'] as const,
    description,
    invoke: {
      id: 'lookupPostal' as const,
      src: 'lookupPostal' as const,
      input: ({ event }: { event: JourneyEvent }) => ({ postalCode: event.type === 'user.lookupPostal' ? event.postalCode : '' }),
      onDone: { target: 'editing' as const, actions: withOutput('assignPostal') },
      onError: { target: 'postalFailed' as const, actions: 'clearPostal' as const },
    },
  },
  postalFailed: {
    description: 'Lookup failed: the address is cleared; the form says so under the postal code and offers to enter the address by hand.',
    on: editing,
  },
});

/** Back To Home, Reapply, Apply Now: the journey starts again from the start page with a new session. */
export const restart = { 'user.restart': { target: '#journey.booting' as const, actions: 'resetJourney' as const } };

/** A page with nothing to load: what it shows (route, spec reference, description) and the events it takes (by default only a restart). */
export const page = <O extends object = typeof restart>(route: RouteName, spec: string, description: string, on?: O) => ({
  description,
  meta: { route, spec },
  on: on ?? restart,
});

/** The first user's persons step: SPersonDetails for a sole proprietor, NSPersonDetails otherwise (spec 1, 2.2). */
export const toPersons = [
  { guard: 'isSoleProprietor' as const, target: '#journey.application.sPersonDetails' as const },
  { target: '#journey.application.personDetails' as const },
];

/** Next from a step the summary's edit button opened goes back to the summary (from=preview). */
export const backToPreviewWhenEditing = { guard: 'isFromPreview' as const, target: '#journey.application.preview' as const };

/**
 * An answer changed from the summary that added the property step sends the user through it before the
 * summary again, while the summary has no property details (after HMPO's invalidation of changed routes).
 */
export const toMissingPropertyStep = [
  { guard: and(['isAipProperty', 'lacksPropertyAnswers']), target: '#journey.application.aPropertyDetails' as const },
  { guard: 'lacksPropertyAnswers' as const, target: '#journey.application.propertyDetails' as const },
];

/**
 * Spec 2, 2.1: after the persons, Online goes to the account, a property product to its property step
 * (the AIP variant for AIP), anything else to the declarations; an edit returns to the summary.
 */
export const afterPersons = [
  ...toMissingPropertyStep,
  backToPreviewWhenEditing,
  { guard: 'isOnline' as const, target: '#journey.application.accountDetails' as const },
  { guard: 'isAipProperty' as const, target: '#journey.application.aPropertyDetails' as const },
  { guard: 'hasPropertyStep' as const, target: '#journey.application.propertyDetails' as const },
  { target: '#journey.application.declarations' as const },
];

/**
 * Spec 2, 2.2: Back from the declarations goes to the step before them, by product; for another
 * authorised person that is their own details (they never see the first user's steps).
 */
export const beforeDeclarations = [
  { guard: 'isOtherApplicant' as const, target: '#journey.application.authorisedPersonDetails' as const },
  { guard: 'isOnline' as const, target: '#journey.application.accountDetails' as const },
  { guard: 'isAipProperty' as const, target: '#journey.application.aPropertyDetails' as const },
  { guard: 'hasPropertyStep' as const, target: '#journey.application.propertyDetails' as const },
  ...toPersons,
];
