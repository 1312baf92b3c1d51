import type { ReactNode } from 'react';
import { Popup } from './Popup';

interface Props {
  title: string;
  testId: string;
  closeLabel: string;
  confirmLabel: string;
  onClose: () => void;
  onConfirm: () => void;
  /** The confirm button waits for something the dialog asks first (a ticked declaration). */
  confirmDisabled?: boolean;
  /** Confirming loses something (the application, the session): the confirm button looks destructive. */
  destructive?: boolean;
  children: ReactNode;
}

/** A question with two answers: the secondary button closes it, the primary one confirms. */
export function ConfirmDialog({ title, testId, closeLabel, confirmLabel, onClose, onConfirm, confirmDisabled = false, destructive = false, children }: Props) {
  return (
    <Popup
      title={title}
      testId={testId}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="secondary" onClick={onClose}>
            {closeLabel}
          </button>
          <button type="button" className={destructive ? 'destructive' : undefined} disabled={confirmDisabled} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Popup>
  );
}
