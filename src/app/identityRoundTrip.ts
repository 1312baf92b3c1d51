import { useEffect } from 'react';
import type { JourneyActor } from '../../machines/journeyContext';

/** Only a web address leaves the app: whatever else a state record held would not be followed. */
export const isWebAddress = (url: string) => URL.canParse(url) && /^https?:$/.test(new URL(url).protocol);

/** The chart says when to leave for the identity provider; the browser goes to the authorisation request the bank built. */
export function useLeaveForProvider(actor: JourneyActor): void {
  useEffect(() => {
    const sub = actor.on('provider.leave', ({ authoriseUrl }) => {
      if (isWebAddress(authoriseUrl)) window.location.assign(authoriseUrl);
      else console.error('The bank gave no identity provider address to sign in at: is it configured with MYINFO_BASE?');
    });
    return () => sub.unsubscribe();
  }, [actor]);
}

/** The provider's answer on the return page's address (spec 2, 2.15: state and code, or an error). */
export function providerReturnOf(location: Pick<Location, 'pathname' | 'search'>) {
  if (!/\/MyInfoLanding\/?$/.test(location.pathname)) return null;
  const query = new URLSearchParams(location.search);
  if (!query.has('code') && !query.has('error')) return null;
  return {
    type: 'provider.returned' as const,
    code: query.get('code') ?? undefined,
    state: query.get('state') ?? undefined,
    error: query.get('error') ?? undefined,
  };
}

/**
 * The page the provider sends the browser back to opens with the journey restored from before it left;
 * the chart gets the answer once and decides (a state it did not issue goes home).
 */
export function useProviderReturn(actor: JourneyActor): void {
  useEffect(() => {
    const returned = providerReturnOf(window.location);
    if (returned) actor.send(returned);
  }, [actor]);
}
