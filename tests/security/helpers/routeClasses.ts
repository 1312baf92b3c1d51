import type { Mode } from '../../../server/context';
import { routeKey, type RouteEntry } from './routes';

/**
 * Routes anyone may call without a session token, each with the reason it is open. Every other route
 * of the bank is in the authorisation matrix; a route in neither fails the matrix's inventory test.
 */
export const OPEN_ROUTES: Record<string, { why: string; simOnly?: true }> = {
  // The call that mints the session token cannot itself need one.
  'POST /api/Security': { why: 'mints the session token' },
  // Spec 1, 7: the address service takes no Authorization header; it answers public postal data.
  'GET /api/address/:postalCode': { why: 'public postal lookup, no Authorization by spec' },
  'HEAD /api/address/:postalCode': { why: 'HEAD of the postal lookup' },
  // Liveness for the load balancer: says ok, the mode and the database kind, nothing about anyone.
  'GET /api/health': { why: 'health check' },
  'HEAD /api/health': { why: 'HEAD of the health check' },
  // The web app itself: redirects to the SPA under its prefix.
  'GET /': { why: 'redirect to the web app' },
  'HEAD /': { why: 'HEAD of the redirect to the web app' },
  'GET /rsmedigitalfinancing': { why: 'redirect to the web app' },
  'HEAD /rsmedigitalfinancing': { why: 'HEAD of the redirect to the web app' },
  // SIM aids for testers (the persona list, the OTP outbox, the officer console, journey coverage): they
  // exist only in SIM mode, where every person is a fixture; outside SIM they are not registered (404).
  'GET /api/sim/personas': { why: 'SIM persona list', simOnly: true },
  'HEAD /api/sim/personas': { why: 'SIM persona list', simOnly: true },
  'GET /api/sim/otp-outbox/:mobile': { why: 'SIM OTP outbox', simOnly: true },
  'HEAD /api/sim/otp-outbox/:mobile': { why: 'SIM OTP outbox', simOnly: true },
  'GET /api/sim/journey-coverage': { why: 'SIM journey coverage', simOnly: true },
  'HEAD /api/sim/journey-coverage': { why: 'SIM journey coverage', simOnly: true },
  'GET /sim/officer': { why: 'SIM officer console page', simOnly: true },
  'GET /sim/officer/console.js': { why: "SIM officer console page's script", simOnly: true },
  'HEAD /sim/officer/console.js': { why: "SIM officer console page's script", simOnly: true },
  'GET /sim/officer/console.css': { why: "SIM officer console page's style", simOnly: true },
  'HEAD /sim/officer/console.css': { why: "SIM officer console page's style", simOnly: true },
  'HEAD /sim/officer': { why: 'SIM officer console page', simOnly: true },
  'GET /api/sim/officer/applications': { why: 'SIM officer console', simOnly: true },
  'HEAD /api/sim/officer/applications': { why: 'SIM officer console', simOnly: true },
  'POST /api/sim/officer/applications': { why: 'SIM officer console', simOnly: true },
  'GET /api/sim/officer/applications/:refNo': { why: 'SIM officer console', simOnly: true },
  'HEAD /api/sim/officer/applications/:refNo': { why: 'SIM officer console', simOnly: true },
  'PUT /api/sim/officer/applications/:refNo/progress': { why: 'SIM officer console', simOnly: true },
  'PUT /api/sim/officer/applications/:refNo/aip': { why: 'SIM officer console', simOnly: true },
  'POST /api/sim/officer/applications/:refNo/letter-of-offer': { why: 'SIM officer console', simOnly: true },
  'PUT /api/sim/officer/applications/:refNo/dates': { why: 'SIM officer console', simOnly: true },
  'POST /api/sim/officer/applications/:refNo/expire-sessions': { why: 'SIM officer console', simOnly: true },
};

/**
 * Routes that need a session token but name no application: what they do follows from the token alone
 * (or, for the lookup, from the UEN and NRIC the caller already knows). Without a valid token they must
 * answer 401; with any valid token they may answer, but must give away nobody's personal data.
 * `rebinds`: the call binds the token to another state, so the matrix sends it last.
 */
export const SESSION_ROUTES: Record<string, { why: string; rebinds?: true }> = {
  // Public reference data (the branch list) behind the token.
  'GET /api/v1/SMEDL/getBankBranch': { why: 'branch list, the same for everyone' },
  'HEAD /api/v1/SMEDL/getBankBranch': { why: 'branch list, the same for everyone' },
  // Starts a new state for the caller (or continues the one the token already holds).
  'POST /api/v1/SMEDL/postState': { why: "creates the caller's own state", rebinds: true },
  // The lookup is how a returning user finds their application by UEN and NRIC.
  'POST /api/v1/SMEDL/postStatusEnquiry': { why: 'the status lookup itself', rebinds: true },
  // The session itself: keep it alive before the idle timeout, or end it (CLOSE). Ending it goes last.
  'POST /api/Security/KeepAlive': { why: "resets the caller's own idle timeout" },
  'DELETE /api/Security': { why: "ends the caller's own session", rebinds: true },
};

export type RouteClass = 'open' | 'session' | 'application';

export function classify(route: RouteEntry, mode: Mode): RouteClass {
  const key = routeKey(route);
  const open = OPEN_ROUTES[key];
  if (open && (!open.simOnly || mode === 'SIM')) return 'open';
  if (SESSION_ROUTES[key]) return 'session';
  return 'application';
}

/** The matrix's order: calls that rebind the token go last, so they cannot change what the others see. */
export const rebindsLast = (a: RouteEntry, b: RouteEntry) =>
  Number(Boolean(SESSION_ROUTES[routeKey(a)]?.rebinds)) - Number(Boolean(SESSION_ROUTES[routeKey(b)]?.rebinds));
