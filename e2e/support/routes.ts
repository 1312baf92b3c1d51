import { expect, type Page } from '@playwright/test';

/** The page shows the screen of that route name (spec 1, 2: every route under the one prefix). */
export const routeIs = (page: Page, name: string) => expect(page).toHaveURL(new RegExp(`/rsmedigitalfinancing/${name}(\\?|$)`));
