import { useEffect } from 'react';
import { config } from '../config';
import { authorisationUrl } from '../config/identityProvider';
import type { JourneyActor } from '../machines/journeyContext';

/** The chart says when to leave for the identity provider; the browser goes to its authorisation address. */
export function useLeaveForProvider(actor: JourneyActor): void {
  useEffect(() => {
    const sub = actor.on('provider.leave', (request) => {
      window.location.assign(authorisationUrl(config.identityAuthoriseUrl, config.identityPurpose, request));
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
