const HEADINGS = 'summary, h2, h3';
const FOCUSABLE = 'summary, a[href], button, input, select, textarea';

/**
 * Brings a section the user has just unlocked into view and puts focus on its heading, so a phone user
 * sees it and a screen-reader user hears where they are. The scroll is smooth unless the user asked
 * for reduced motion.
 */
export function bringIntoView(section: HTMLElement | null): void {
  if (!section) return;
  const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  // Optional: a DOM without layout (jsdom) has no scrolling; focus still moves.
  section.scrollIntoView?.({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  const heading = section.querySelector<HTMLElement>(HEADINGS) ?? section;
  if (!heading.matches(FOCUSABLE) && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}
