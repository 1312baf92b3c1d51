import type { StateValue } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { loadSnapshot, saveSnapshot } from '../../src/app/persistence';
import type { StatusDtls } from '../../src/contract';
import { journeyMachine } from '../../machines/journey.machine';
import { routeOf } from '../../machines/routes';
import { initialContext } from '../../machines/types';
import type { StatusView } from '../../services/status';
import { statusOf } from '../screens/statusFixtures';

/** sessionStorage as the browser keeps it across a reload. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(i: number) {
    return [...this.items.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const view = (over: Partial<StatusDtls>): StatusView => ({
  request: { StatusDtls: statusOf(over), ApplicantIDNum: 'S1234567D', CIPAIPResponse: '', PropertyDetails: null },
  aip: null,
  documents: null,
});

/**
 * A browser that was on a status page, reloaded: the snapshot comes back from sessionStorage and the
 * bank now says `now`. Returns the journey after the app has told the chart it was restored, and the
 * status reads the bank was asked for.
 */
async function reloadOn(page: StateValue, shown: Partial<StatusDtls>, now: Partial<StatusDtls>, submittedHere = false) {
  const storage = new MemoryStorage();
  const referenceNo = 'SME20261122000001';
  const context = { ...initialContext(), token: 'tok', stateId: 'st-1', referenceNo, submittedRefNo: submittedHere ? referenceNo : null, status: statusOf(shown) };
  const before = createActor(journeyMachine, { snapshot: journeyMachine.resolveState({ value: page, context }) });
  saveSnapshot(before.getPersistedSnapshot(), storage);

  const reads: string[] = [];
  const bank = journeyMachine.provide({
    actors: {
      loadStatus: fromPromise(async ({ input }: { input: { token: string | null; stateId: string; refNo: string; origin: 'submit' | 'enquiry' } }) => {
        reads.push(input.origin);
        return view(now);
      }),
    },
  });
  const snapshot = loadSnapshot(storage);
  expect(snapshot).toBeDefined();
  const after = createActor(bank, { snapshot }).start();
  after.send({ type: 'app.restored' });
  await waitFor(after, (s) => !s.hasTag('busy'));
  return { journey: after.getSnapshot(), reads };
}

describe('a reload on a status page asks the bank again', () => {
  it('StatusProgress, after the officer has set LI: the offer, not the stale on-hold page', async () => {
    const { journey, reads } = await reloadOn({ afterSubmission: 'statusProgress' }, { ApplicationProgress: 'application_pending' }, { ApplicationProgress: 'LI' });
    expect(reads).toEqual(['enquiry']);
    expect(routeOf(journey)).toBe('ReviewOffer');
    expect(journey.context.status?.ApplicationProgress).toBe('LI');
  });

  it('StatusProgress, nothing changed: the on-hold page again, from the fresh status', async () => {
    const { journey, reads } = await reloadOn(
      { afterSubmission: 'statusProgress' },
      { ApplicationProgress: 'application_pending', Deadline: '06-12-2026' },
      { ApplicationProgress: 'application_pending', Deadline: '20-12-2026' },
    );
    expect(reads).toEqual(['enquiry']);
    expect(routeOf(journey)).toBe('StatusProgress');
    expect(journey.context.status?.Deadline).toBe('20-12-2026');
  });

  it('the thank-you page after a submit in this browser stays the thank-you page while the application is pending', async () => {
    const { journey, reads } = await reloadOn({ afterSubmission: 'submitDetails' }, { ApplicationProgress: 'application_pending' }, { ApplicationProgress: 'application_pending' }, true);
    expect(reads).toEqual(['submit']);
    expect(routeOf(journey)).toBe('SubmitDetails');
  });

  it('the thank-you page moves on to the offer once the bank says LI', async () => {
    const { journey } = await reloadOn({ afterSubmission: 'submitDetails' }, { ApplicationProgress: 'application_pending' }, { ApplicationProgress: 'LI' }, true);
    expect(routeOf(journey)).toBe('ReviewOffer');
  });

  it('the thank-you page an enquiry opened (LP) is read again as an enquiry', async () => {
    const { journey, reads } = await reloadOn({ afterSubmission: 'submitDetails' }, { ApplicationProgress: 'LP' }, { ApplicationProgress: 'LP' });
    expect(reads).toEqual(['enquiry']);
    expect(routeOf(journey)).toBe('SubmitDetails');
  });

  it('a page that loads nothing from the status is left as it is', async () => {
    const { journey, reads } = await reloadOn({ application: 'financeDetails' }, {}, {});
    expect(reads).toEqual([]);
    expect(routeOf(journey)).toBe('FinanceDetails');
  });
});
