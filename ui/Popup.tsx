import { useEffect, useRef, type ReactNode } from 'react';

interface PopupProps {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  role?: 'dialog' | 'alertdialog';
  testId?: string;
}

/** A modal dialog: focus moves into it so keyboard and screen-reader users land on it. */
export function Popup({ title, children, actions, role = 'dialog', testId }: PopupProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="overlay">
      <div className="popup" role={role} aria-modal="true" aria-labelledby="popup-title" tabIndex={-1} ref={ref} data-testid={testId}>
        <h2 id="popup-title">{title}</h2>
        <div className="popup-body">{children}</div>
        {actions && <div className="popup-actions">{actions}</div>}
      </div>
    </div>
  );
}
