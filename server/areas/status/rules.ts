import { PROGRESS_PENDING } from '../../../src/domain/constants';
import { DEADLINE_DAYS, DRAFT_LIFETIME_DAYS } from '../../policy';
import { displayDay, todaySg } from '../../days';
import type { AppStatus, ApplicationRow } from '../../store/applications';
import { hasSubmitted } from '../steps/views/person';
import { plusDays, sgDisplayDate } from '../../time';

export type EffectiveStatus = AppStatus;

/** The facts of an application that decide its status on a given day. */
export type StatusFacts = Pick<ApplicationRow, 'status' | 'progress' | 'created_at' | 'submitted_at' | 'deadline_override'>;

/**
 * Expiry is computed on read from the clock, so no scheduler has to run for it. The officer console
 * can also expire an application outright (status 'Expired' in the row) or move the deadline of the
 * other applicants (deadline_override, a Singapore day: the application expires once that day is over).
 */
export function effectiveStatus(app: StatusFacts, now: Date): EffectiveStatus {
  if (app.status === 'Draft' && now > plusDays(app.created_at, DRAFT_LIFETIME_DAYS)) return 'Expired';
  if (app.status === 'Submitted' && app.progress === PROGRESS_PENDING && app.submitted_at) {
    const late = app.deadline_override
      ? todaySg(now) > app.deadline_override
      : now > plusDays(app.submitted_at, DEADLINE_DAYS);
    if (late) return 'Expired';
  }
  return app.status;
}

/** Cancelled, rejected and expired applications are over: nothing more happens to them. */
export const isOver = (status: EffectiveStatus): boolean => status === 'Cancelled' || status === 'Rejected' || status === 'Expired';

/** StatusDtls.Deadline: the officer's day when set, else 14 days after the first submit; '' before it. */
export function deadlineOf(app: Pick<ApplicationRow, 'deadline_override' | 'submitted_at'>): string {
  if (app.deadline_override) return displayDay(app.deadline_override);
  return app.submitted_at ? sgDisplayDate(plusDays(app.submitted_at, DEADLINE_DAYS)) : '';
}

export type LookupStatus = '' | 'SUBMITTED' | 'EXPIRED' | 'CANCELLED' | 'REJECTED';

/**
 * The lookup's status is the person's view of the application: 'SUBMITTED' once they have submitted
 * their part, '' while they still have something to do (a draft, or a joint application waiting for
 * them), else the application's end state. That keeps "Resume with SUBMITTED: no records" (spec 2, 4)
 * from locking out the other applicants of a submitted joint application.
 */
export function lookupStatus(status: EffectiveStatus, personHasSubmitted: boolean): LookupStatus {
  if (status === 'Expired') return 'EXPIRED';
  if (status === 'Cancelled') return 'CANCELLED';
  if (status === 'Rejected') return 'REJECTED';
  return personHasSubmitted ? 'SUBMITTED' : '';
}

/**
 * A draft left before its first applicant's contact details were saved has no mobile an OTP could go
 * to: that applicant (the draft is theirs; the others join once it is submitted) proves who they are by
 * signing in with the identity service instead, where the resume goes anyway.
 */
export function resumesBySignIn(app: ApplicationRow, nric: string, now: Date): boolean {
  const person = app.persons?.find((p) => p.IDNumber === nric);
  if (person?.OrderNumber !== 1 || effectiveStatus(app, now) !== 'Draft') return false;
  return !app.applicants?.find((a) => a.OrderNumber === person.OrderNumber)?.MobileNumber;
}

/** Whether the person can go on with this application now: it is not over, their part is not submitted, and an OTP can reach them. */
function canGoOn(app: ApplicationRow, nric: string, now: Date): boolean {
  const person = app.persons?.find((p) => p.IDNumber === nric);
  if (!person) return false;
  const mobile = app.applicants?.find((a) => a.OrderNumber === person.OrderNumber)?.MobileNumber;
  return Boolean(mobile) && lookupStatus(effectiveStatus(app, now), hasSubmitted(app, person.OrderNumber)) === '';
}

/**
 * Which of a person's applications at a business (newest first) a lookup answers about. An enquiry reads
 * the newest. A resume reads the newest the person can go on with, so that a draft of their own they left
 * (or one that has expired) does not hide the joint application they were invited to; with none, the newest.
 */
export function applicationToLookUp<A extends ApplicationRow>(apps: readonly A[], nric: string, option: 'Status' | 'Resume', now: Date): A | null {
  if (option === 'Resume') {
    const open = apps.find((app) => canGoOn(app, nric, now));
    if (open) return open;
  }
  return apps[0] ?? null;
}
