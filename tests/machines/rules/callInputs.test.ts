import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { featuresFrom } from '../../../src/config/features';
import type { Applicant, CompanyForm, NonLendingPreferences, UploadedDocument } from '../../../src/contract';
import type { journeyActors } from '../../../machines/actors';
import { journeyMachine, type JourneyMachine } from '../../../machines/journey.machine';
import { sampleCompany, samplePreview } from '../../../src/analysis/eventSamples';
import { initialContext, type JourneyContext, type JourneyEvent, type JourneyFlags, type PendingUpload } from '../../../machines/types';
import { done, pendingActors } from '../oracles/drive';
import { statusView } from '../oracles/samples';

/*
 * What the chart hands each call to the bank, from what the user entered and what the journey holds
 * (spec 1, 4.2 to 4.3 and 7; spec 2, 2.3, 4 and 7; spec 3, 2 to 5). The call itself is a recorder.
 */

type StateValue = Parameters<JourneyMachine['resolveState']>[0]['value'];
type Over = Partial<Omit<JourneyContext, 'flags'>> & { flags?: Partial<JourneyFlags> };

function inputOf(id: keyof typeof journeyActors, value: StateValue, event: JourneyEvent, over: Over = {}, switches = ''): unknown[] {
  const seen: unknown[] = [];
  const recorder = fromPromise<never, unknown>(({ input }) => {
    seen.push(input);
    return new Promise<never>(() => undefined);
  });
  const base = initialContext({ features: featuresFrom(switches), signIn: 'sandbox' });
  const context: JourneyContext = { ...base, token: 't0k3n', stateId: 'st-1', referenceNo: 'SME20261122000001', ...over, flags: { ...base.flags, ...over.flags } };
  const machine = journeyMachine.provide({ actors: { ...pendingActors, [id]: recorder } });
  const actor = createActor(machine, { clock: new SimulatedClock(), snapshot: machine.resolveState({ value, context }) }).start();
  actor.send(event);
  actor.stop();
  return seen;
}

describe('the saves of the form steps carry the state and the reference (spec 1, 4.2 and 4.3; spec 2, 7)', () => {
  it('the account chosen (spec 1, 4.3)', () => {
    const values = { disbursement_Branch_Code: '001', disbursement_Branch_Desc: 'Raffles Place', disbursement_Branch_Account_No: '1234567890' };
    expect(inputOf('saveAccount', { application: { accountDetails: 'editing' } }, { type: 'user.submitAccount', values })).toEqual([
      { token: 't0k3n', payload: { ...values, stateId: 'st-1', referenceNo: 'SME20261122000001' } },
    ]);
  });

  it('the mailing address and financial highlights entered (spec 1, 4.2)', () => {
    const company: CompanyForm = sampleCompany;
    const values = { ...company.CompDtls, isMailAddressSameAsRegisterAddress: 'Y' } as never;
    expect(inputOf('saveCompany', { application: { companyDetails: 'editing' } }, { type: 'user.submitCompany', values }, { company })).toEqual([
      { token: 't0k3n', payload: { ...(values as object), stateId: 'st-1', referenceNo: 'SME20261122000001' } },
    ]);
  });

  it('the postal code typed for the mailing address is the one looked up', () => {
    expect(inputOf('lookupPostal', { application: { companyDetails: 'editing' } }, { type: 'user.lookupPostal', postalCode: '560123' }, { company: sampleCompany })).toEqual([
      { postalCode: '560123' },
    ]);
  });
});

describe('the summary (spec 2, 2.3, 2.11 and 4 "Submit on the summary")', () => {
  const chosen: NonLendingPreferences = { myCurrentAccount: 'Y', fxDeskServices: 'N', businessInsurance: 'N', smeStartDigital: 'N', halalNetworkAndCertifiedAdvisory: 'N' };
  it('Edit on the financing loads the saved application by its reference', () => {
    expect(inputOf('loadFinancing', { application: { preview: 'reviewing' } }, { type: 'user.editSection', section: 'financing' }, { preview: samplePreview })).toEqual([
      { token: 't0k3n', refNo: 'SME20261122000001' },
    ]);
  });

  it('a property row removed is named to the bank under the reference', () => {
    const row = { list: 'commitments' as const, loanProductType: 'HL' };
    const seen = inputOf('removePropertyRow', { application: { preview: 'reviewing' } }, { type: 'user.removePropertyRow', row }, {
      preview: samplePreview,
      flags: { product: 'AIP', propertyStep: true },
    });
    expect(seen).toEqual([{ token: 't0k3n', refNo: 'SME20261122000001', row }]);
  });

  it('the non-lending preferences chosen (DONE) are saved under the reference', () => {
    const preferences: NonLendingPreferences = { myCurrentAccount: 'Y', fxDeskServices: 'N', businessInsurance: 'Y', smeStartDigital: 'N', halalNetworkAndCertifiedAdvisory: 'N' };
    expect(inputOf('saveNonLending', { application: { preview: 'nonLending' } }, { type: 'user.submitNonLending', preferences }, { preview: samplePreview })).toEqual([
      { token: 't0k3n', refNo: 'SME20261122000001', preferences },
    ]);
  });

  const applicant = (order: number, id: string, mobile: string): Applicant => ({ ...samplePreview.ApplicantDtls[0]!, OrderNumber: order, IDNumber: id, MobileNumber: mobile });
  const twoApplicants = { ...samplePreview, ApplicantDtls: [applicant(2, 'S7654321B', '+6591111111'), applicant(1, 'S1234567D', '+6592222222')] };

  it('the OTP goes to the mobile of applicant 1 when the first user submits (spec 2, 4 "One-time password")', () => {
    const seen = inputOf('requestOtp', { application: { preview: 'preQualifying' } }, done('preQualify', { passed: true }), { preview: twoApplicants });
    expect(seen).toEqual([{ token: 't0k3n', target: { mobile: '+6592222222', stateId: 'st-1', refNo: 'SME20261122000001', order: 1 } }]);
  });

  it('the OTP goes to the applicant the status lookup found, by NRIC (spec 2, 4 "Person-details rules")', () => {
    const lookup = { option: 'Resume' as const, uen: '201912345K', nric: 'S7654321B', result: null };
    const seen = inputOf('requestOtp', { application: { preview: 'preQualifying' } }, done('preQualify', { passed: true }), { preview: twoApplicants, lookup });
    expect(seen).toEqual([{ token: 't0k3n', target: { mobile: '+6591111111', stateId: 'st-1', refNo: 'SME20261122000001', order: 2 } }]);
  });

  it.each([
    ['no preferences saved', null, 'N'],
    ['preferences saved (DONE)', chosen, 'Y'],
  ] as const)('submitted with %s: IsNonLendingCompleted %j (spec 2, 2.11)', (_what, nonLending, flag) => {
    const seen = inputOf('submitApplication', { application: { preview: { otp: 'verifying' } } }, done('verifyOtp', { statusCode: '0', triesLeft: 3 }), {
      preview: samplePreview,
      nonLending,
    }, 'nonLending=off');
    expect(seen).toMatchObject([{ payload: { Status: 'Submitted', IsNonLendingCompleted: flag } }]);
  });

  it('a rejected pre-qualification is sent as Rejected, never with the non-lending flag (spec 2, 4 step 4)', () => {
    const seen = inputOf('submitApplication', { application: { preview: 'preQualifying' } }, done('preQualify', { passed: false, code: 'PK01' }), {
      preview: samplePreview,
      nonLending: chosen,
    });
    expect(seen).toMatchObject([{ payload: { Status: 'Rejected', IsNonLendingCompleted: 'N', IDNumber: samplePreview.ApplicantDtls[0]!.IDNumber } }]);
  });
});

describe('the identity step (spec 2, 4 "Return", step 4; spec 3, 9)', () => {
  it.each([
    ['', true],
    ['webAssessment=off', false],
  ])('a first user\'s assessment at the start is asked for with the switch %j: enabled %s', (switches, enabled) => {
    const seen = inputOf('assessAtStart', { application: { myInfoLanding: 'retrieving' } }, done('retrieveIdentity', { outcome: 'ok' }), {}, switches);
    expect(seen).toEqual([{ token: 't0k3n', stateId: 'st-1', enabled }]);
  });
});

describe('the status pages (spec 2, 2.8, 2.9, 2.12)', () => {
  const status = statusView('AIP', 'LAP', { ApplicationNo: 'SME20261122000009' }).request.StatusDtls;
  const savePdf = { type: 'user.savePdf' } as const;
  const onPdfPage = { afterSubmission: { aStatusInfoDetails: { shown: 'idle' } } };

  it('Save PDF asks for the application of the journey, saved under the application\'s number', () => {
    expect(inputOf('downloadApplicationPdf', onPdfPage, savePdf, { status })).toEqual([
      { token: 't0k3n', stateId: 'st-1', refNo: 'SME20261122000001', fileName: 'SME20261122000009.pdf' },
    ]);
  });

  it('without a reference of its own the journey asks for the application the status names', () => {
    expect(inputOf('downloadApplicationPdf', onPdfPage, savePdf, { status, referenceNo: null })).toEqual([
      { token: 't0k3n', stateId: 'st-1', refNo: 'SME20261122000009', fileName: 'SME20261122000009.pdf' },
    ]);
  });

  it('without a status the file is named by the reference, and without either it is application.pdf', () => {
    expect(inputOf('downloadApplicationPdf', onPdfPage, savePdf, {})).toMatchObject([
      { refNo: 'SME20261122000001', fileName: 'SME20261122000001.pdf' },
    ]);
    expect(inputOf('downloadApplicationPdf', onPdfPage, savePdf, { referenceNo: null, stateId: null })).toEqual([
      { token: 't0k3n', stateId: '', refNo: '', fileName: 'application.pdf' },
    ]);
  });
});

describe('the upload page (spec 3, "Supporting-document upload")', () => {
  const doc = (fileID: string): UploadedDocument => ({ fileID, rawFileName: `${fileID}.pdf`, fileExtension: '.pdf', fileSizeInBytes: 10, fileDescription: 'Bank statements', owner: 'S7654321B', referenceNo: 'SME20261122000001' });

  it('View File opens the file the user picked, not the first of the list', () => {
    const uploads = [doc('f-1'), doc('f-2')];
    expect(inputOf('openDocument', { afterSubmission: { uploadDetails: 'editing' } }, { type: 'user.viewDocument', fileID: 'f-2' }, { uploads })).toEqual([
      { token: 't0k3n', refNo: 'SME20261122000001', document: uploads[1] },
    ]);
  });

  it('files go up in the name of the applicant the status names; with the status lost, in nobody\'s', () => {
    const files: PendingUpload[] = [{ uid: 'u-1', documentType: 'BS', file: new File(['%PDF'], 'statement.pdf') }];
    const withStatus = inputOf('uploadDocuments', { afterSubmission: { uploadDetails: 'editing' } }, { type: 'user.uploadNow', files }, {
      statusExtras: { applicantIdNum: 'S1234567D', aip: null, property: null, documents: null },
    });
    expect(withStatus).toEqual([{ token: 't0k3n', refNo: 'SME20261122000001', applicantId: 'S1234567D', files }]);
    const lost = inputOf('uploadDocuments', { afterSubmission: { uploadDetails: 'editing' } }, { type: 'user.uploadNow', files }, { statusExtras: null });
    expect(lost).toEqual([{ token: 't0k3n', refNo: 'SME20261122000001', applicantId: '', files }]);
  });
});

describe('a returning user (spec 2, 2.6 and 4 "Status lookup result rules")', () => {
  it('Resume Application looks up the resume, by the UEN and NRIC/FIN entered', () => {
    const event = { type: 'user.lookupStatus', option: 'Resume', uen: '201912345K', nric: 'S1234567D' } as const;
    expect(inputOf('lookupStatus', { returning: { resumeApplication: 'entering' } }, event)).toEqual([
      { token: 't0k3n', option: 'Resume', uen: '201912345K', nric: 'S1234567D' },
    ]);
  });

  it('the verified OTP of a status enquiry reads the status of the application looked up', () => {
    const verified = done('verifyOtp', { statusCode: '0', triesLeft: 3 });
    expect(inputOf('loadStatus', { returning: { welcome: { otp: 'verifying' } } }, verified, { flags: { lookupOption: 'Status' } })).toEqual([
      { token: 't0k3n', stateId: 'st-1', refNo: 'SME20261122000001', origin: 'enquiry' },
    ]);
  });
});

