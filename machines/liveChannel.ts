/**
 * A running journey tells other tabs of the same browser where it is, so the journey chart explorer can
 * follow it live. BroadcastChannel stays inside the browser: nothing leaves the machine.
 */
export const LIVE_CHANNEL = 'sme-journey-live';

export interface LiveMessage {
  type: 'journey.snapshot';
  /** Every active state id, root first. */
  active: string[];
  route: string;
  /** The event that led here, when known. */
  event: string | null;
  at: string;
}

export function openLiveChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(LIVE_CHANNEL);
}
