/**
 * The page's ways out of the app: to another address, or to the printer. One object, so that a test can
 * stand in for its members (jsdom can neither navigate nor print) and put them back afterwards.
 */
export const pageExits = {
  assign(address: string): void {
    window.location.assign(address);
  },
  print(): void {
    window.print();
  },
  /** The app itself is leaving (sign out, CLOSE, a link out): the browser does not ask about unsaved entries then. */
  leaving: false,
};

/** Leaves the app for another address. */
export function leaveTo(address: string): void {
  pageExits.leaving = true;
  pageExits.assign(address);
}
