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

/**
 * Focus on the step's heading: the heading it went to, 'elsewhere' when focus is where it must stay (a
 * dialog holds it, or the heading would not take it), null when the step has no heading yet.
 */
function focusHeading(main: HTMLElement): HTMLElement | 'elsewhere' | null {
  const heading = titledHeading(main);
  if (focusIsInDialog()) return 'elsewhere';
  if (!heading) return null;
  // Programmatic focus only: the heading is not a stop in the Tab order.
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
  return document.activeElement === heading ? heading : 'elsewhere';
}

/** Focus fell to the page itself: the element that held it left the page. */
const focusFellToBody = () => document.activeElement === null || document.activeElement === document.body;

/**
 * On each step change, focus moves to the new step's h1 (GOV.UK's pattern), so a screen reader reads
 * where the user now is and the next Tab starts from the top of the step, not from a button that no
 * longer exists. The first page load keeps the browser's own start. Returns the ref of the <main> that
 * holds the steps.
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
    let placed = focusHeading(el);
    // Until the step's heading appears (its code was still loading), and whenever the step renders its
    // heading anew (it finished loading its data) while focus was on the old one: focus follows.
    const observer = new MutationObserver(() => {
      if (placed === null || (placed instanceof HTMLElement && !placed.isConnected && focusFellToBody())) placed = focusHeading(el);
    });
    observer.observe(el, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [route]);
  return main;
}
