import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { JourneyContext } from '../../machines/journeyContext';
import { sessionEndsAt, type SessionMachine } from '../../machines/sessionTimeout.machine';
import { useSessionActor } from './useSession';

type SessionSnapshot = SnapshotFrom<SessionMachine>;

/** What the warning shows: nothing, the warning with the time left, or the timed-out notice. */
export const selectSessionWarning = (s: SessionSnapshot | undefined) => {
  if (!s) return { phase: 'quiet' as const, remainingSeconds: 0, failed: false, extending: false };
  const phase = s.hasTag('timedOut') ? ('ended' as const) : s.hasTag('warning') ? ('warning' as const) : ('quiet' as const);
  return {
    phase,
    remainingSeconds: Math.max(0, Math.ceil((sessionEndsAt(s.context) - s.context.now) / 1000)),
    failed: s.context.keepAliveFailed,
    extending: s.matches({ active: { warning: 'extending' } }),
  };
};

const sameWarning = (a: ReturnType<typeof selectSessionWarning>, b: ReturnType<typeof selectSessionWarning>) =>
  a.phase === b.phase && a.remainingSeconds === b.remainingSeconds && a.failed === b.failed && a.extending === b.extending;

/**
 * The binding of the timeout warning: the session chart's state, and its three events. Shown only on
 * pages where the session still has something to keep (the journey's `nothingToKeep` tag).
 */
export function useSessionWarning() {
  const session = useSessionActor();
  const keeps = JourneyContext.useSelector((s) => !s.hasTag('nothingToKeep'));
  const view = useSelector(session, selectSessionWarning, sameWarning);
  return {
    ...view,
    shown: keeps && view.phase !== 'quiet',
    onStay: () => session?.send({ type: 'user.staySignedIn' }),
    onSignOut: () => session?.send({ type: 'user.signOut' }),
    onStartAgain: () => session?.send({ type: 'user.startAgain' }),
  };
}
