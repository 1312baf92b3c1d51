import type { AnyStateMachine } from 'xstate';
import { chartModel, routeOfState } from '../chartModel';
import { PROGRESS_CODES } from '../../contract/officer';
import { generatePaths, type JourneyPath, type StepEvent } from './coverage';

/**
 * Which sample events a run through the real UI against the sandbox bank can produce. The sandbox
 * answers as a bank does: it does not fail on demand, and waiting out the 2-minute OTP is too slow for
 * a suite, so error events, delays and outcomes it never gives are left out.
 */
export function isDrivableThroughUi(event: StepEvent): boolean {
  const t = event.type;
  // An expired session on OTP verification: the officer console expires the application's sessions
  // just before the code is entered (e2e/support/uiDriver.ts), so SessionExpired is reached for real.
  if (t === 'xstate.error.actor.verifyOtp') return (event as { error?: { kind?: string } }).error?.kind === 'unauthorized';
  if (t.startsWith('xstate.error.actor.') || t.startsWith('xstate.after.')) return false;
  const output = (event as { output?: unknown }).output as Record<string, unknown> | null | undefined;
  switch (t) {
    case 'xstate.done.actor.loadCompany':
    case 'xstate.done.actor.loadPersons':
    case 'xstate.done.actor.submitApplication':
      return output != null;
    case 'xstate.done.actor.requestOtp':
      return output?.outcome === 'sent';
    case 'xstate.done.actor.verifyOtp':
      return output?.statusCode !== '2';
    // Right after a submit the sandbox reports the joint application pending.
    case 'xstate.done.actor.loadStatus':
      return progressOf(output) === 'application_pending';
    // An enquiry answers with whatever the officer console set: any progress code the bank knows.
    case 'xstate.done.actor.loadStatusEnquiry':
      return (PROGRESS_CODES as readonly string[]).includes(progressOf(output) ?? '');
    // Welcome: the driver puts a matching application in the bank through the officer console first.
    // The console makes joint applications the first user has submitted, so another authorised person
    // can resume one; a first user's draft it does not make.
    case 'xstate.done.actor.lookupStatus': {
      const o = (output as { outcome?: { kind?: string; option?: string; notice?: string; reason?: string } } | undefined)?.outcome;
      const firstUser = (output as { result?: { isFirstUser?: string } } | undefined)?.result?.isFirstUser;
      if (o?.kind === 'continue') return o.option === 'Status' || firstUser === 'false';
      return o?.notice === 'noRecords' || o?.reason === 'EXPIRED';
    }
    // A board meeting date already saved needs a path that saved one before.
    case 'xstate.done.actor.loadBoardMeeting':
      return output == null;
    // Uploads need files; e2e/after-submission.spec.ts uploads real ones.
    case 'xstate.done.actor.uploadDocuments':
    case 'xstate.done.actor.replaceDocument':
    case 'xstate.done.actor.removeDocument':
      return false;
    case 'user.resendOtp':
    case 'user.retry':
    case 'user.dismissError':
    case 'user.restart':
      return false;
    default:
      return true;
  }
}

const progressOf = (output: unknown) =>
  (output as { request?: { StatusDtls?: { ApplicationProgress?: string } } } | undefined)?.request?.StatusDtls?.ApplicationProgress;

export interface ScreenPath extends JourneyPath {
  /** The route (screen) the path ends on. */
  route: string;
}

/** The shortest drivable path to each distinct screen of the chart: the selection the Playwright suite walks. */
export function screenPaths(machine: AnyStateMachine): ScreenPath[] {
  const model = chartModel(machine);
  const report = generatePaths(machine, { allowEvent: isDrivableThroughUi });
  const best = new Map<string, ScreenPath>();
  for (const p of report.statePaths) {
    const leaves = p.steps.length ? p.steps[p.steps.length - 1].to : p.start;
    const route = routeOfState(model, leaves[leaves.length - 1]);
    if (!route) continue;
    const known = best.get(route);
    if (!known || known.steps.length > p.steps.length) best.set(route, { ...p, route, covers: `screen ${route}` });
  }
  return [...best.values()].sort((a, b) => a.steps.length - b.steps.length);
}
