/**
 * The shapes every screen region repeats, written once: a failure either means the session is gone
 * (SessionExpired) or shows the timed error popup and lets the user try again.
 */
export const failTo = <T extends string, A extends 'showGetFailed' | 'showSaveFailed' | 'showServiceUnavailable'>(target: T, action: A) =>
  [
    { guard: 'isSessionExpired' as const, target: '#journey.sessionExpired' as const },
    { target, actions: action },
  ] as const;

/** A timed error popup: it hides itself after ERROR_POPUP (5000 ms) or when dismissed. */
export const popupState = <T extends string>(back: T, description: string) => ({
  tags: ['errorPopup'] as const,
  description,
  after: { ERROR_POPUP: { target: back, actions: 'clearPopup' as const } },
  on: { 'user.dismissError': { target: back, actions: 'clearPopup' as const } },
});

/** A load that failed: the popup shows first, then the screen offers Retry. */
export const loadFailedStates = (description: string) => ({
  loadFailed: {
    ...popupState('unavailable', description),
    tags: ['errorPopup', 'loadFailed'] as const,
    on: {
      'user.dismissError': { target: 'unavailable', actions: 'clearPopup' as const },
      'user.retry': { target: 'loading', actions: 'clearPopup' as const },
    },
  },
  unavailable: {
    tags: ['loadFailed'] as const,
    description: 'The data could not be loaded; the screen offers Retry.',
    on: { 'user.retry': 'loading' },
  },
});

/** Back To Home, Reapply, Apply Now: the journey starts again from the start page with a new session. */
export const restart = { 'user.restart': { target: '#journey.booting' as const, actions: 'resetJourney' as const } };
