import { journeyMachine } from '../../machines/journey.machine';
import { pathOptions } from './paths';

/**
 * Generates the explorer's path options off the page's thread: the walk over the bundled chart takes
 * most of a second, which on the page would freeze the chart it has just drawn. Sets survive the
 * structured clone, so the options arrive as pathOptions makes them.
 */
self.addEventListener('message', () => {
  self.postMessage(pathOptions(journeyMachine));
});
