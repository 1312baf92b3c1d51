import type { AnyStateMachine } from 'xstate';
import { chartModel, routeOfState } from '../chartModel';
import { generatePaths, type JourneyPath, type StepEvent } from './coverage';

/**
 * Which sample events a run through the real UI against the sandbox bank can produce. The sandbox
 * answers as a bank does: it does not fail on demand, and waiting out the 2-minute OTP is too slow for
 * a suite, so error events, delays and outcomes it never gives are left out.
 */
export function isDrivableThroughUi(event: StepEvent): boolean {
  const t = event.type;
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
    // Right after a submit, or when the applicant looks again, the sandbox reports a joint application
    // pending; other progress codes come from the officer console (e2e/after-submission.spec.ts).
    case 'xstate.done.actor.loadStatus':
    case 'xstate.done.actor.loadStatusEnquiry':
      return (output as { request?: { StatusDtls?: { ApplicationProgress?: string } } } | undefined)?.request?.StatusDtls?.ApplicationProgress === 'application_pending';
    // A lookup needs an application of the right kind in the bank first: e2e/after-submission.spec.ts.
    case 'xstate.done.actor.lookupStatus':
      return false;
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
