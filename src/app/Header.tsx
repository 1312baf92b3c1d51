import { useRef, useState } from 'react';
import { config } from '../config';
import { messages } from '../domain/messages';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { useSessionActor } from './useSession';

/**
 * Spec 1, 2.5: CLOSE ends the session (at the bank too), clears session data and leaves for the cancel
 * link. Leaving the application is not undone by Back, so CLOSE asks first.
 */
export function Header() {
  const session = useSessionActor();
  const [asking, setAsking] = useState(false);
  const closeButton = useRef<HTMLButtonElement>(null);
  const keepGoing = () => {
    setAsking(false);
    // Back where the user was: the dialog took the focus when it opened.
    closeButton.current?.focus();
  };
  return (
    <header className="app-header">
      <span className="brand">SME e-Financing</span>
      {config.mode !== 'PROD' && <span className="mode-badge">{config.mode}</span>}
      <button type="button" className="close" ref={closeButton} onClick={() => setAsking(true)}>
        CLOSE
      </button>
      {asking && (
        <ConfirmDialog
          title={messages.closeConfirmTitle}
          testId="close-confirm"
          closeLabel={messages.closeConfirmKeep}
          confirmLabel={messages.closeConfirmLeave}
          destructive
          onClose={keepGoing}
          onConfirm={() => session?.send({ type: 'user.signOut' })}
        >
          <p>{messages.closeConfirmBody}</p>
        </ConfirmDialog>
      )}
    </header>
  );
}
