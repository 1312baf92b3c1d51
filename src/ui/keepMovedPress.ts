import type { MouseEvent as ReactMouseEvent } from 'react';

type Box = Pick<DOMRect, 'top' | 'left' | 'right' | 'bottom'>;

const inside = (box: Box, x: number, y: number) => x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;

/**
 * A press on a button that moved away under the pointer before the release still counts as its click.
 * Pressing a button first leaves the field the cursor was in; the message that leaving shows pushes the
 * buttons below it down, the release lands where the button was, and the browser sends the click to what
 * is there now: the first click on Next would be lost (issue 34 item 9). A release away from where the
 * button was is the applicant taking the press back, and stays no click.
 */
export function keepMovedPress(e: ReactMouseEvent<HTMLElement>): void {
  if (e.button !== 0) return;
  const button = (e.target as Element).closest('button');
  if (!button || button.disabled) return;
  const before: Box = button.getBoundingClientRect();
  let clicked = false;
  const onClick = () => {
    clicked = true;
  };
  button.addEventListener('click', onClick);
  const onRelease = (up: MouseEvent) => {
    // The browser sends its click, if any, right after the release: decide once it has had its turn.
    window.setTimeout(() => {
      button.removeEventListener('click', onClick);
      const after = button.getBoundingClientRect();
      const moved = after.top !== before.top || after.left !== before.left;
      if (!clicked && moved && inside(before, up.clientX, up.clientY) && button.isConnected && !button.disabled) button.click();
    }, 0);
  };
  document.addEventListener('mouseup', onRelease, { once: true, capture: true });
}
