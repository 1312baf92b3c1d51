import { config } from '../../../config';

/** Leaves the app for the bank's home page (spec 2, 2.8 Back To Home). A module of its own so tests can replace it. */
export function goHome(to: Pick<Location, 'assign'> = window.location): void {
  to.assign(config.homeLink);
}

/** Prints the page (spec 2, 2.8 Print). */
export function printPage(): void {
  window.print();
}

/** Leaves the app for a link of the bank's: Cancel and Get in Touch on the error pages (spec 2, 8). */
export function leaveFor(link: 'cancelLink' | 'getInTouchLink', to: Pick<Location, 'assign'> = window.location): void {
  to.assign(config[link]);
}
