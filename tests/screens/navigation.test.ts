import { describe, expect, it } from 'vitest';
import { config } from '../../src/config';
import { goHome, leaveFor, printPage } from '../../screens/shared/status/navigation';
import { standInPageExits } from './pageExits';

const exits = standInPageExits();

describe('leaving the app for the bank\'s pages (spec 2, 2.8 and 8)', () => {
  it('Back To Home goes to the home link, which defaults to the application\'s own start (no VITE_HOME_LINK here)', () => {
    goHome();
    expect(exits.assign.mock.calls).toEqual([['/rsmedigitalfinancing/']]);
    expect(config.homeLink).toBe('/rsmedigitalfinancing/');
  });

  it('Cancel and Get in Touch go to their own links', () => {
    leaveFor('cancelLink');
    leaveFor('getInTouchLink');
    expect(exits.assign.mock.calls).toEqual([[config.cancelLink], [config.getInTouchLink]]);
  });

  it('Print prints the page and goes nowhere', () => {
    printPage();
    expect(exits.print).toHaveBeenCalledTimes(1);
    expect(exits.assign).not.toHaveBeenCalled();
  });
});
