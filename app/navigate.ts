/** Leaves the app for another address. A module of its own so tests can replace it (jsdom cannot navigate). */
export function leaveTo(address: string): void {
  window.location.assign(address);
}
