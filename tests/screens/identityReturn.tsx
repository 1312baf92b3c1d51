import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { fromPromise } from 'xstate';
import { configureApi } from '../../services/http';
import { retrieveIdentity } from '../../services/identity';
import { renderJourney, type Harness } from './journeyHarness';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/**
 * The identity return page with the real retrieval service behind the chart, and a bank whose retrieval
 * succeeds and whose Validate answers `validate`. Callers unstub fetch and reset configureApi afterwards.
 */
export function renderIdentityReturn(ui: ReactElement, validate: unknown): Harness {
  configureApi({ apiBase: 'http://bank.test' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string) => {
      const url = typeof input === 'string' ? input : input.url;
      return url.includes('/Validate/') ? json(validate) : json({ statuscode: 'OK' });
    }),
  );
  return renderJourney(ui, {
    value: { application: { myInfoLanding: { sandboxEntry: 'entering' } } },
    context: {},
    actors: {
      retrieveIdentity: fromPromise(({ input }: { input: { token: string; stateId: string; code: string } }) =>
        retrieveIdentity(input.token, input.stateId, input.code),
      ),
    },
  });
}
