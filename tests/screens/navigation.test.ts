import { describe, expect, it, vi } from 'vitest';
import { config } from '../../config';
import { goHome, leaveFor } from '../../screens/shared/status/navigation';

describe('leaving the app for the bank\'s pages (spec 2, 2.8 and 8)', () => {
  it('Back To Home goes to the home link, which defaults to the application\'s own start (no VITE_HOME_LINK here)', () => {
    const assign = vi.fn();
    goHome({ assign });
    expect(assign).toHaveBeenCalledWith('/rsmedigitalfinancing/');
    expect(config.homeLink).toBe('/rsmedigitalfinancing/');
  });

  it('Cancel and Get in Touch go to their own links', () => {
    const assign = vi.fn();
    leaveFor('cancelLink', { assign });
    leaveFor('getInTouchLink', { assign });
    expect(assign.mock.calls).toEqual([[config.cancelLink], [config.getInTouchLink]]);
  });
});
