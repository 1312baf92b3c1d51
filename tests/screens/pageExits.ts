import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';
import { pageExits } from '../../src/ui/pageExits';

/**
 * Stand-ins for the page's exits (src/ui/pageExits.ts) in every test of the file, put back after each: jsdom can
 * neither leave the page nor print, and a file that replaces nothing for good can share its worker's modules
 * with the other DOM tests (vite.config.ts, SHARED_DOM). Read the addresses left for from `assign`.
 */
export function standInPageExits() {
  const exits = { assign: vi.fn<(address: string) => void>(), print: vi.fn<() => void>() };
  let spies: MockInstance[] = [];
  beforeEach(() => {
    exits.assign.mockReset();
    exits.print.mockReset();
    spies = [vi.spyOn(pageExits, 'assign').mockImplementation(exits.assign), vi.spyOn(pageExits, 'print').mockImplementation(exits.print)];
  });
  afterEach(() => spies.forEach((spy) => spy.mockRestore()));
  return exits;
}
