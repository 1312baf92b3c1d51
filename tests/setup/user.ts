import userEvent, { PointerEventsCheckLevel, type Options } from '@testing-library/user-event';

/**
 * A user of the DOM tests. jsdom loads none of the app's style sheets, so user-event's check that a clicked
 * element does not have `pointer-events: none` reads only jsdom's own defaults and cannot fail here, while it
 * computes the style of every ancestor on every click. Chromium runs that check for real (e2e/).
 */
export const setupUser = (options: Options = {}) => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, ...options });

export type User = ReturnType<typeof setupUser>;
