import type { ReactNode } from 'react';
import { Popup } from './Popup';

interface Props {
  title: string;
  testId: string;
  closeLabel: string;
  confirmLabel: string;
  onClose: () => void;
  onConfirm: () => void;
  children: ReactNode;
}

/** A question with two answers: the secondary button closes it, the primary one confirms. */
export function ConfirmDialog({ title, testId, closeLabel, confirmLabel, onClose, onConfirm, children }: Props) {
  return (
    <Popup
      title={title}
      testId={testId}
      actions={
        <>
          <button type="button" className="secondary" onClick={onClose}>
            {closeLabel}
          </button>
          <button type="button" onClick={onConfirm}>
            {confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Popup>
  );
}
