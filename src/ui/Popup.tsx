import { useId, type ReactNode } from 'react';
import { useModalFocus } from './useModalFocus';

interface PopupProps {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  role?: 'dialog' | 'alertdialog';
  testId?: string;
}

/** A modal dialog: keyboard and screen-reader users land in it, stay in it and return from it (useModalFocus). */
export function Popup({ title, children, actions, role = 'dialog', testId }: PopupProps) {
  const { ref, onKeyDown } = useModalFocus<HTMLDivElement>();
  const titleId = useId();
  return (
    <div className="overlay">
      <div className="popup" role={role} aria-modal="true" aria-labelledby={titleId} tabIndex={-1} ref={ref} onKeyDown={onKeyDown} data-testid={testId}>
        <h2 id={titleId}>{title}</h2>
        <div className="popup-body">{children}</div>
        {actions && <div className="popup-actions">{actions}</div>}
      </div>
    </div>
  );
}
