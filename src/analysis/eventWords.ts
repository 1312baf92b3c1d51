import { ACCOUNT_LOADING_TIMEOUT_MS, ERROR_POPUP_MS, OTP_VALIDITY_MS } from '../domain/constants';
import type { StepEvent } from './coverage';

/**
 * The chart's events in a tester's words: what to do in the browser, what the bank answers, how long
 * to wait. The sample data that picks a branch (product, outcome, status code) is named, since the
 * tester must reproduce it.
 */

const money = (n: unknown) => (typeof n === 'number' ? `S$${n.toLocaleString('en-SG')}` : '');

type Fields = Record<string, unknown>;
const fieldsOf = (v: unknown): Fields => (v && typeof v === 'object' ? Object.fromEntries(Object.entries(v)) : {});

function financingWords(e: StepEvent): string {
  const a = fieldsOf(e.application);
  const flags = (['wcl', 'property', 'trade', 'gas', 'esg'] as const).filter((k) => a[k] === 'Y').map((k) => k.toUpperCase());
  const parts = [
    String(a.financingProduct ?? ''),
    a.financingType === 'Islamic' ? 'Islamic' : '',
    money(a.financingAmount),
    typeof a.financingTenure === 'number' && a.financingTenure > 0 ? `${a.financingTenure} years` : '',
    flags.length ? `purposes ${flags.join(', ')}` : '',
    a.isExistingOTPAvailable === 'Y' ? 'has an Option to Purchase' : '',
  ].filter(Boolean);
  return `Fill in Finance Details (${parts.join(', ')}) and press Next`;
}

const USER_WORDS: Record<string, (e: StepEvent) => string> = {
  'user.submitFinancing': financingWords,
  'user.submitProperty': () => 'Fill in Property Details (a new purchase, commercial, S$1,500,000) and press Next',
  'user.editSection': (e) => `On the summary, press Edit on the ${String(e.section)} section`,
  'user.removePropertyRow': (e) => `Remove a row from the ${String(e.row && fieldsOf(e.row).list)} list`,
  'user.proceed': () => 'Press Proceed',
  'user.back': () => 'Press Back',
  'user.confirmIdentity': (e) => `Confirm the company's UEN (${String(e.code)})`,
  'provider.returned': (e) =>
    e.error ? `Come back from the identity provider with the error ${String(e.error)}` : e.state === 'st-forged'
      ? 'Come back from the identity provider with a state the bank did not issue'
      : 'Come back from the identity provider signed in',
  'app.restored': () => 'Reload the page (the journey is restored from the session)',
  'user.lookupPostal': (e) => `Enter the postal code ${String(e.postalCode)} and press Search`,
  'user.submitCompany': () => 'Fill in Company Details (financials of the latest year) and press Next',
  'user.submitPersons': () => 'Fill in the applicant (Tan Ah Kow, S1234567D) and press Next',
  'user.submitAccount': () => 'Choose the disbursement branch and account and press Next',
  'user.submitDeclarations': () => 'Tick the declarations and press Next',
  'user.submitPreview': () => 'On the summary, accept the terms and press Submit',
  'user.verifyOtp': (e) => `Enter the one-time code ${String(e.otp)} and press Verify`,
  'user.resendOtp': () => 'Press Resend OTP',
  'user.retry': () => 'Press Try again',
  'user.dismissError': () => 'Close the error message',
  'user.restart': () => 'Start a new application',
  'user.openWelcome': () => 'Open Welcome (check status or resume an application)',
  'user.openResume': () => 'Press Resume application',
  'user.lookupStatus': (e) => `Choose ${String(e.option)}, enter UEN ${String(e.uen)} and NRIC ${String(e.nric)}, and press Submit`,
  'user.skipNonLending': () => 'Skip the other products the bank offers',
  'user.submitNonLending': () => 'Tick MY Current Account among the other products and press Submit',
  'user.cancelApplication': () => 'Press Cancel Application',
  'user.confirm': () => 'Confirm in the dialog',
  'user.close': () => 'Press CLOSE',
  'user.continue': () => 'Press Continue',
  'user.submitBoardMeeting': (e) => {
    const d = fieldsOf(e.date);
    return `Enter the board meeting date ${String(d.day)}/${String(d.month)}/${String(d.year)} and press Submit`;
  },
  'user.openUploads': () => 'Press Upload documents',
  'user.uploadNow': () => 'Press Upload now',
  'user.maybeLater': () => 'Press Maybe later',
  'user.removeDocument': () => 'Remove an uploaded document',
  'user.replaceDocument': () => 'Replace an uploaded document with a new PDF',
  'user.viewDocument': () => 'Open an uploaded document',
  'user.savePdf': () => 'Press Save as PDF',
};

/** What each call to the bank is for, as "the bank ... " completes it. */
const CALL_WORDS: Record<string, string> = {
  fetchToken: 'issues a session',
  createState: 'registers the identity-provider sign-in',
  startRetrieval: 'starts the identity retrieval',
  saveFinancing: 'saves the finance details',
  retrieveIdentity: 'retrieves the identity data',
  loadCompany: 'loads the company details',
  lookupPostal: 'looks up the postal code',
  saveCompany: 'saves the company details',
  loadPersons: 'loads the applicants',
  savePersons: 'saves the applicants',
  loadAccounts: 'loads the accounts',
  pollAccounts: 'checks the accounts again',
  loadFinancing: 'loads the finance details',
  updateFinancing: 'updates the finance details',
  loadProperty: 'loads the property details',
  saveProperty: 'saves the property details',
  preQualify: 'pre-qualifies the application',
  assessAtStart: 'assesses the company at the start',
  removePropertyRow: 'removes the row',
  saveRejection: 'records the rejection',
  saveAccount: 'saves the account details',
  saveDeclarations: 'saves the declarations',
  loadPreview: 'loads the summary',
  requestOtp: 'sends a one-time code',
  verifyOtp: 'checks the one-time code',
  submitApplication: 'submits the application',
  loadStatus: 'loads the application status',
  loadStatusEnquiry: 'loads the application status',
  lookupStatus: 'looks up the application',
  saveNonLending: 'saves the product preferences',
  cancelApplication: 'cancels the application',
  loadBoardMeeting: 'loads the board meeting date',
  validateBoardMeeting: 'checks the board meeting date',
  saveBoardMeeting: 'saves the board meeting date',
  loadLetterOfOffer: 'loads the letter of offer',
  loadUploads: 'loads the uploaded documents',
  uploadDocuments: 'receives the documents',
  replaceDocument: 'replaces the document',
  removeDocument: 'removes the document',
  openDocument: 'sends the document',
  downloadApplicationPdf: 'sends the application as PDF',
  loadSandboxPersonas: 'lists the sandbox personas',
};

const VERIFY_OTP_WORDS: Record<string, string> = {
  '0': 'accepts the code',
  '1': 'refuses the code',
  '2': 'answers that the code has expired',
  '3': 'refuses the code: no tries left',
};

/** The part of a bank's answer that picks the branch, in words. */
function answerDetail(call: string, output: unknown): string {
  if (output === null) return 'with nothing (no record)';
  if (output === undefined) return '';
  if (Array.isArray(output)) return output.length ? `with ${output.length} item(s)` : 'with an empty list';
  if (typeof output === 'boolean') return output ? '(yes)' : '(no)';
  if (typeof output === 'string') return `(${output})`;
  const o = fieldsOf(output);
  const status = fieldsOf(fieldsOf(o.request).StatusDtls);
  const outcome = fieldsOf(o.outcome);
  const parts = [
    typeof o.outcome === 'string' ? `outcome ${o.outcome}` : outcome.kind ? `outcome ${String(outcome.kind)}` : '',
    o.code ? `code ${String(o.code)}` : '',
    typeof o.passed === 'boolean' ? (o.passed ? 'passed' : 'not passed') : '',
    typeof o.triesLeft === 'number' && call === 'verifyOtp' ? `${o.triesLeft} tries left` : '',
    status.ApplicationProgress ? `status ${String(status.ApplicationProgress)} of a ${String(status.ProductType)} application` : '',
    o.kind && call === 'openDocument' ? `a ${String(o.kind)}` : '',
  ].filter(Boolean);
  return parts.length ? `(${parts.join(', ')})` : '';
}

function doneWords(call: string, e: StepEvent): string {
  if (call === 'verifyOtp') {
    const o = fieldsOf(e.output);
    const words = VERIFY_OTP_WORDS[String(o.statusCode)] ?? `answers status ${String(o.statusCode)}`;
    return `The bank ${words}${typeof o.triesLeft === 'number' && o.statusCode !== '0' ? ` (${o.triesLeft} tries left)` : ''}`;
  }
  const detail = answerDetail(call, e.output);
  return `The bank ${CALL_WORDS[call] ?? `answers ${call}`}${detail ? ` ${detail}` : ''}`;
}

function errorWords(call: string, e: StepEvent): string {
  const err = fieldsOf(e.error);
  const status = typeof err.status === 'number' ? ` ${err.status}` : '';
  const why = err.kind === 'unauthorized' ? 'session expired' : err.kind === 'server' ? 'server error' : String(err.kind ?? err.message ?? 'failure');
  return `The bank answers${status}: ${why} (when it ${CALL_WORDS[call] ?? call})`;
}

const DELAY_WORDS: Record<string, { ms: number; why: string }> = {
  OTP_VALIDITY: { ms: OTP_VALIDITY_MS, why: 'the one-time code countdown runs out' },
  ERROR_POPUP: { ms: ERROR_POPUP_MS, why: 'the error message closes by itself' },
  ACCOUNT_LOADING: { ms: ACCOUNT_LOADING_TIMEOUT_MS, why: 'the account check gives up' },
};

const duration = (ms: number) =>
  ms % 60_000 === 0 ? `${ms / 60_000} minute${ms === 60_000 ? '' : 's'}` : `${ms / 1000} second${ms === 1000 ? '' : 's'}`;

/** One event of a path in a tester's words. */
export function eventWords(e: StepEvent): string {
  const t = e.type;
  const user = USER_WORDS[t];
  if (user) return user(e);
  if (t.startsWith('xstate.done.actor.')) return doneWords(t.slice('xstate.done.actor.'.length), e);
  if (t.startsWith('xstate.error.actor.')) return errorWords(t.slice('xstate.error.actor.'.length), e);
  if (t.startsWith('xstate.after.')) {
    const name = t.split('.')[2];
    const d = DELAY_WORDS[name];
    return d ? `Wait ${duration(d.ms)} (${d.why})` : `Wait for ${name}`;
  }
  return t;
}

/** Event types the catalogue words by name (user actions); the rest are worded by their kind. */
export const wordedUserEvents = (): string[] => Object.keys(USER_WORDS);
