import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

const TABBABLE = 'button:not(:disabled), [href], input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog's keyboard behaviour: focus moves into it when it opens, Tab and Shift+Tab cycle through
 * its own controls (the page behind is inert to the eye, so it must be to the keyboard too), and on
 * closing focus goes back to where the user was, when that is still on the page.
 */
export function useModalFocus<T extends HTMLElement>(): { ref: RefObject<T | null>; onKeyDown: (e: KeyboardEvent<T>) => void } {
  const ref = useRef<T>(null);
  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = ref.current;
    dialog?.focus();
    return () => {
      // Unless the dialog's own action already sent focus somewhere else (a section it unlocked).
      const active = document.activeElement;
      const focusLeftWithDialog = !active || active === document.body || (dialog?.contains(active) ?? false);
      if (before?.isConnected && focusLeftWithDialog) before.focus();
    };
  }, []);

  const onKeyDown = (e: KeyboardEvent<T>) => {
    const dialog = ref.current;
    if (e.key !== 'Tab' || !dialog) return;
    const controls = Array.from(dialog.querySelectorAll<HTMLElement>(TABBABLE));
    if (controls.length === 0) return;
    const first = controls[0];
    const last = controls[controls.length - 1];
    const active = document.activeElement;
    if (e.shiftKey && (active === first || active === dialog)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && active === last) {
      e.preventDefault();
      first.focus();
    }
  };
  return { ref, onKeyDown };
}
