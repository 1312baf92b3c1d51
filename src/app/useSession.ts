import { useEffect } from 'react';
import { JourneyContext, type JourneyActor } from '../../machines/journeyContext';
import { leaveSession } from './signOut';

/** The session chart the journey runs beside it (its root invokes it). */
export const useSessionActor = () => JourneyContext.useSelector((s) => s.children.session);

/** The browser's side of leaving: when the session chart says so, clear the session data and go. */
export function useSessionLeave(actor: JourneyActor): void {
  useEffect(() => {
    const session = actor.getSnapshot().children.session;
    const sub = session?.on('session.leave', leaveSession);
    return () => sub?.unsubscribe();
  }, [actor]);
}
