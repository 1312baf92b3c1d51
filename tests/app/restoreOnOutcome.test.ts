import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { journeyMachine } from '../../machines/journey.machine';
import { initialContext } from '../../machines/types';
import { saveSnapshot, snapshotToRestore } from '../../src/app/persistence';
import { memoryStorage } from '../screens/memoryStorage';

/** sessionStorage after the journey reached `value`. */
function keptAt(value: Parameters<typeof journeyMachine.resolveState>[0]['value']) {
  const storage = memoryStorage();
  const context = { ...initialContext(), token: 'tok', otpRefusal: { reason: 'tries' as const, retryAt: null, during: 'lookup' as const } };
  saveSnapshot(createActor(journeyMachine, { snapshot: journeyMachine.resolveState({ value, context }) }).getPersistedSnapshot(), storage);
  return storage;
}

/**
 * Issue 34, item 1: on a page with nothing left to keep (InvalidOTP after a status enquiry) the start
 * address opened again was the same page, so the bank's Get in touch and cancel links (the start
 * address in the sandbox) came back to it. The start address opens a new journey there; a reload of
 * the page itself still shows it, and a step of an application in progress is still restored.
 */
describe('what the start address restores', () => {
  it('InvalidOTP: nothing, a new journey starts', () => {
    expect(snapshotToRestore('/', keptAt({ outcomes: 'invalidOtp' }))).toBeUndefined();
  });

  it('InvalidOTP reloaded at its own address: the page again, its ways out with it', () => {
    expect(snapshotToRestore('/InvalidOTP', keptAt({ outcomes: 'invalidOtp' }))).toBeDefined();
  });

  it('a step of an application in progress: that step', () => {
    expect(snapshotToRestore('/', keptAt({ application: { companyDetails: 'editing' } }))).toBeDefined();
  });
});
