import { useEffect, useId, type KeyboardEvent } from 'react';
import { SESSION_WARNING_LAST_ANNOUNCEMENT_S } from '../domain/constants';
import { messages } from '../domain/messages';
import { useModalFocus } from '../ui/useModalFocus';
import { useSessionWarning } from './useSessionWarning';

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
 * Warns before the bank's idle timeout ends the session and lets the user extend it (WCAG 2.2.1). The
 * session chart (machines/sessionTimeout.machine.ts) decides when; this is its view.
 */
export function SessionTimeoutWarning() {
  const w = useSessionWarning();
  if (!w.shown || w.phase === 'quiet') return null;
  return (
    <WarningDialog
      phase={w.phase}
      remainingSeconds={w.remainingSeconds}
      failure={w.failed ? messages.saveFailedBody : null}
      extending={w.extending}
      onStay={w.onStay}
      onSignOut={w.onSignOut}
      onStartAgain={w.onStartAgain}
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
