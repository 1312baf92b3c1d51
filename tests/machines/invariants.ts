import type { AnyActorRef, SnapshotFrom } from 'xstate';
import { OTP_MAX_TRIES } from '../../src/domain/constants';
import type { JourneyMachine } from '../../machines/journey.machine';
import { routeOf } from '../../machines/routes';

/**
 * What must hold after every step of a journey, written from the spec rather than read off the chart:
 * a journey that breaks one of these shows the user something the spec forbids, whatever path led there.
 * The model-based and property-based tests call assertInvariants after each event.
 */
export type JourneySnapshot = SnapshotFrom<JourneyMachine>;
/** A chart event, or the simulated clock moved on (timers fire from it, not from injected events). */
export type InvariantEvent = { type: string; [key: string]: unknown };

/** Spec 3, section 2 route table (the chart's route names; spec 2's PersonDetails for another authorised person). */
const SPEC_ROUTES: ReadonlySet<string> = new Set([
  'FinanceDetails', 'editdetails',
  'MyInfoLanding', 'CompanyDetails', 'InvalidEntity', 'InvalidDirectors', 'InvalidApplication', 'PreKnockoutFailed',
  'AccountDetails', 'DeclarationsDetails', 'Preview', 'PropertyDetails', 'APropertyDetails', 'NSPersonDetails', 'SPersonDetails',
  'PersonDetails', 'SubAPLanding', 'UploadDetails',
  'StatusComplete', 'StatusProgress', 'ResumeApplication', 'StatusDetails', 'SubmitDetails', 'HSubmitDetails', 'HStatusInfoDetails',
  'HStatusReject', 'AStatusInfoDetails', 'AStatusApprovalDetails', 'AStatusReject',
  'ReviewOffer', 'LetterOfOffer', 'BoardMeetingDate', 'Disbursement', 'ExpiredLoanOffer',
  'InvalidOTP', 'Welcome', 'SessionExpired', 'AppCancelled',
]);

/** The steps of the application form (spec 1, 2.1 to 2.2; spec 2, 2.1 to 2.3): closed once the application is submitted. */
const FORM_ROUTES: ReadonlySet<string> = new Set([
  'FinanceDetails', 'editdetails', 'MyInfoLanding', 'CompanyDetails', 'NSPersonDetails', 'SPersonDetails', 'PersonDetails',
  'SubAPLanding', 'AccountDetails', 'PropertyDetails', 'APropertyDetails', 'DeclarationsDetails', 'Preview',
]);

/** Calls sent without the session token, so an expired session cannot be what failed them (spec 1, 4.4 and 7). */
const CALLS_WITHOUT_SESSION: ReadonlySet<string> = new Set(['fetchToken', 'lookupPostal']);

/** The SIM sign-in page's persona list: tester tooling beside the page, not a call of the applicant's. */
export const SANDBOX_TOOLING: ReadonlySet<string> = new Set(['loadSandboxPersonas']);

/**
 * Events that start a journey afresh or switch it to another application (a restart, the resume form
 * opened anew, a lookup's answer, spec 2, 2.6): what a journey keeps may change there.
 */
const NEW_JOURNEY: ReadonlySet<string> = new Set(['user.restart', 'user.openResume', 'xstate.done.actor.lookupStatus']);
/** A journey also starts afresh when the chart goes home to fetch a new session (spec 1, 4.4: a token at page start). */
const isNewJourney = (event: InvariantEvent | null, next: JourneySnapshot) =>
  (event !== null && NEW_JOURNEY.has(event.type)) || next.matches('booting');

type Check = (prev: JourneySnapshot | null, event: InvariantEvent | null, next: JourneySnapshot) => string | null;
interface Invariant {
  name: string;
  spec: string;
  check: Check;
}

const safeRoute = (snap: JourneySnapshot): string | null => {
  try {
    return routeOf(snap);
  } catch {
    return null;
  }
};

/**
 * The screen a failed call leaves the user on. While booting it is the page being opened (spec 2, 2.6:
 * the status entry page fetches the token at its start): Welcome or the resume link's page once the
 * address asked for one, the start page otherwise.
 */
const screenOf = (snap: JourneySnapshot): string | null => {
  if (!snap.matches('booting')) return safeRoute(snap);
  const option = snap.context.flags.lookupOption;
  return option === 'Resume' ? 'ResumeApplication' : option === 'Status' ? 'Welcome' : safeRoute(snap);
};
const leaves = (snap: JourneySnapshot) => snap._nodes.filter((n) => n.type === 'atomic' || n.type === 'final').map((n) => n.id);
const where = (snap: JourneySnapshot) => `${leaves(snap).join(' + ')} (/${safeRoute(snap) ?? '?'})`;
const actorOf = (event: InvariantEvent | null, kind: 'done' | 'error') =>
  event?.type.startsWith(`xstate.${kind}.actor.`) ? event.type.slice(`xstate.${kind}.actor.`.length) : null;
const outputOf = (event: InvariantEvent | null): Record<string, unknown> =>
  event && typeof event.output === 'object' && event.output !== null ? { ...event.output } : {};
const childOf = (snap: JourneySnapshot, id: string): AnyActorRef | undefined => Reflect.get(snap.children, id);
/** Was the call `id` awaited by a busy state (a load, save or submit the user waits on)? */
const awaitedByBusyState = (snap: JourneySnapshot, id: string) =>
  snap._nodes.some((n) => n.tags.includes('busy') && n.invoke.some((i) => i.id === id)) && childOf(snap, id) !== undefined;
const errorKind = (event: InvariantEvent | null): string | undefined => {
  const error = event?.error;
  return typeof error === 'object' && error !== null && 'kind' in error ? String(error.kind) : undefined;
};

const INVARIANTS: Invariant[] = [
  {
    name: 'the journey never stops or fails',
    spec: '3: 2',
    check: (_p, _e, next) => (next.status === 'active' ? null : `the chart is ${next.status}`),
  },
  {
    name: "the screen is one of the spec's routes",
    spec: '3: 2 route table',
    check: (_p, _e, next) => {
      const route = safeRoute(next);
      return route && SPEC_ROUTES.has(route) ? null : `route ${route ?? '(none)'} in ${JSON.stringify(next.value)}`;
    },
  },
  {
    name: 'a busy screen waits on a call to the bank',
    spec: '1: 7; 2: 7',
    check: (_p, _e, next) => {
      const idle = next._nodes.filter((n) => n.tags.includes('busy') && !n.invoke.some((i) => childOf(next, i.id)));
      return idle.length ? `${idle.map((n) => n.id).join(', ')} is busy with no call running` : null;
    },
  },
  {
    name: 'a call that answered is no longer awaited',
    spec: '1: 7; 2: 7',
    check: (prev, event, next) => {
      const id = actorOf(event, 'done') ?? actorOf(event, 'error');
      if (!prev || !id || !awaitedByBusyState(prev, id)) return null;
      return childOf(next, id) === childOf(prev, id) ? `the spinner stays on ${where(next)} after ${event?.type}` : null;
    },
  },
  {
    name: 'an expired session on a load or submit goes to SessionExpired',
    spec: '2: 4 "Session"; 1: 4.4',
    check: (prev, event, next) => {
      const id = actorOf(event, 'error');
      if (!prev || !id || CALLS_WITHOUT_SESSION.has(id) || errorKind(event) !== 'unauthorized' || !awaitedByBusyState(prev, id)) return null;
      return safeRoute(next) === 'SessionExpired' ? null : `${id} failed unauthorized and the journey is on ${where(next)}`;
    },
  },
  {
    name: 'any other failed call keeps the user on the screen (popup or retry)',
    spec: '3: 8; 1: 8',
    check: (prev, event, next) => {
      const id = actorOf(event, 'error');
      if (!prev || !id || errorKind(event) === 'unauthorized' || !awaitedByBusyState(prev, id)) return null;
      // Spec 2, 4 step 4: a pre-qualification that failed ends on PreKnockoutFailed whether or not its record was saved.
      if (id === 'saveRejection') return safeRoute(next) === 'PreKnockoutFailed' ? null : `${id} failed and not PreKnockoutFailed`;
      return safeRoute(next) === screenOf(prev) ? null : `${id} failed (${errorKind(event)}) and the screen moved from ${where(prev)} to ${where(next)}`;
    },
  },
  {
    name: 'an error popup has its message',
    spec: '3: 8, 9 popup',
    check: (_p, _e, next) => (next.hasTag('errorPopup') && !next.context.popup ? `${where(next)} shows an error popup without a message` : null),
  },
  {
    name: 'OTP tries left stay between 0 and 3',
    spec: '2: 9 (3 tries)',
    check: (_p, _e, next) => {
      const t = next.context.otpTriesLeft;
      return Number.isInteger(t) && t >= 0 && t <= OTP_MAX_TRIES ? null : `otpTriesLeft ${t}`;
    },
  },
  {
    name: 'OTP tries left never grow but with a new code',
    spec: '2: 4 "One-time password"',
    check: (prev, event, next) => {
      if (!prev || next.context.otpTriesLeft <= prev.context.otpTriesLeft || isNewJourney(event, next)) return null;
      if (event?.type === 'xstate.done.actor.requestOtp' && outputOf(event).outcome === 'sent') return null;
      return `tries left went from ${prev.context.otpTriesLeft} to ${next.context.otpTriesLeft} on ${event?.type}`;
    },
  },
  {
    name: "the tries-left message says the tries left",
    spec: '2: 8 One-time password',
    check: (_p, _e, next) => {
      const { otpNotice, otpTriesLeft } = next.context;
      if (otpNotice === 'twoTriesLeft' && otpTriesLeft !== 2) return `'2 tries left' with ${otpTriesLeft} left`;
      if (otpNotice === 'oneTryLeft' && otpTriesLeft !== 1) return `'1 try left' with ${otpTriesLeft} left`;
      return null;
    },
  },
  {
    name: 'a wrong code asks again while tries remain; the third failure is InvalidOTP',
    spec: '2: 4 "One-time password", 2.5',
    check: (prev, event, next) => {
      if (!prev || event?.type !== 'xstate.done.actor.verifyOtp' || !awaitedByBusyState(prev, 'verifyOtp')) return null;
      const { statusCode, triesLeft } = outputOf(event);
      const route = safeRoute(next);
      if (statusCode === '0') return next.hasTag('otp') ? `a verified code leaves the OTP bar open: ${where(next)}` : null;
      if (statusCode === '3' || (statusCode === '1' && triesLeft === 0)) return route === 'InvalidOTP' ? null : `no tries left and on ${where(next)}`;
      if (statusCode !== '1') return null;
      const waiting = leaves(next).some((l) => l.endsWith('.otp.waiting'));
      const notice = triesLeft === 2 ? 'twoTriesLeft' : triesLeft === 1 ? 'oneTryLeft' : null;
      if (!waiting || next.context.otpTriesLeft !== triesLeft || next.context.otpNotice !== notice) {
        return `wrong code with ${String(triesLeft)} left: ${where(next)}, tries ${next.context.otpTriesLeft}, notice ${next.context.otpNotice}`;
      }
      return null;
    },
  },
  {
    name: 'a code request: sent opens the entry with 3 tries, duplicate says so, exceeded is InvalidOTP',
    spec: '2: 4 "One-time password", 2.4, 2.5',
    check: (prev, event, next) => {
      if (!prev || event?.type !== 'xstate.done.actor.requestOtp' || !awaitedByBusyState(prev, 'requestOtp')) return null;
      const { outcome } = outputOf(event);
      if (outcome === 'exceeded') return safeRoute(next) === 'InvalidOTP' ? null : `exceeded and on ${where(next)}`;
      if (outcome === 'duplicate') return next.context.otpNotice === 'duplicate' ? null : `duplicate request shows ${next.context.otpNotice}`;
      const ok = leaves(next).some((l) => l.endsWith('.otp.waiting')) && next.context.otpTriesLeft === OTP_MAX_TRIES && next.context.otpNotice === null;
      return ok ? null : `a sent code: ${where(next)}, tries ${next.context.otpTriesLeft}, notice ${next.context.otpNotice}`;
    },
  },
  {
    name: 'closing a popup or a dialog, or its timer, calls nothing',
    spec: '1: 8 (the popup auto-hides, the page is as it was); 3: 8, 9 popup',
    check: (prev, event, next) => {
      const closes = event && (event.type === 'user.dismissError' || event.type === 'user.close' || event.type.startsWith('xstate.after.ERROR_POPUP.'));
      if (!prev || !closes) return null;
      const started = Object.keys(next.children).filter((id) => !SANDBOX_TOOLING.has(id) && childOf(next, id) !== childOf(prev, id));
      return started.length ? `${event.type} on ${where(prev)} called ${started.join(', ')}: ${where(next)}` : null;
    },
  },
  {
    name: 'Resend, once the countdown reached zero, asks the bank for a new code',
    spec: '2: 4 "One-time password", 2.4 (resend at zero)',
    check: (prev, event, next) => {
      if (!prev || event?.type !== 'user.resendOtp' || !leaves(prev).some((l) => l.endsWith('.otpExpired'))) return null;
      return awaitedByBusyState(next, 'requestOtp') ? null : `Resend taken on ${where(prev)} and no code requested: ${where(next)}`;
    },
  },
  {
    name: 'the reference number, once given, stays for the journey',
    spec: '1: 4.4 session; 2: 4',
    check: (prev, event, next) => {
      if (!prev?.context.referenceNo || isNewJourney(event, next)) return null;
      return next.context.referenceNo === prev.context.referenceNo
        ? null
        : `reference ${prev.context.referenceNo} became ${next.context.referenceNo} on ${event?.type}`;
    },
  },
  {
    name: 'a submitted application stays submitted',
    spec: '2: 4',
    check: (prev, event, next) => {
      if (!prev?.context.submittedRefNo || isNewJourney(event, next)) return null;
      return next.context.submittedRefNo === prev.context.submittedRefNo ? null : `submitted ${prev.context.submittedRefNo} lost on ${event?.type}`;
    },
  },
  {
    name: 'a submitted application is never back in a form step',
    spec: '2: 4 "Status lookup result rules" (resume of a submitted one: no records)',
    check: (_p, _e, next) => {
      const { submittedRefNo, referenceNo } = next.context;
      const route = safeRoute(next);
      return submittedRefNo && submittedRefNo === referenceNo && route && FORM_ROUTES.has(route) ? `submitted ${submittedRefNo} and on ${where(next)}` : null;
    },
  },
  {
    name: 'the product changes only when the applicant chooses it',
    spec: '1: 2.1, 4.1 (product fixed once saved, except by its own form)',
    check: (prev, event, next) => {
      if (!prev || prev.context.flags.product === next.context.flags.product || isNewJourney(event, next)) return null;
      if (event?.type === 'user.submitFinancing' || event?.type === 'xstate.done.actor.loadFinancing') return null;
      return `product ${prev.context.flags.product} became ${next.context.flags.product} on ${event?.type}`;
    },
  },
  {
    name: 'the property step follows the product',
    spec: '3: 1, 2 (AIP, and property loans); 2: 2.3 (property product only)',
    check: (_p, _e, next) => {
      const { financing, flags } = next.context;
      // After a lookup the application is the one looked up; the start form's answers are not its own.
      if (!financing || flags.lookupOption !== null || flags.product !== financing.financingProduct) return null;
      const expected = financing.financingProduct === 'AIP' || financing.property === 'Y';
      return flags.propertyStep === expected ? null : `${financing.financingProduct} with property ${financing.property}: propertyStep ${flags.propertyStep}`;
    },
  },
  {
    name: "each product's own steps",
    spec: '2: 2.1, 2.3 (bank account: term loan only; property: property product, AIP variant)',
    check: (_p, _e, next) => {
      const { product, propertyStep } = next.context.flags;
      const route = safeRoute(next);
      if (route === 'AccountDetails' && product !== 'Online') return `AccountDetails for ${product}`;
      if (route === 'APropertyDetails' && (product !== 'AIP' || !propertyStep)) return `APropertyDetails for ${product}`;
      if (route === 'PropertyDetails' && (product === 'Online' || !propertyStep)) return `PropertyDetails for ${product}, propertyStep ${propertyStep}`;
      return null;
    },
  },
  {
    name: 'the persons step follows the entity',
    spec: '1: 2.2 (SPersonDetails for a sole proprietor)',
    check: (_p, _e, next) => {
      const route = safeRoute(next);
      const sole = next.context.flags.soleProprietor;
      if (route === 'SPersonDetails' && !sole) return 'SPersonDetails for a company that is not a sole proprietorship';
      if (route === 'NSPersonDetails' && sole) return 'NSPersonDetails for a sole proprietor';
      return null;
    },
  },
  {
    name: "a switch that is off keeps its steps out of the journey",
    spec: '3: 9; 2: 2.11, 6',
    check: (_p, _e, next) => {
      const { features, flags, signIn } = next.context;
      if (!features.otpBar && next.hasTag('otp')) return `OTP bar off and ${where(next)}`;
      if ((!features.nonLending || !flags.firstUser) && next.hasTag('nonLending')) return `non-lending offered (switch ${features.nonLending}, first user ${flags.firstUser})`;
      const accountWait = (['accountConfirm', 'accountPolling', 'accountNoResult', 'accountNone'] as const).find((t) => next.hasTag(t));
      if (!features.accountCheck && accountWait) return `account check off and ${accountWait}`;
      const provider = (['leavingForProvider', 'providerRetry'] as const).find((t) => next.hasTag(t));
      if (signIn === 'sandbox' && provider) return `sandbox sign-in and ${provider}`;
      return null;
    },
  },
  {
    name: 'the switches and sign-in stay the same for the whole run',
    spec: '3: 9',
    check: (prev, _e, next) => {
      if (!prev) return null;
      const same = JSON.stringify(prev.context.features) === JSON.stringify(next.context.features) && prev.context.signIn === next.context.signIn;
      return same ? null : 'the switches changed';
    },
  },
];

export class InvariantViolation extends Error {
  override name = 'InvariantViolation';
}

/** The invariants' names, for a report of what each run checks. */
export const invariantNames = INVARIANTS.map((i) => i.name);

/** Throws, naming every invariant the step broke, with its spec section and what was seen. */
export function assertInvariants(prev: JourneySnapshot | null, event: InvariantEvent | null, next: JourneySnapshot): void {
  const broken = INVARIANTS.flatMap((inv) => {
    const why = inv.check(prev, event, next);
    return why ? [`${inv.name} (spec ${inv.spec}): ${why}`] : [];
  });
  if (broken.length) throw new InvariantViolation(broken.join('\n'));
}
