import { config } from '../../../src/config';
import { leaveTo, pageExits } from '../../../src/ui/pageExits';

/** Leaves the app for the bank's home page (spec 2, 2.8 Back To Home). */
export function goHome(): void {
  leaveTo(config.homeLink);
}

/** Prints the page (spec 2, 2.8 Print). */
export function printPage(): void {
  pageExits.print();
}

/** Leaves the app for a link of the bank's: Cancel and Get in Touch on the error pages (spec 2, 8). */
export function leaveFor(link: 'cancelLink' | 'getInTouchLink'): void {
  leaveTo(config[link]);
}
