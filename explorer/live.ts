import { useEffect, useState } from 'react';
import { openLiveChannel, type LiveMessage } from '../machines/liveChannel';

/**
 * Follow live: the journey in another tab of this browser posts its snapshot on a BroadcastChannel on
 * every change and answers an `explorer.hello` with where it is now.
 */
export function useLiveJourney(enabled: boolean): { message: LiveMessage | null; supported: boolean } {
  const [message, setMessage] = useState<LiveMessage | null>(null);
  const supported = typeof BroadcastChannel !== 'undefined';
  useEffect(() => {
    if (!enabled) {
      setMessage(null);
      return;
    }
    const channel = openLiveChannel();
    if (!channel) return;
    channel.onmessage = (e: MessageEvent<Partial<LiveMessage>>) => {
      const m = e.data;
      if (m?.type === 'journey.snapshot' && Array.isArray(m.active)) setMessage(m as LiveMessage);
    };
    channel.postMessage({ type: 'explorer.hello' });
    return () => channel.close();
  }, [enabled]);
  return { message, supported };
}
