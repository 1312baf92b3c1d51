import type { AnyStateMachine } from 'xstate';
import { chartModel, routeOfState } from './chartModel';
import { PROGRESS_CODES } from '../contract/officer';
import { chartGraph, generatePaths, type JourneyPath, type StepEvent } from './coverage';
import { CHART_SETTINGS } from './settings';
import type { JourneyFlags } from '../../machines/types';
import { rankByCoverage } from './tour';

/**
 * Why a run through the real UI against the sandbox bank cannot produce a sample event, or null when it
 * can. The sandbox answers as a bank does: it does not fail on demand, and waiting out the 2-minute OTP
 * is too slow for a suite, so error events, delays and outcomes it never gives are left out.
 */
export function whyNotDrivable(event: StepEvent): string | null {
  const t = event.type;
  // An expired session on OTP verification: the officer console expires the application's sessions
  // just before the code is entered (e2e/support/uiDriver.ts), so SessionExpired is reached for real.
  if (t === 'xstate.error.actor.verifyOtp') {
    return (event as { error?: { kind?: string } }).error?.kind === 'unauthorized' ? null : 'the sandbox fails OTP verification only on an expired session';
  }
  if (t.startsWith('xstate.error.actor.')) return 'the sandbox bank does not fail on demand';
  if (t.startsWith('xstate.after.')) return 'a chart delay: not waited out through the UI';
  const output = (event as { output?: unknown }).output as Record<string, unknown> | null | undefined;
  const unless = (drivable: boolean, why: string) => (drivable ? null : why);
  switch (t) {
    case 'xstate.done.actor.loadCompany':
    case 'xstate.done.actor.loadPersons':
    case 'xstate.done.actor.submitApplication':
      return unless(output != null, 'the sandbox always answers with a record');
    case 'xstate.done.actor.requestOtp':
      return unless(output?.outcome === 'sent', 'the sandbox always sends the OTP');
    // docs/personas.md: one business has no account, one never answers, one answers on the third call.
    case 'xstate.done.actor.pollAccounts':
      return unless(!Array.isArray(output) || output.length > 0, 'no sandbox business answers "pending", then an empty account list');
    case 'xstate.done.actor.verifyOtp':
      return unless(output?.statusCode !== '2', 'status code 2 is an answer the sandbox does not give');
    // Right after a submit the sandbox reports the joint application pending.
    case 'xstate.done.actor.loadStatus':
      return unless(progressOf(output) === 'application_pending', 'right after a submit the sandbox reports the application pending');
    // An enquiry answers with whatever the officer console set: any progress code the bank knows.
    case 'xstate.done.actor.loadStatusEnquiry':
      return unless((PROGRESS_CODES as readonly string[]).includes(progressOf(output) ?? ''), 'a progress code the bank does not know');
    // Welcome: the driver puts a matching application in the bank through the officer console first.
    // The console makes joint applications the first user has submitted, so another authorised person
    // can resume one; a first user's draft it does not make.
    case 'xstate.done.actor.lookupStatus': {
      const o = (output as { outcome?: { kind?: string; option?: string; notice?: string; reason?: string } } | undefined)?.outcome;
      const firstUser = (output as { result?: { isFirstUser?: string } } | undefined)?.result?.isFirstUser;
      if (o?.kind === 'continue') return unless(o.option === 'Status' || firstUser === 'false', "the officer console does not make a first user's draft to resume");
      return unless(o?.notice === 'noRecords' || o?.reason === 'EXPIRED', 'a lookup answer the officer console does not set up');
    }
    // A board meeting date already saved needs a path that saved one before.
    case 'xstate.done.actor.loadBoardMeeting':
      return unless(output == null, 'a saved board meeting date needs a path that saved one before');
    // Uploads need files; e2e/after-submission.spec.ts uploads real ones.
    case 'xstate.done.actor.uploadDocuments':
    case 'xstate.done.actor.replaceDocument':
    case 'xstate.done.actor.removeDocument':
      return 'uploads need real files: e2e/after-submission.spec.ts drives them';
    // The chart lets a restored enquiry read any status; the bank keeps an application's product, so a
    // tour path whose later enquiry reads another product than the one looked up cannot be walked.
    case 'app.restored':
      return "a reload re-reads a status the chart samples with any product; the bank keeps the application's own";
    case 'user.uploadNow':
    case 'user.viewDocument':
    case 'user.replaceDocument':
    case 'user.removeDocument':
      return 'needs files on the bank: e2e/after-submission.spec.ts uploads real ones';
    case 'user.resendOtp':
    case 'user.retry':
    case 'user.dismissError':
    case 'user.restart':
      return 'follows a bank failure or the OTP countdown, which the sandbox does not produce on demand';
    default:
      return null;
  }
}

/**
 * Why the bank cannot give this answer to what the path asked before (the chart's samples are free of
 * context), or null. The bank answers a status lookup for the option asked, not the other one.
 */
export function whyNotInContext(event: StepEvent, context: unknown): string | null {
  const known = context as { flags?: JourneyFlags; property?: unknown; token?: string | null } | undefined;
  const flags = known?.flags;
  if (!flags) return null;
  // Before the first token the page is still starting: only its address opens Welcome or the resume link's page then.
  if ((event.type === 'user.openWelcome' || event.type === 'user.openResume') && known?.token === null) {
    return 'an address opened at page start, not a click: tests/app/tokenFailureOnWelcome.isolated.test.tsx opens it';
  }
  // The summary and the property step carry the property answers exactly when the application has saved them.
  if (event.type === 'xstate.done.actor.loadPreview' || event.type === 'xstate.done.actor.loadProperty') {
    const output = (event as { output?: { PropertyDetails?: unknown } | null }).output;
    const withProperty = (event.type === 'xstate.done.actor.loadPreview' ? output?.PropertyDetails : output) != null;
    return withProperty === (known?.property != null) ? null : 'the bank sends back the property answers the application saved, and only those';
  }
  // Spec 1, 2.1: the start page opened from the summary keeps the saved product.
  if (event.type === 'user.submitFinancing' && flags.fromPreview) {
    const product = (event as { application?: { financingProduct?: string } }).application?.financingProduct;
    return product === flags.product ? null : 'in edit mode the product cannot change';
  }
  if (event.type !== 'xstate.done.actor.lookupStatus') return null;
  const option = (event as { output?: { outcome?: { option?: string } } }).output?.outcome?.option;
  return option && option !== flags.lookupOption ? 'the bank answers a lookup for the option asked' : null;
}

/** Which sample events a run through the real UI against the sandbox bank can produce (where given, in this context). */
export const isDrivableThroughUi = (event: StepEvent, context?: unknown): boolean => whyNotDrivable(event) === null && whyNotInContext(event, context) === null;

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

/**
 * The browser tour: for every transition a UI run can take, its shortest drivable path from the start,
 * less the paths another one walks as its prefix. A chained tour (transitionTour) is shorter, but it
 * runs several journeys one after another in one browser, and the chart's sample answers know nothing
 * of what came before (a later enquiry names another product than the one looked up, a pre-qualification
 * passes and later fails): the bank cannot give both. A shortest path walks one journey, so what the
 * bank holds stays what the path expects.
 */
export function browserTour(machine: AnyStateMachine): (ScreenPath & { adds: string[] })[] {
  const model = chartModel(machine);
  const report = generatePaths(machine, { allowEvent: isDrivableThroughUi });
  const signature = (p: JourneyPath) => p.steps.map((s) => JSON.stringify(s.event));
  const distinct = [...new Map(report.paths.map((p) => [signature(p).join('\n'), p])).values()];
  const signed = distinct.map((p) => ({ p, sig: signature(p) }));
  const walkedInside = (a: string[], b: string[]) => a.length < b.length && a.every((x, i) => x === b[i]);
  const kept = signed.filter(({ sig }) => !signed.some((o) => walkedInside(sig, o.sig))).map(({ p }) => p);
  return rankByCoverage(kept).map((p) => {
    const leaves = p.steps.length ? p.steps[p.steps.length - 1].to : p.start;
    return { ...p, route: routeOfState(model, leaves[leaves.length - 1]) ?? '' };
  });
}

export interface UndrivableTransition {
  transition: string;
  why: string;
}

/**
 * The chart's transitions no run through the real UI against the sandbox can take, under any setting,
 * each with why: the reason of the first sample event that takes it, or that every way to it passes a
 * step the UI cannot drive.
 */
export function undrivableTransitions(machine: AnyStateMachine): UndrivableTransition[] {
  const why = new Map<string, string>();
  const drivable = new Set<string>();
  for (const setting of CHART_SETTINGS) {
    for (const { step } of chartGraph(machine, { input: setting.input, allowEvent: isDrivableThroughUi }).edges) step.transitions.forEach((t) => drivable.add(t));
    for (const { step } of chartGraph(machine, { input: setting.input }).edges) {
      const reason = whyNotDrivable(step.event) ?? 'reached only after a step the UI cannot drive';
      step.transitions.forEach((t) => why.set(t, why.get(t) ?? reason));
    }
  }
  return [...why]
    .filter(([t]) => !drivable.has(t))
    .map(([transition, reason]) => ({ transition, why: reason }))
    .sort((a, b) => a.transition.localeCompare(b.transition));
}
