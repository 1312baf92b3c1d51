import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { JourneyMachine } from '../../../machines/journey.machine';
import { BOARD_APPROVAL_ENTITY_TYPES, OTP_MAX_TRIES } from '../../../src/domain/constants';
import type { JourneyContext } from '../../../machines/types';
import { answerOf, type JourneyLog } from './journeyLog';
import { specStatusPage } from './statusTable';

/**
 * What the bank must have said before a state can show, read from the journey's log (the user's
 * events and the bank's answers), not from the chart. Each names the spec rule it checks.
 */
type Snap = SnapshotFrom<JourneyMachine>;
export type Oracle = (s: Snap, log: JourneyLog) => void;


/** Spec 2, 4 "Submit on the summary" 4: the check passed; with the OTP bar on, a code was verified after it. */
export const readyToSubmit: Oracle = (s, log) => {
  const checked = log.lastAnswerAt('preQualify');
  expect(checked, 'the pre-qualification check answered').toBeGreaterThanOrEqual(0);
  expect(answerOf(log.steps[checked], 'preQualify')?.passed, 'the pre-qualification check passed').toBe(true);
  if (s.context.features.otpBar) {
    expect(log.lastAnswer('verifyOtp', checked)?.statusCode, 'a code verified after the check (spec 2, 2.4)').toBe('0');
  } else {
    expect(log.lastAnswerAt('verifyOtp'), 'no code asked for with the OTP bar off').toBeLessThan(checked);
  }
};

/** Spec 2, 2.11: the non-lending pop-up comes to a first user when the feature is on, before the submit. */
export const submitting: Oracle = (s, log) => {
  readyToSubmit(s, log);
  if (s.context.features.nonLending && s.context.flags.firstUser) {
    const last = log.last;
    const fromPopup = last?.type === 'user.skipNonLending' || (last?.call === 'saveNonLending' && last.ok);
    expect(fromPopup, 'the submit follows the non-lending pop-up').toBe(true);
  }
};

export const nonLendingOffered: Oracle = (s, log) => {
  expect(s.context.features.nonLending, 'non-lending switch on').toBe(true);
  expect(s.context.flags.firstUser, 'first user only').toBe(true);
  readyToSubmit(s, log);
};

/** Spec 2, 4 "Submit on the summary" 5: StatusDetails after a save that returned a reference. */
export const afterSubmit: Oracle = (s, log) => {
  const last = log.last;
  if (last?.call !== 'submitApplication') return;
  expect(last.output, 'the submit returned a reference').toBeTruthy();
  expect(s.context.submittedRefNo).toBe(last.output);
};

/** Spec 2, 4: the submit after a failed check saves Status 'Rejected' and PreKnockoutFailed shows the code. */
export const knockedOut: Oracle = (_s, log) => {
  const at = log.lastAnswerAt('preQualify', 'assessAtStart');
  expect(at, 'a pre-qualification check answered').toBeGreaterThanOrEqual(0);
  const step = log.steps[at];
  expect((answerOf(step, 'preQualify') ?? answerOf(step, 'assessAtStart'))?.passed, 'the check failed').toBe(false);
};

export const checkFailed: Oracle = (_s, log) => {
  expect(log.lastAnswer('preQualify')?.passed, 'the check failed').toBe(false);
};

export const checkPassed: Oracle = (_s, log) => {
  expect(log.lastAnswer('preQualify')?.passed, 'the check passed').toBe(true);
};

/** Spec 2, 2.5 and 4 "One-time password": the bank refused more codes, or the last code used the last try. */
export const otpExceeded: Oracle = (_s, log) => {
  const refused = answerOf(log.last, 'requestOtp');
  const checked = answerOf(log.last, 'verifyOtp');
  expect(refused ?? checked, 'an OTP answer led here').toBeDefined();
  if (refused) expect(refused.outcome).toBe('exceeded');
  if (checked) expect(checked.statusCode === '3' || (checked.statusCode !== '0' && checked.triesLeft <= 0), `no tries left: ${JSON.stringify(checked)}`).toBe(true);
};

/**
 * Spec 2, 4 "One-time password": a wrong code leaves the tries the bank counts ('2 tries left', then '1
 * try left'); a new code sent starts again at three. Checked after every step.
 */
export const otpTries: Oracle = (s, log) => {
  let expected: number = OTP_MAX_TRIES;
  for (const step of log.steps) {
    // A lookup that goes on to the OTP starts another application's count; one that ends the journey on a page
    // (InvalidApplication) asks for no code, and the next code sent starts at three anyway.
    if (step.ok && step.call === 'lookupStatus' && (step.output as { outcome?: { kind?: string } } | undefined)?.outcome?.kind === 'continue') expected = OTP_MAX_TRIES;
    if (answerOf(step, 'requestOtp')?.outcome === 'sent') expected = OTP_MAX_TRIES;
    const checked = answerOf(step, 'verifyOtp');
    if (checked?.statusCode === '1') expected = checked.triesLeft;
  }
  expect(s.context.otpTriesLeft, 'OTP tries left').toBe(expected);
};

/** The OTP bar's message right after the bank's answer (spec 2, 8 "OTP messages"). */
export const otpNotice: Oracle = (s, log) => {
  const requested = answerOf(log.last, 'requestOtp');
  // A refused request (no codes left) leaves the OTP bar for InvalidOTP, which shows no OTP message (spec 2, 2.5).
  if (requested?.outcome === 'exceeded') expect(s.matches({ outcomes: 'invalidOtp' }), 'a refused OTP request opens InvalidOTP').toBe(true);
  else if (requested) {
    expect(s.context.otpNotice, 'the duplicate-request message').toBe(requested.outcome === 'duplicate' ? 'duplicate' : null);
    if (requested.outcome === 'sent') expect(s.context.otpSentAt).toBe(requested.sentAt);
  }
  const checked = answerOf(log.last, 'verifyOtp');
  if (checked?.statusCode === '1') expect(s.context.otpNotice).toBe(checked.triesLeft === 2 ? 'twoTriesLeft' : 'oneTryLeft');
};

/** The status page the spec's table opens for the last status read. */
export const statusPage =
  (page: string): Oracle =>
  (_s, log) => {
    const at = log.lastAnswerAt('loadStatus', 'loadStatusEnquiry');
    expect(at, 'a status was read').toBeGreaterThanOrEqual(0);
    const afterSubmit = answerOf(log.steps[at], 'loadStatus');
    const status = (afterSubmit ?? answerOf(log.steps[at], 'loadStatusEnquiry'))!.request.StatusDtls;
    expect(specStatusPage(status, afterSubmit ? 'submit' : 'enquiry'), `the page for ${status.ProductType} ${status.ApplicationProgress}`).toBe(page);
  };

/** Spec 2, 4 "Status lookup result rules": OTP if enabled; otherwise the status shows at once. */
export const enquiryAllowed: Oracle = (s, log) => {
  const last = log.last;
  const checked = answerOf(last, 'verifyOtp');
  if (checked) expect(checked.statusCode).toBe('0');
  if (last?.call === 'lookupStatus') expect(s.context.features.otpBar, 'the status without an OTP only with the bar off').toBe(false);
  const uploaded = answerOf(last, 'uploadDocuments');
  if (uploaded) expect(uploaded.rejections).toEqual([]);
};

const BOARD_MEETING_ENTITIES: readonly string[] = BOARD_APPROVAL_ENTITY_TYPES;

/** Spec 2, 2.12 and 2.13: LL, LC and PCLS confirm a board meeting date before the letter of offer. */
export const boardMeetingBeforeOffer: Oracle = (s, log) => {
  const entity = s.context.status?.Entity_Type_Code ?? '';
  if (!BOARD_MEETING_ENTITIES.includes(entity)) return;
  const loadedAt = log.lastAnswerAt('loadBoardMeeting');
  const saved = log.answered('saveBoardMeeting') || (loadedAt >= 0 && Boolean(log.steps[loadedAt].output));
  expect(saved, `a board meeting date submitted for ${entity}`).toBe(true);
};

export const boardMeetingNeeded: Oracle = (s) => {
  expect(BOARD_MEETING_ENTITIES).toContain(s.context.status?.Entity_Type_Code);
};

/** The last answer of `call` was `output` (e.g. the bank validated the date). */
export const lastAnswerWas =
  (call: string, output: unknown): Oracle =>
  (_s, log) => {
    const at = log.lastAnswerAt(call);
    expect(at, `${call} answered`).toBeGreaterThanOrEqual(0);
    expect(log.steps[at].output).toEqual(output);
  };

/** The step that led here answered `call` successfully (the cancel, the state record). */
export const cameBy =
  (call: string): Oracle =>
  (_s, log) => {
    expect(log.last?.call, `arrived by ${call}`).toBe(call);
    expect(log.last?.ok).toBe(true);
  };

/** A call's answer the state shows (the loaded record in the form). */
export const loaded =
  (call: string): Oracle =>
  (_s, log) =>
    expect(log.answered(call), `${call} answered`).toBe(true);

/** The save call of each step of the form. */
const SAVE_OF: Partial<Record<string, string>> = {
  CompanyDetails: 'saveCompany',
  NSPersonDetails: 'savePersons',
  SPersonDetails: 'savePersons',
  PersonDetails: 'savePersons',
  AccountDetails: 'saveAccount',
  PropertyDetails: 'saveProperty',
  APropertyDetails: 'saveProperty',
  DeclarationsDetails: 'saveDeclarations',
};

/**
 * Spec 2, 2.3: the summary shows what the steps before it saved. A summary reached on this journey
 * follows a save of every step of the form the user's product and role go through.
 */
export const formSaved =
  (steps: (c: JourneyContext) => readonly string[]): Oracle =>
  (s, log) => {
    const calls = steps(s.context).flatMap((route) => SAVE_OF[route] ?? []);
    expect(calls.filter((call) => !log.answered(call)), 'steps not saved before the summary').toEqual([]);
  };
