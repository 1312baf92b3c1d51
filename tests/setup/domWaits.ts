/**
 * Testing Library gives up on `waitFor` and `findBy…` after one second of real time. What the DOM tests wait
 * for is a lazy screen's import or a mocked call's promise, never a timer, so on a loaded machine that second
 * ran out while the app was right. With the ceiling raised, machine speed no longer fails a test; a wrong
 * expectation still fails, after the longer wait.
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 15_000 });
}

export {};
