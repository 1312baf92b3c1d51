import { describe, expect, it } from 'vitest';
import { routeOf } from '../../../machines/routes';
import { done, driveFrom } from '../oracles/drive';
import { statusView } from '../oracles/samples';

/**
 * Spec 2, section 4 "Status details routing", row by row: every code the table names, and codes it
 * does not (InvalidEntity with the get-status-failed error type). Expected pages are the spec's, with
 * 2.9/2.10 for an enquiry about a pending or complete application and 2.12 for an expired offer.
 */
/** product, OTP flag (- for none), progress codes, page after a submit, page for an enquiry. */
const TABLE = `
BTL  -  application_pending      SubmitDetails           StatusProgress
BTL  -  application_complete     SubmitDetails           StatusComplete
PBF  -  application_pending      HSubmitDetails          StatusProgress
PBF  -  application_complete     HSubmitDetails          StatusComplete
BTL  -  LP                       SubmitDetails           SubmitDetails
BTL  -  LI,UM                    ReviewOffer             ReviewOffer
BTL  -  LE                       ExpiredLoanOffer        ExpiredLoanOffer
BTL  -  LA,DI,DC,DE,RJ,AB        Disbursement            Disbursement
BTL  -  HLP,XX                   InvalidEntity           InvalidEntity
PBF  -  HLP                      HSubmitDetails          HSubmitDetails
PBF  -  HLA                      HStatusInfoDetails      HStatusInfoDetails
PBF  -  HRJ,HAB,HUM              HStatusReject           HStatusReject
PBF  -  LI                       InvalidEntity           InvalidEntity
AIP  N  APN,LP,AHB,HLP           HSubmitDetails          HSubmitDetails
AIP  N  LAP                      AStatusInfoDetails      AStatusInfoDetails
AIP  N  AAP,ALP                  AStatusApprovalDetails  AStatusApprovalDetails
AIP  N  AUM,AEX                  AStatusReject           AStatusReject
AIP  N  HLA                      HStatusInfoDetails      HStatusInfoDetails
AIP  N  ARJ,HRJ,HAB,HUM          HStatusReject           HStatusReject
AIP  Y  HLP,AHB                  HSubmitDetails          HSubmitDetails
AIP  Y  HLA                      HStatusInfoDetails      HStatusInfoDetails
AIP  Y  ARJ,HRJ,HAB,HUM          HStatusReject           HStatusReject
AIP  Y  LAP,APN                  InvalidEntity           InvalidEntity
`;

const rows = TABLE.trim()
  .split('\n')
  .flatMap((line) => {
    const [product, otp, codes, submit, enquiry] = line.trim().split(/\s+/);
    return codes.split(',').map((progress) => [product, progress, otp === '-' ? '' : otp, submit, enquiry] as const);
  });

describe.each([
  ['afterSubmit', 'loadStatus', 3],
  ['enquiry', 'loadStatusEnquiry', 4],
] as const)('status read %s', (state, call, column) => {
  it.each(rows)('%s %s (OTP flag %s)', (...row) => {
    const [product, progress, otp] = row;
    const { actor } = driveFrom({ afterSubmission: { statusDetails: state } }, { submittedRefNo: state === 'afterSubmit' ? 'SME20261122000001' : null });
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
    const { actor } = driveFrom({ afterSubmission: { statusDetails: 'enquiry' } });
    actor.send(done('loadStatusEnquiry', statusView('BTL', 'LI', { Entity_Type_Code: entity })));
    actor.send({ type: 'user.continue' });
    expect(routeOf(actor.getSnapshot())).toBe(page);
  });
});
