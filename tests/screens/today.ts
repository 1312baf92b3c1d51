import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Every test of the file runs on `today`: the date rules (year ends, leasehold dates) read the clock,
 * and a test must not depend on the day it runs. Only Date is faked: timers stay real for the forms.
 */
export function runOn(today: Date): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(today);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });
}
