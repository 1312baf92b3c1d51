import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { routeOf, type RouteName } from '../../machines/routes';
import { ServiceError } from '../../services/errors';
import { keepAlive } from '../../services/security';
import { endSession } from '../../services/sessionEnd';
import {
  SESSION_IDLE_MS,
  SESSION_TOUCH_INTERVAL_MS,
  SESSION_WARNING_LAST_ANNOUNCEMENT_S,
  SESSION_WARNING_MS,
} from '../domain/constants';
import { messages } from '../domain/messages';
import { JourneyContext } from '../../machines/journeyContext';
import { lastBankCall, onBankCall } from '../../services/sessionActivity';
import { signOut, startAgain } from './signOut';
import { useModalFocus } from '../ui/useModalFocus';

/** Pages where the session has nothing left to keep: it has ended, or their only way on is a fresh start. */
const NOTHING_TO_KEEP: ReadonlySet<RouteName> = new Set([
  'SessionExpired',
  'AppCancelled',
  'InvalidApplication',
  'InvalidDirectors',
  'InvalidOTP',
  'PreKnockoutFailed',
]);

/** "1 minute 5 seconds", "2 minutes", "45 seconds". */
function spoken(totalSeconds: number): string {
  const m = Math.floor(totalSeconds / 60);
  const s = totalSeconds % 60;
  if (m === 0) return messages.seconds(s);
  return s === 0 ? messages.minutes(m) : `${messages.minutes(m)} ${messages.seconds(s)}`;
}

/**
 * What screen readers hear: the whole minutes, then once near the end. A countdown read every second
 * would drown out everything else (GOV.UK's timeout warning does the same).
 */
function announced(totalSeconds: number): string {
  const time =
    totalSeconds > SESSION_WARNING_LAST_ANNOUNCEMENT_S
      ? messages.minutes(Math.max(1, Math.ceil(totalSeconds / 60)))
      : messages.seconds(SESSION_WARNING_LAST_ANNOUNCEMENT_S);
  return messages.sessionWarningIn(time);
}

/**
 * Warns before the bank's idle timeout ends the session and lets the user extend it (WCAG 2.2.1). Shown
 * only while the chart holds a token that still has something to keep.
 */
export function SessionTimeoutWarning() {
  const token = JourneyContext.useSelector((s) => s.context.token);
  const keeps = JourneyContext.useSelector((s) => !NOTHING_TO_KEEP.has(routeOf(s)));
  if (!token || !keeps) return null;
  // A new token (a restart, or one rotated when the application was bound) starts a new countdown.
  return <SessionCountdown key={token} token={token} />;
}

type Phase = 'quiet' | 'warning' | 'ended';

function SessionCountdown({ token }: { token: string }) {
  const [lastCall, setLastCall] = useState(() => lastBankCall() ?? Date.now());
  const [now, setNow] = useState(() => Date.now());
  const [ended, setEnded] = useState(false);
  const [extending, setExtending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(
    () =>
      onBankCall((at) => {
        setLastCall(at);
        setNow(Date.now());
      }),
    [],
  );

  // The earliest moment the bank may end the token: it may have recorded the last use up to a touch interval late.
  const endsAt = lastCall + SESSION_IDLE_MS - SESSION_TOUCH_INTERVAL_MS;
  const remainingMs = endsAt - now;
  const timedOut = ended || remainingMs <= 0;
  const phase: Phase = timedOut ? 'ended' : remainingMs <= SESSION_WARNING_MS ? 'warning' : 'quiet';

  // The clock is read every second rather than trusted to one long timeout: timers stop while a laptop
  // sleeps and are throttled in a background tab, the clock is not. Before the warning nothing renders.
  const endsAtRef = useRef(endsAt);
  useEffect(() => {
    endsAtRef.current = endsAt;
  }, [endsAt]);
  useEffect(() => {
    const id = setInterval(() => {
      const t = Date.now();
      if (endsAtRef.current - t <= SESSION_WARNING_MS) setNow(t);
    }, 1000);
    return () => clearInterval(id);
  }, []);

  // Once over, it stays over (a late call elsewhere does not revive it), and the bank is told so.
  useEffect(() => {
    if (!timedOut) return;
    setEnded(true);
    endSession(token);
  }, [timedOut, token]);

  const stay = async () => {
    if (extending) return;
    const before = lastCall;
    setExtending(true);
    setFailure(null);
    try {
      await keepAlive(token);
    } catch (e) {
      if (e instanceof ServiceError && e.kind === 'unauthorized') setEnded(true);
      else {
        // The bank may not have heard it: the countdown goes on from the last call it surely saw.
        setLastCall(before);
        setNow(Date.now());
        setFailure(messages.saveFailedBody);
      }
    } finally {
      setExtending(false);
    }
  };

  if (phase === 'quiet') return null;
  return (
    <WarningDialog
      phase={phase}
      remainingSeconds={Math.max(0, Math.ceil(remainingMs / 1000))}
      failure={failure}
      extending={extending}
      onStay={stay}
      onSignOut={() => signOut(token)}
      onStartAgain={() => startAgain(token)}
    />
  );
}

interface WarningDialogProps {
  phase: 'warning' | 'ended';
  remainingSeconds: number;
  failure: string | null;
  extending: boolean;
  onStay: () => void;
  onSignOut: () => void;
  onStartAgain: () => void;
}

function WarningDialog({ phase, remainingSeconds, failure, extending, onStay, onSignOut, onStartAgain }: WarningDialogProps) {
  const { ref, onKeyDown: keepFocusInside } = useModalFocus<HTMLDivElement>();
  const titleId = useId();
  const describedId = useId();

  // When the warning turns into the timed-out notice its buttons change: focus goes to the notice again.
  useEffect(() => {
    if (phase === 'ended') ref.current?.focus();
  }, [phase, ref]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape' && phase === 'warning') {
      e.preventDefault();
      onStay();
      return;
    }
    keepFocusInside(e);
  };

  return (
    <div className="overlay session-warning-overlay">
      <div
        className="popup session-warning"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedId}
        tabIndex={-1}
        ref={ref}
        onKeyDown={onKeyDown}
        data-testid="session-timeout-warning"
      >
        {phase === 'warning' ? (
          <>
            <h2 id={titleId}>{messages.sessionWarningTitle}</h2>
            <div className="popup-body">
              <p className="session-countdown" aria-hidden="true">
                {messages.sessionWarningIn(spoken(remainingSeconds))}
              </p>
              <p id={describedId} className="visually-hidden" aria-live="polite" aria-atomic="true">
                {announced(remainingSeconds)}
              </p>
              <p>{messages.sessionWarningHint}</p>
              {failure && (
                <p className="field-error" role="alert">
                  {failure}
                </p>
              )}
            </div>
            <div className="popup-actions">
              <button type="button" onClick={onStay} aria-busy={extending}>
                {messages.staySignedIn}
              </button>
              <button type="button" className="secondary" onClick={onSignOut}>
                {messages.signOut}
              </button>
            </div>
          </>
        ) : (
          <>
            <h2 id={titleId}>{messages.sessionTimeoutTitle}</h2>
            <div className="popup-body">
              <p id={describedId} aria-live="polite">
                {messages.sessionTimeout}
              </p>
            </div>
            <div className="popup-actions">
              <button type="button" onClick={onStartAgain}>
                {messages.startAgain}
              </button>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
