/**
 * The query the page was opened with (spec 1, 2.1: option, psrc, pft, refNo), read once when the app
 * loads: the router rewrites the address to the chart's route right after the first render, and the
 * start page may mount again later in the session (Back from the consent popup).
 */
export const openedWithSearch: string = typeof window === 'undefined' ? '' : window.location.search;
