/**
 * React's development build captures a stack trace (`new Error()`) for every element it creates, up to
 * 10,000 between commits, so that a warning can name the component that rendered the culprit. In the form
 * screens' tests that was over a third of React's own time and a tenth of their CPU, for warnings none reads.
 * Past its limit React uses one shared "unknown owner" stack, so the count is pinned there: warnings still
 * fire, without the owner's frames. `REACT_OWNER_STACKS=on` keeps them, to chase a warning.
 */
if (typeof document !== 'undefined' && process.env.REACT_OWNER_STACKS !== 'on') {
  const React = await import('react');
  const internals = (React as unknown as { __CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE?: object })
    .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  if (internals && 'recentlyCreatedOwnerStacks' in internals) {
    Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { get: () => Infinity, set: () => undefined, configurable: true });
  }
}

export {};
