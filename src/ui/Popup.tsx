import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { useModalFocus } from './useModalFocus';

interface PopupProps {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  role?: 'dialog' | 'alertdialog';
  testId?: string;
  /**
   * What Escape does: the dialog's own way out (Close, Back, Cancel, No). Every dialog says so; null only for
   * one the user cannot dismiss (a timed notice), so none is left without a decision.
   */
  onClose: (() => void) | null;
}

/**
 * A modal dialog: keyboard and screen-reader users land in it, stay in it and return from it (useModalFocus);
 * Escape closes it as its own close button would (WAI-ARIA dialog pattern).
 */
export function Popup({ title, children, actions, role = 'dialog', testId, onClose }: PopupProps) {
  const { ref, onKeyDown: keepFocusInside } = useModalFocus<HTMLDivElement>();
  const titleId = useId();
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape' && onClose) {
      e.preventDefault();
      e.stopPropagation();
      onClose();
      return;
    }
    keepFocusInside(e);
  };
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
