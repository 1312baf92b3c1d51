// @vitest-environment jsdom
import { act, cleanup, fireEvent, render as renderReact, screen, within } from '@testing-library/react';
import { fromPromise, type ActorRefFrom, type AnyActorLogic } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '../../src/config';
import { messages } from '../../src/domain/messages';
import { noteBankCall } from '../../services/sessionActivity';
import { SessionTimeoutWarning } from '../../src/app/SessionTimeoutWarning';
import { journeyMachine } from '../../machines/journey.machine';
import { JourneyContext } from '../../machines/journeyContext';
import { ServiceError } from '../../services/errors';
import { useSessionLeave } from '../../src/app/useSession';
import { pending, stubbedCalls } from './journeyHarness';
import { financingApplication } from '../machines/rules/financingApplication';
import { bankAtTestAddress, stubBank, type SentRequest } from './sessionBank';
import { standInPageExits } from './pageExits';

const exits = standInPageExits();
bankAtTestAddress();

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 0, 15, 9, 0, 0);
/**
 * The bank ends a token 30 minutes after its last use, and may have recorded that use up to a minute
 * before the front end's last call (it writes at most once a minute). The session can therefore end
 * 29 minutes after the last call, and the warning opens 2 minutes before that.
 */
const WARNING_AFTER = 27 * MINUTE;
const ENDS_AFTER = 29 * MINUTE;

const keepAliveOk = { status: 200, body: { idleTimeoutSeconds: 1800, idleExpiresAt: '2026-01-15T09:57:00.000Z' } };
const isKeepAlive = (r: SentRequest) => r.method === 'POST' && r.url === '/api/Security/KeepAlive';
const isRevoke = (r: SentRequest) => r.method === 'DELETE' && r.url === '/api/Security';

let sent: SentRequest[];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(T0);
  sessionStorage.clear();
  sent = stubBank((r) => (isKeepAlive(r) ? keepAliveOk : { status: 204 }));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/**
 * The warning over a journey that runs as in the app: the token call answers (or, without a token, never
 * does), and the journey's root starts the session chart, told of the token. The other calls never answer
 * unless a test gives them an answer.
 */
const render = (token: string | null = 'tok-1', actors: Record<string, AnyActorLogic> = {}) => {
  const fetchToken = token ? fromPromise(async () => ({ token, tokenExpirationDate: '2026-01-15T17:00:00.000Z' })) : pending();
  const machine = journeyMachine.provide({ actors: { ...stubbedCalls(), fetchToken, ...actors } as never });
  let journey: ActorRefFrom<typeof journeyMachine> | undefined;
  function Probe() {
    const ref = JourneyContext.useActorRef();
    journey = ref;
    useSessionLeave(ref);
    return null;
  }
  renderReact(
    <JourneyContext.Provider logic={machine}>
      <Probe />
      <SessionTimeoutWarning />
    </JourneyContext.Provider>,
  );
  return () => journey!;
};
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const dialog = () => screen.queryByRole('alertdialog');
const openDialog = () => screen.getByRole('alertdialog');
const button = (name: string) => within(openDialog()).getByRole('button', { name });
const liveText = () => openDialog().querySelector('[aria-live="polite"]')?.textContent;
/** The service layer comes with the first call (services/deferred.ts): its import settles, then the answers do. */
const flush = async () => {
  await vi.dynamicImportSettled();
  await act(() => vi.advanceTimersByTimeAsync(0));
  await vi.dynamicImportSettled();
  await act(() => vi.advanceTimersByTimeAsync(0));
};

describe('the session timeout warning (WCAG 2.2.1)', () => {
  it('opens 2 minutes before the earliest moment the bank may end the session, and not a millisecond before', async () => {
    render();
    await advance(WARNING_AFTER - 1);
    expect(dialog()).toBeNull();
    await advance(1);
    expect(openDialog()).toBeTruthy();
    expect(within(openDialog()).getByRole('heading', { name: 'You will be signed out soon' })).toBeTruthy();
    expect(openDialog().textContent).toContain('For your security, we will sign you out in 2 minutes.');
  });

  it('each call to the bank pushes the warning back by the full time, and closes it when open', async () => {
    render();
    await advance(20 * MINUTE);
    act(() => noteBankCall());
    await advance(WARNING_AFTER - 1);
    expect(dialog()).toBeNull();
    await advance(1);
    expect(openDialog()).toBeTruthy();
    act(() => noteBankCall());
    expect(dialog()).toBeNull();
  });

  it('counts from the last call recorded before a reload, not from when the page loaded', async () => {
    noteBankCall(T0 - 20 * MINUTE);
    render();
    await advance(7 * MINUTE - 1);
    expect(dialog()).toBeNull();
    await advance(1);
    expect(openDialog()).toBeTruthy();
  });

  it('is a labelled modal alertdialog that takes the focus and gives it back when it closes', async () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    render();
    await advance(WARNING_AFTER);
    const d = screen.getByRole('alertdialog', { name: 'You will be signed out soon' });
    expect(d.getAttribute('aria-modal')).toBe('true');
    expect(d.contains(document.activeElement)).toBe(true);
    expect(document.getElementById(d.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'For your security, we will sign you out in 2 minutes.',
    );
    // Tab stays inside the dialog.
    const [stay, signOut] = within(d).getAllByRole('button');
    expect(stay.textContent).toBe(messages.staySignedIn);
    expect(signOut.textContent).toBe(messages.signOut);
    signOut.focus();
    fireEvent.keyDown(signOut, { key: 'Tab' });
    expect(document.activeElement).toBe(stay);
    fireEvent.keyDown(stay, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(signOut);

    fireEvent.click(stay);
    await flush();
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(outside);
    outside.remove();
  });

  it('reads the countdown out on the minute and once at 20 seconds, not every second', async () => {
    render();
    await advance(WARNING_AFTER);
    expect(liveText()).toBe('For your security, we will sign you out in 2 minutes.');
    await advance(1000);
    expect(openDialog().textContent).toContain('we will sign you out in 1 minute 59 seconds.');
    expect(liveText()).toBe('For your security, we will sign you out in 2 minutes.');
    await advance(59_000);
    expect(liveText()).toBe('For your security, we will sign you out in 1 minute.');
    await advance(39_000);
    expect(openDialog().textContent).toContain('we will sign you out in 21 seconds.');
    expect(liveText()).toBe('For your security, we will sign you out in 1 minute.');
    await advance(1000);
    expect(liveText()).toBe('For your security, we will sign you out in 20 seconds.');
    await advance(1000);
    expect(openDialog().textContent).toContain('we will sign you out in 19 seconds.');
    expect(liveText()).toBe('For your security, we will sign you out in 20 seconds.');
  });

  it('Stay signed in sends KeepAlive with the chart\'s token, closes, and the next warning comes a full period later', async () => {
    render();
    await advance(WARNING_AFTER + 30_000);
    fireEvent.click(button('Stay signed in'));
    await flush();
    expect(sent.filter(isKeepAlive)).toEqual([{ url: '/api/Security/KeepAlive', method: 'POST', authorization: 'Bearer tok-1', keepalive: false }]);
    expect(dialog()).toBeNull();
    await advance(WARNING_AFTER - 1);
    expect(dialog()).toBeNull();
    await advance(1);
    expect(openDialog()).toBeTruthy();
  });

  it('Escape means stay signed in', async () => {
    render();
    await advance(WARNING_AFTER);
    fireEvent.keyDown(openDialog(), { key: 'Escape' });
    await flush();
    expect(sent.filter(isKeepAlive)).toHaveLength(1);
    expect(dialog()).toBeNull();
  });

  it('a KeepAlive the bank refuses as ended shows the spec\'s timed-out message', async () => {
    sent = stubBank((r) => (isKeepAlive(r) ? { status: 401, body: { message: messages.sessionTimeout } } : { status: 204 }));
    render();
    await advance(WARNING_AFTER);
    fireEvent.click(button('Stay signed in'));
    await flush();
    expect(openDialog().textContent).toContain(messages.sessionTimeout);
  });

  it('a KeepAlive that fails otherwise keeps the warning open with the generic error, still counting down', async () => {
    sent = stubBank((r) => (isKeepAlive(r) ? 'offline' : { status: 204 }));
    render();
    await advance(WARNING_AFTER + 60_000);
    fireEvent.click(button('Stay signed in'));
    await flush();
    expect(within(openDialog()).getByRole('alert').textContent).toBe(messages.saveFailedBody);
    expect(openDialog().textContent).toContain('we will sign you out in 1 minute.');
    await advance(60_000);
    expect(openDialog().textContent).toContain(messages.sessionTimeout);
  });

  it('Sign out ends the token at the bank, clears the session and leaves for the cancel link, as CLOSE does', async () => {
    sessionStorage.setItem('sme-journey:abc', '{}');
    render();
    await advance(WARNING_AFTER);
    fireEvent.click(button('Sign out'));
    await flush();
    expect(sent.filter(isRevoke)).toEqual([{ url: '/api/Security', method: 'DELETE', authorization: 'Bearer tok-1', keepalive: true }]);
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith('sme-journey:'))).toEqual([]);
    expect(exits.assign).toHaveBeenCalledWith(config.cancelLink);
  });

  it("at zero shows the spec's timed-out message, ends the token at the bank, and Start again starts the app afresh", async () => {
    render();
    await advance(ENDS_AFTER - 1);
    expect(openDialog().textContent).not.toContain(messages.sessionTimeout);
    expect(sent.filter(isRevoke)).toEqual([]);
    await advance(1);
    const d = openDialog();
    expect(d.textContent).toContain('Sorry, your session has time out. Kindly restart the application again.');
    expect(within(d).queryByRole('button', { name: 'Stay signed in' })).toBeNull();
    expect(d.contains(document.activeElement)).toBe(true);
    expect(sent.filter(isRevoke)).toEqual([{ url: '/api/Security', method: 'DELETE', authorization: 'Bearer tok-1', keepalive: true }]);
    fireEvent.keyDown(d, { key: 'Escape' });
    expect(openDialog()).toBeTruthy();
    fireEvent.click(within(d).getByRole('button', { name: 'Start again' }));
    // The app's own address as built (vite's base), opened with no page mode here.
    expect(exits.assign).toHaveBeenCalledWith(import.meta.env.BASE_URL);
  });

  it('a machine that slept past the deadline (its timers stopped, its clock did not) is told as soon as it wakes', async () => {
    render();
    await advance(5 * MINUTE);
    vi.setSystemTime(T0 + 2 * 60 * MINUTE);
    await advance(1000);
    expect(openDialog().textContent).toContain(messages.sessionTimeout);
  });

  it('stays away without a token, and on the pages where the session has nothing left to keep', async () => {
    render(null);
    await advance(ENDS_AFTER);
    expect(dialog()).toBeNull();
    cleanup();
    // The bank refuses the first call of the application as expired: SessionExpired, nothing left to keep.
    const refused = fromPromise(() => Promise.reject(new ServiceError('unauthorized', 'expired', 401)));
    const journey = render('tok-1', { createState: refused });
    await flush();
    act(() => journey().send({ type: 'user.submitFinancing', application: financingApplication('Online') }));
    act(() => journey().send({ type: 'user.proceed' }));
    await flush();
    expect(journey().getSnapshot().value).toEqual({ outcomes: 'sessionExpired' });
    await advance(WARNING_AFTER);
    expect(dialog()).toBeNull();
    await advance(ENDS_AFTER);
    expect(dialog()).toBeNull();
  });
});
