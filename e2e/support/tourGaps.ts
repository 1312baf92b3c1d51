/**
 * Browser tour paths that do not pass yet, by the transition each was chosen for (its `covers`), with
 * why. Playwright reports them as fixme: they stay in the list a tester sees, and out of the verdict.
 * Each is a place where the chart allows a move the screen does not offer.
 */

export const BROWSER_TOUR_GAPS: Readonly<Record<string, string>> = {};
