import { describe, expect, it } from 'vitest';
import { routeOf } from '../../../machines/routes';
import { done, driveFrom } from '../oracles/drive';
import { statusView } from '../oracles/samples';

/**
 * Spec 2, section 4 "Status details routing", row by row: every code the table names, and codes it
 * does not (InvalidEntity with the get-status-failed error type). Expected pages are the spec's, with
 * 2.9/2.10 for an enquiry about a pending or complete application and 2.12 for an expired offer.
 */
const rows: [product: string, progress: string, otp: string, submit: string, enquiry: string][] = [
  ['BTL', 'application_pending', '', 'SubmitDetails', 'StatusProgress'],
  ['BTL', 'application_complete', '', 'SubmitDetails', 'StatusComplete'],
  ['PBF', 'application_pending', '', 'HSubmitDetails', 'StatusProgress'],
  ['PBF', 'application_complete', '', 'HSubmitDetails', 'StatusComplete'],
  ['BTL', 'LP', '', 'SubmitDetails', 'SubmitDetails'],
  ['BTL', 'LI', '', 'ReviewOffer', 'ReviewOffer'],
  ['BTL', 'UM', '', 'ReviewOffer', 'ReviewOffer'],
  ['BTL', 'LE', '', 'ExpiredLoanOffer', 'ExpiredLoanOffer'],
  ...['LA', 'DI', 'DC', 'DE', 'RJ', 'AB'].map((c): [string, string, string, string, string] => ['BTL', c, '', 'Disbursement', 'Disbursement']),
  ['BTL', 'HLP', '', 'InvalidEntity', 'InvalidEntity'],
  ['PBF', 'HLP', '', 'HSubmitDetails', 'HSubmitDetails'],
  ['PBF', 'HLA', '', 'HStatusInfoDetails', 'HStatusInfoDetails'],
  ...['HRJ', 'HAB', 'HUM'].map((c): [string, string, string, string, string] => ['PBF', c, '', 'HStatusReject', 'HStatusReject']),
  ['PBF', 'LI', '', 'InvalidEntity', 'InvalidEntity'],
  ...['APN', 'LP', 'AHB', 'HLP'].map((c): [string, string, string, string, string] => ['AIP', c, 'N', 'HSubmitDetails', 'HSubmitDetails']),
  ['AIP', 'LAP', 'N', 'AStatusInfoDetails', 'AStatusInfoDetails'],
  ['AIP', 'AAP', 'N', 'AStatusApprovalDetails', 'AStatusApprovalDetails'],
  ['AIP', 'ALP', 'N', 'AStatusApprovalDetails', 'AStatusApprovalDetails'],
  ['AIP', 'AUM', 'N', 'AStatusReject', 'AStatusReject'],
  ['AIP', 'AEX', 'N', 'AStatusReject', 'AStatusReject'],
  ['AIP', 'HLA', 'N', 'HStatusInfoDetails', 'HStatusInfoDetails'],
  ...['ARJ', 'HRJ', 'HAB', 'HUM'].map((c): [string, string, string, string, string] => ['AIP', c, 'N', 'HStatusReject', 'HStatusReject']),
  // AIP with the OTP flag other than N: a smaller table.
  ['AIP', 'HLP', 'Y', 'HSubmitDetails', 'HSubmitDetails'],
  ['AIP', 'AHB', 'Y', 'HSubmitDetails', 'HSubmitDetails'],
  ['AIP', 'HLA', 'Y', 'HStatusInfoDetails', 'HStatusInfoDetails'],
  ['AIP', 'ARJ', 'Y', 'HStatusReject', 'HStatusReject'],
  ['AIP', 'LAP', 'Y', 'InvalidEntity', 'InvalidEntity'],
  ['AIP', 'APN', 'Y', 'InvalidEntity', 'InvalidEntity'],
  ['BTL', 'XX', '', 'InvalidEntity', 'InvalidEntity'],
];

describe.each([
  ['afterSubmit', 'loadStatus', 3],
  ['enquiry', 'loadStatusEnquiry', 4],
] as const)('status read %s', (state, call, column) => {
  it.each(rows)('%s %s (OTP flag %s)', (...row) => {
    const [product, progress, otp] = row;
    const { actor } = driveFrom({ statusDetails: state }, { submittedRefNo: state === 'afterSubmit' ? 'SME20261122000001' : null });
    actor.send(done(call, statusView(product, progress, { isExistingOTPAvailable: otp })));
    const s = actor.getSnapshot();
    expect(routeOf(s)).toBe(row[column]);
    if (row[column] === 'InvalidEntity') expect(s.context.errorType).toBe('GETSTATUS-FAILED');
    else expect(s.context.status?.ApplicationProgress).toBe(progress);
  });
});

describe('Review offer Continue (spec 2, 2.12 and 2.13): LL, LC and PCLS confirm a board meeting date first', () => {
  it.each([
    ['LL', 'BoardMeetingDate'],
    ['LC', 'BoardMeetingDate'],
    ['PCLS', 'BoardMeetingDate'],
    ['S', 'LetterOfOffer'],
    ['LP', 'LetterOfOffer'],
  ])('entity %s: %s', (entity, page) => {
    const { actor } = driveFrom({ statusDetails: 'enquiry' });
    actor.send(done('loadStatusEnquiry', statusView('BTL', 'LI', { Entity_Type_Code: entity })));
    actor.send({ type: 'user.continue' });
    expect(routeOf(actor.getSnapshot())).toBe(page);
  });
});
