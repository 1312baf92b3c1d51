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
};

/** Leaves the app for another address. */
export function leaveTo(address: string): void {
  pageExits.assign(address);
}
