import { withOutput } from '../actorResults';

/**
 * Spec 2, 2.6 and 7: the status entry page fetches the session token at its start, and a failure shows
 * 'Service is not available.' A page opened by its address before the journey has a session (Welcome,
 * the resume e-mail link) does so itself, so the failure shows on that page and Retry asks again.
 */
export const sessionStartStates = <T extends string>(ready: T) => ({
  startingSession: {
    tags: ['busy'] as const,
    description: 'Opened by its address at page start: fetch the session token.',
    invoke: {
      id: 'fetchToken' as const,
      src: 'fetchToken' as const,
      onDone: { target: ready, actions: withOutput('assignToken') },
      onError: { target: 'sessionFailed' as const, actions: 'showServiceUnavailable' as const },
    },
  },
  sessionFailed: {
    tags: ['errorPopup', 'loadFailed'] as const,
    description: 'The token call failed: serviceNotAvailable on this page, and Retry asks for the token again.',
    on: { 'user.retry': { target: 'startingSession' as const, actions: 'clearPopup' as const } },
  },
});
