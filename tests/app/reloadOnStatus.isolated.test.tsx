// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { StatusDtls } from '../../src/contract';
import { journeyMachine } from '../../machines/journey.machine';
import { initialContext } from '../../machines/types';
import type { StatusView } from '../../services/status';
import { statusOf } from '../screens/statusFixtures';

const bank = vi.hoisted(() => ({ progress: 'LI', reads: [] as string[] }));
vi.mock('../../services/status', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../services/status')>()),
  loadStatusView: async (_token: string, _stateId: string, _refNo: string, origin: string): Promise<StatusView> => {
    bank.reads.push(origin);
    return {
      request: { StatusDtls: statusOf({ ApplicationProgress: bank.progress }), ApplicantIDNum: 'S1234567D', CIPAIPResponse: '', PropertyDetails: null },
      aip: null,
      documents: null,
    };
  },
}));

// A journey that starts afresh asks the bank for a session token first.
vi.mock('../../services/security', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../services/security')>()),
  fetchToken: async () => ({ token: 'fresh-token', tokenExpirationDate: '2099-01-01T00:00:00Z' }),
}));

const { App } = await import('../../src/app/App');
const { saveSnapshot } = await import('../../src/app/persistence');

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  bank.reads = [];
});

/** The browser was on StatusProgress with the status it read then; the reload opens `path`. */
function reload(path: string, shown: Partial<StatusDtls>) {
  const context = { ...initialContext(), token: 'tok', stateId: 'st-1', referenceNo: 'SME20261122000001', status: statusOf(shown) };
  const before = createActor(journeyMachine, { snapshot: journeyMachine.resolveState({ value: { afterSubmission: 'statusProgress' }, context }) });
  saveSnapshot(before.getPersistedSnapshot());
  window.history.replaceState(null, '', `${import.meta.env.BASE_URL}${path}`);
  render(<App />);
}

const route = () => document.querySelector('main')?.getAttribute('data-route');

describe('the app after a reload on a status page', () => {
  it('asks the bank again and shows the page of the fresh status', async () => {
    bank.progress = 'LI';
    reload('StatusProgress', { ApplicationProgress: 'application_pending' });
    await waitFor(() => expect(route()).toBe('ReviewOffer'));
    expect(bank.reads).toEqual(['enquiry']);
    await waitFor(() => expect(window.location.pathname).toBe(`${import.meta.env.BASE_URL}ReviewOffer`));
  });

  it('a reload that asks for /Welcome opens Welcome for a new enquiry, never the stale page', async () => {
    bank.progress = 'LI';
    reload('Welcome', { ApplicationProgress: 'application_pending' });
    // Welcome is where a new enquiry starts: it opens, with neither the stale page nor a read of the old one.
    await waitFor(() => expect(route()).toBe('Welcome'));
    expect(window.location.pathname).toBe(`${import.meta.env.BASE_URL}Welcome`);
    expect(bank.reads).toEqual([]);
    expect(screen.queryByText(/Application Pending/i)).toBeNull();
  });
});
