import { useEffect, useRef, type RefObject } from 'react';

/** The page title the app was served with: each step's title is its heading, then this. */
const SITE_TITLE = typeof document === 'undefined' ? '' : document.title;

/** Whether focus is already where the user must be: inside an open dialog (it moved focus there itself). */
function focusIsInDialog(): boolean {
  const active = document.activeElement;
  return active instanceof Element && active.closest('[role="dialog"], [role="alertdialog"]') !== null;
}

/**
 * The step's heading, with the page title set from it (WCAG 2.4.2: each page titled by its purpose).
 * Only a rendered one: a hidden heading cannot take focus, and focus sent there lands on the body.
 */
function titledHeading(main: HTMLElement): HTMLElement | null {
  const heading = Array.from(main.querySelectorAll<HTMLElement>('h1')).find((h) => h.getClientRects().length > 0);
  if (heading) document.title = `${heading.textContent?.trim() ?? ''} - ${SITE_TITLE}`;
  return heading ?? null;
}

function focusHeading(main: HTMLElement): boolean {
  const heading = titledHeading(main);
  if (focusIsInDialog()) return true;
  if (!heading) return false;
  // Programmatic focus only: the heading is not a stop in the Tab order.
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
  return document.activeElement === heading;
}

/**
 * On each step change, focus moves to the new step's h1 (GOV.UK's pattern), so a screen reader reads
 * where the user now is and the next Tab starts from the top of the step, not from a button that no
 * longer exists. The first page load keeps the browser's own start. A screen rendered after its chunk
 * has loaded gets focus when its heading appears. Returns the ref of the <main> that holds the steps.
 */
export function useStepFocus(route: string): RefObject<HTMLElement | null> {
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);
  useEffect(() => {
    const el = main.current;
    if (!el) return;
    if (first.current) {
      first.current = false;
      titledHeading(el);
      return;
    }
    if (focusHeading(el)) return;
    const observer = new MutationObserver(() => {
      if (focusHeading(el)) observer.disconnect();
    });
    observer.observe(el, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [route]);
  return main;
}
