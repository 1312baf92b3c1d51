import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { StateValue } from 'xstate';
import type { Harness } from './journeyHarness';
import { setupUser } from '../setup/user';

/** Back on a form step sends user.back, and where the test names it, the chart leaves for that state. */
export async function expectBack(h: Harness, leavesFor?: StateValue): Promise<void> {
  await setupUser().click(screen.getByRole('button', { name: 'Back' }));
  expect(h.events).toEqual([{ type: 'user.back' }]);
  if (leavesFor !== undefined) expect(h.actor().getSnapshot().value).toEqual(leavesFor);
}

/** A step whose data could not be loaded says so and offers Retry, which loads the step again. */
export async function expectRetryLoads(h: Harness, loading: StateValue): Promise<void> {
  expect(screen.getByText('Unable to retrieve data. Please try again.')).toBeTruthy();
  await setupUser().click(screen.getByRole('button', { name: 'Retry' }));
  expect(h.events).toEqual([{ type: 'user.retry' }]);
  expect(h.actor().getSnapshot().value).toEqual(loading);
}
