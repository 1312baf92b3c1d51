// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { InvalidEntity } from '../../screens/Outcomes/Outcomes';
import { configureApi } from '../../services/http';
import { retrieveIdentity } from '../../services/identity';
import { renderJourney } from './journeyHarness';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  configureApi({ apiBase: '' });
});

describe('MyInfoLanding with Validate answering M07 (spec 2, 4 step 3 and 6; spec 2, 8)', () => {
  it('ends on InvalidEntity with the quoted business-type message', async () => {
    configureApi({ apiBase: 'http://bank.test' });
    // The bank's two answers: the retrieval succeeds, then Validate refuses the business type.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request | string) => {
        const url = typeof input === 'string' ? input : input.url;
        return url.includes('/Validate/') ? json({ isSucess: true, model: { code: 'M07' } }) : json({ statuscode: 'OK' });
      }),
    );
    const h = renderJourney(<InvalidEntity />, {
      value: { myInfoLanding: { sandboxEntry: 'entering' } },
      context: {},
      actors: {
        retrieveIdentity: fromPromise(({ input }: { input: { token: string; stateId: string; code: string } }) =>
          retrieveIdentity(input.token, input.stateId, input.code),
        ),
      },
    });
    h.actor().send({ type: 'user.confirmIdentity', code: 'S7956123A' });
    await waitFor(() => expect(h.actor().getSnapshot().value).toBe('invalidEntity'));
    expect(h.actor().getSnapshot().context.errorType).toBe('M07');
    expect(screen.getByTestId('error-message').textContent).toBe('Your request is unsuccessful due to business type.');
  });
});
