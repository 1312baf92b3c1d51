// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { JourneyView } from '../../src/app/JourneyView';
import { messages } from '../../src/domain/messages';
import { screens } from '../../screens';
import { renderJourney } from '../screens/journeyHarness';

/*
 * Screens come in chunks of their own, but a screen whose chunk is here must show in the very commit
 * that enters its state: a Suspense boundary (React.lazy) would hold it back ~300 ms after a fallback.
 */

/** Every text the view's DOM held at any moment, from the first render on. */
function watchTexts(): { texts: string[]; stop(): void } {
  const texts: string[] = [];
  const observer = new MutationObserver(() => texts.push(document.body.textContent ?? ''));
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return { texts, stop: () => observer.disconnect() };
}

describe('screens load without a Suspense delay', () => {
  let watch: ReturnType<typeof watchTexts> | null = null;
  afterEach(() => {
    watch?.stop();
    cleanup();
  });

  it('a screen whose code is already loaded renders in the first commit, never showing the loading line', async () => {
    await screens.SessionExpired.load();
    watch = watchTexts();
    renderJourney(<JourneyView />, { value: { outcomes: 'sessionExpired' }, context: {} });
    // No await, no timer: what render() committed is the screen itself.
    expect(screen.getByRole('heading', { name: messages.sessionTimeoutTitle })).toBeTruthy();
    expect(watch.texts.join('\n')).not.toContain(messages.loadingPage);
  });

  it('a screen not yet loaded shows the loading line, then itself as soon as its code arrives', async () => {
    const loader = screens.InvalidOTP;
    expect(loader.state).toBe('idle');
    renderJourney(<JourneyView />, { value: { outcomes: 'invalidOtp' }, context: {} });
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain(messages.loadingPage);
    await act(() => loader.load());
    expect(screen.getByRole('heading', { name: messages.otpExceededTitle })).toBeTruthy();
    expect(screen.queryByText(messages.loadingPage)).toBeNull();
  });
});
