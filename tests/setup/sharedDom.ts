import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

/**
 * DOM test files of the `dom` project share their worker's modules and one jsdom window. Testing
 * Library registers its cleanup only when first imported, so it is registered here for every file;
 * and each file starts with empty storage, the start address and the real clock, as in a window of its own.
 */
beforeAll(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.body.innerHTML = '';
});
afterEach(() => cleanup());
afterAll(() => {
  vi.useRealTimers();
});
