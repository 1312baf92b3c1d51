import type { CompanyForm, PersonForm, PreviewForm, StatusDtls, StatusLookupResult, FinancingApplication, PropertyValues } from '../contract';
import type { StatusView } from '../../services/status';
import { ServiceError } from '../../services/errors';
import { START_KNOCKOUT_CODE } from '../domain/outcomeCodes';
import { OTP_MAX_TRIES } from '../domain/constants';
import { CALL_FAILED } from '../../machines/actorResults';
import type { AccountsData, CompanyValues, JourneyEvent } from '../../machines/types';

/**
 * Sample events for traversing the chart. One sample per branch a guard can take: traversal runs the
 * real guards, so every guarded transition needs an event that selects it. Invoked actors appear as
 * their done/error events, with outputs shaped as the services return them.
 */
type AnyEvent = { type: string; [k: string]: unknown };

/** Also the screen tests' company: one sample of the registry record for the whole test suite. */
export const sampleCompany: CompanyForm = {
  RefNum: 'SME20261122000001',
  Request_Form: { FinancingProduct: 'Online', Property: 'N', GAS: 'N', IsExistingOTPAvailable: '' },
  CompDtls: {
    Company_UEN: '201912345K', Company_Name: 'Sample Pte. Ltd.', Entity_Type_Code: 'LC', Entity_Type_Desc: 'Local Company',
    Registration_Date: '2019-04-01', Country_of_Incorporation_Code: 'SG', Country_of_Incorporation_Desc: 'Singapore',
    business_constitution_Code: '', business_constitution_Desc: '', Entity_Status: 'Live', Primary_Activity_Code: '62011',
    Primary_Activity_Desc: 'Software development', Secondary_Activity_Code: '', Secondary_Activity_Desc: '', Business_Expiry_Date: '',
    Business_Former_Name: '', Address_Type_Code: 'D', Address_Type_Desc: 'Local', Ownership_Code: '', Ownership_Desc: '',
    Capital_Type: '', Capital_PaidUpAmount: '', Capital_IssuedAmount: '100000', Capital_ShareAllottedAmount: '', Capital_Currency_Code: 'SGD',
    Capital_Currency_Desc: 'Singapore Dollar', Reg_Add_Block_No: '1', Reg_Add_Street_Name: 'Raffles Place', Reg_Add_Floor_No: '10',
    Reg_Add_Unit_No: '01', Reg_Add_Bldg_Name: '', Reg_Add_Postal_Code: '048616', Reg_Add_Country_Code: 'SG', Reg_Add_Country_Desc: 'Singapore',
    Address_Line_1: '', Address_Line_2: '', SoleorNonSole: 'NonSole',
  },
  RegBizMailAddr: null,
  financialHighlights: null,
};

/** Also the screen tests' applicants: one applicant, no prefilled identity data. */
export const samplePersons: PersonForm = {
  RefNum: 'SME20261122000001',
  Request_Form: { FinancingProduct: 'Online', Property: 'N' },
  ApplicantsDtlsMyInfo: [],
  ApplicantDtls: [{ OrderNumber: 1, IDNumber: 'S1234567D', Person_Name: 'Tan Ah Kow', MobileNumber: '91234567', Email_Address: 'a@b.sg' }],
  Holdersdetails: [],
  SubmittedApplicants: { Applicant1: 'false', Applicant2: 'false', Applicant3: 'false', Applicant4: 'false', Applicant5: 'false' },
};

const accounts: AccountsData = { branches: [{ branchCode: '001', branchDescription: 'Raffles Place' }], accountNumbers: ['1234567890'], saved: null };

/** Also the screen tests' summary: an Online application, nothing beyond the sample company and applicant. */
export const samplePreview: PreviewForm = {
  RefNum: 'SME20261122000001',
  Request_Form: {
    FinancingType: 'Conventional', FinancingProduct: 'Online', FinancingProductDescription: 'Online', FinancingAmount: 100000,
    FinancingTenure: 5, IndicativeMonthlyInstallment: 2124.7, IndicativeInterestRate: 10, PromoCode: '', ReferralCode: '',
    IsExistingOTPAvailable: '', WCL: 'N', Property: 'N', Trade: 'N', GAS: 'N', ESG: 'N',
  },
  CompDtls: sampleCompany.CompDtls,
  RegBizMailAddr: null,
  financialHighlights: null,
  ApplicantsDtlsMyInfo: [],
  ApplicantDtls: samplePersons.ApplicantDtls,
  AccountDetails: { Disbursement_Branch_Desc: 'Raffles Place', Disbursement_Branch_Account_No: '1234567890' },
  Declarations: { applicantDeclare: true },
};

/** The summary of an application whose property step was saved: a new purchase for rental, no property in mind yet. */
const samplePreviewWithProperty: PreviewForm = {
  ...samplePreview,
  Request_Form: { ...samplePreview.Request_Form, FinancingProduct: 'Personalised', FinancingProductDescription: 'Personalised', Property: 'Y' },
  PropertyDetails: {
    TypeOfFinance: 'NEW_PURCHASE', Purpose: 'IS_FOR_REN_AND_INVEST', PropertyInMind: 'N', PropertyType: '', AddressType: '',
    isActiveBizAcctWithOtherBanks: 'N', MonthlyDebtCommitments: [],
  },
};

const status = (ApplicationProgress: string, ProductType = 'BTL'): StatusDtls => ({
  ApplicationNo: 'SME20261122000001', ApplicationProgress, ProductType, UEN: '201912345K', Facility: 'Business Term Loan',
  FinancingType: 'Conventional', Amount: 100000, Tenure: 5, AppDate: '22-11-2026', Deadline: '06-12-2026', InterestRate: 10,
  Instalment: 2124.7, isExistingOTPAvailable: '', Entity_Type_Code: 'LC', SoleorNonSole: 'NonSole', StatusCreatedDate: '', ExpiryDate: '',
  WCL: 'N', Property: 'N', Trade: 'N', GAS: 'N', ESG: 'N', MYCurrentAccount: 'N', FXDeskServices: 'N', BusinessInsurance: 'N',
  SMEStartDigital: 'N', HalalNetworkAndCertifiedAdvisory: 'N', AccountDtls: null, ApplicantsStatus: [],
});

const companyValues: CompanyValues = {
  isMailAddressSameAsRegisterAddress: 'Y', Address_Format_Type: '', Block_Number: '', Street_Name: '', Storey_Number: '', Unit_Number: '',
  Building_Name: '', Postal_Code: '', Country: '', Country_Desc: '', Address_Line1: '', Address_Line2: '', Address_Line3: '', State_City: '',
  Locked_Bag_Number: '', Godown_Number: '', Lot_Mukim_Number: '', Box_Number: '', Post_Office_Name: '', House_Number: '',
  Window_Delivery_Number: '', LatestFinancialYearEndDate: '2025-12-31', AnnualRevenue1: '1200000', ProfitOrLossBeforeTax1: '150000',
  PreviousFinancialYearEndDate: '', AnnualRevenue2: '', ProfitOrLossBeforeTax2: '',
};

const onlineApplication: FinancingApplication = {
  referenceNo: '', financingType: 'Conventional', financingProduct: 'Online', financingProductDescription: 'Online',
  isExistingOTPAvailable: '', financingAmount: 100000, financingTenure: 5, indicativeMonthlyInstallment: 2124.7,
  indicativeInterestRate: 10, referralCode: '', promoCode: '', remarks: '', stateId: '', wcl: 'Y', property: 'N', trade: 'N',
  gas: 'N', esg: 'N', ddlPromoReferralCode1: '', ddlPromoReferralCode2: '', source: '',
};
const personalised = (flags: Partial<FinancingApplication>): FinancingApplication => ({
  ...onlineApplication, financingProduct: 'Personalised', financingProductDescription: 'Personalised', financingAmount: 500000,
  financingTenure: 0, indicativeMonthlyInstallment: 0, indicativeInterestRate: 0, wcl: 'N', ...flags,
});

/** One application per branch the product decides: Online, Personalised without and with property, with GAS, AIP. */
const financingSamples: FinancingApplication[] = [
  onlineApplication,
  personalised({ wcl: 'Y', trade: 'Y' }),
  personalised({ wcl: 'Y', property: 'Y', financingType: 'Islamic' }),
  personalised({ gas: 'Y' }),
  personalised({ financingProduct: 'AIP', financingProductDescription: 'AIP', isExistingOTPAvailable: 'Y', property: 'Y' }),
];

/** Spec 3, section 3: a property purchase with one bank balance and one commitment. */
export const sampleProperty = {
  typeOfFinance: 'NEW_PURCHASE', typeOfFinanceDescription: 'New purchase', latestOutstandingLoanAmt: '', purpose: 'IS_FOR_BIZ_OPER',
  purposeDescription: 'For business operations', propertyInMind: 'Y', propertyInMindDescription: 'Yes', propertyType: 'COMM',
  propertyTypeDescription: 'Commercial', purchasePrice: '1500000', isLeaseHold: 'N',
} as unknown as PropertyValues;

/** The state id the sample state records carry: the provider's return names it, or a forged one. */
const SAMPLE_STATE_ID = 'st-1';

const userEvents: JourneyEvent[] = [
  ...financingSamples.map((application): JourneyEvent => ({ type: 'user.submitFinancing', application })),
  { type: 'user.submitProperty', values: sampleProperty },
  ...(['financing', 'company', 'persons', 'account', 'property', 'declarations'] as const).map(
    (section): JourneyEvent => ({ type: 'user.editSection', section }),
  ),
  { type: 'user.removePropertyRow', row: { list: 'commitments', loanProductType: 'HL' } },
  { type: 'user.proceed' },
  { type: 'user.back' },
  { type: 'user.confirmIdentity', code: '201912345K' },
  // The provider's return (spec 2, 4 "Return"): its code for the state issued, a state not issued, an error.
  { type: 'provider.returned', code: 'c0de-1', state: SAMPLE_STATE_ID },
  { type: 'provider.returned', code: 'c0de-1', state: 'st-forged' },
  { type: 'provider.returned', error: 'access_denied', state: SAMPLE_STATE_ID },
  { type: 'app.restored' },
  { type: 'user.lookupPostal', postalCode: '560123' },
  { type: 'user.submitCompany', values: companyValues },
  { type: 'user.submitPersons', applicants: [{ OrderNumber: 1, IDNumber: 'S1234567D', Person_Name: 'Tan Ah Kow', MobileNumber: '91234567', Email_Address: 'a@b.sg' }] },
  { type: 'user.submitAccount', values: { disbursement_Branch_Code: '001', disbursement_Branch_Desc: 'Raffles Place', disbursement_Branch_Account_No: '1234567890' } },
  { type: 'user.submitDeclarations' },
  { type: 'user.submitPreview' },
  { type: 'user.verifyOtp', otp: '123456' },
  { type: 'user.resendOtp' },
  { type: 'user.retry' },
  { type: 'user.dismissError' },
  { type: 'user.restart' },
  { type: 'user.openWelcome' },
  { type: 'user.openResume' },
  { type: 'user.lookupStatus', option: 'Status', uen: '201912345K', nric: 'S1234567D' },
  { type: 'user.lookupStatus', option: 'Resume', uen: '201912345K', nric: 'S8276543C' },
  { type: 'user.skipNonLending' },
  {
    type: 'user.submitNonLending',
    preferences: { myCurrentAccount: 'Y', fxDeskServices: 'N', businessInsurance: 'N', smeStartDigital: 'N', halalNetworkAndCertifiedAdvisory: 'N' },
  },
  { type: 'user.cancelApplication' },
  { type: 'user.confirm' },
  { type: 'user.close' },
  { type: 'user.continue' },
  { type: 'user.submitBoardMeeting', date: { day: 1, month: 12, year: 2026 } },
  { type: 'user.openUploads' },
  { type: 'user.uploadNow', files: [] },
  { type: 'user.maybeLater' },
  { type: 'user.removeDocument', fileID: 'f-1' },
  { type: 'user.replaceDocument', fileID: 'f-1', upload: { uid: 'row-1', documentType: 'FS', file: new File(['%PDF-1.4'], 'newer.pdf', { type: 'application/pdf' }) } },
  { type: 'user.viewDocument', fileID: 'f-2' },
  { type: 'user.savePdf' },
];

/** One status per page the status router can open; ReviewOffer twice, for both sides of the board meeting rule. */
const statusViews = (origin: 'submit' | 'enquiry'): StatusView[] => {
  const view = (progress: string, product = 'BTL', extra: Partial<StatusDtls> = {}): StatusView => ({
    request: { StatusDtls: { ...status(progress, product), ...extra }, ApplicantIDNum: 'S1234567D', CIPAIPResponse: '', PropertyDetails: null },
    aip: null,
    documents: null,
  });
  const views = [
    view('LI'),
    view('LI', 'BTL', { Entity_Type_Code: 'S' }),
    view('LE'),
    // Disbursement in progress, with Cancel Application, and paid out, without it (spec 2, 2.12).
    view('LA'),
    view('DC'),
    view('HLA', 'PBF'),
    view('HRJ', 'PBF'),
    view('HLP', 'PBF'),
    view('LAP', 'AIP', { isExistingOTPAvailable: 'N' }),
    view('AAP', 'AIP', { isExistingOTPAvailable: 'N' }),
    view('AEX', 'AIP', { isExistingOTPAvailable: 'N' }),
    view('XX'),
  ];
  return origin === 'submit'
    ? [view('application_pending'), ...views]
    : [view('LP'), view('application_pending'), view('application_complete'), ...views];
};

const lookup = (over: Partial<StatusLookupResult> = {}): StatusLookupResult => ({
  referenceNo: 'SME20261122000001', status: 'SUBMITTED', isFirstUser: 'true', isContinue: 'false', moblileNo: '91234567',
  stateid: 'st-1', name: 'Tan Ah Kow', product: 'BTL', isAuthorisedPerson: 'Y', ...over,
});

/** The Welcome lookup as the service returns it: the bank's answer, classified (src/domain/statusLookup.ts). */
const lookupSamples = [
  { outcome: { kind: 'notice', notice: 'noRecords' }, result: null },
  { outcome: { kind: 'invalidApplication', reason: 'EXPIRED' }, result: lookup({ status: 'EXPIRED' }) },
  { outcome: { kind: 'continue', option: 'Status' }, result: lookup() },
  { outcome: { kind: 'continue', option: 'Resume' }, result: lookup({ status: '', isContinue: 'true' }) },
  { outcome: { kind: 'continue', option: 'Resume' }, result: lookup({ status: '', isContinue: 'true', isFirstUser: 'false' }) },
  { outcome: { kind: 'continue', option: 'Resume' }, result: lookup({ status: '', isContinue: 'true', isFirstUser: 'false', product: 'PBF' }) },
  // A draft with no mobile on record: the bank asks for the identity service's sign-in (issue 34).
  { outcome: { kind: 'signIn' }, result: lookup({ status: '', isContinue: 'true', moblileNo: '', resumeBy: 'signIn' }) },
];

function stateRecord(packageId: '12000' | '13000') {
  return {
    stateId: SAMPLE_STATE_ID, packageId, referenceNo: '', packageName: 'SME', appId: 'app', clientID: 'bank-client', clientSecret: '',
    scope: 'uinfin name', returnURL: 'http://127.0.0.1/rsmedigitalfinancing/MyInfoLanding',
    authoriseURL: 'http://127.0.0.1:5156/myinfo/v3/authorise?state=st-1',
  };
}

const done = (id: string, ...outputs: unknown[]): [string, AnyEvent[]] => [
  `xstate.done.actor.${id}`,
  outputs.map((output) => ({ type: `xstate.done.actor.${id}`, output })),
];

const doneSamples = new Map<string, AnyEvent[]>([
  done('fetchToken', { token: 't0k3n', tokenExpirationDate: '2026-11-22T10:00:00Z' }),
  done('createState', stateRecord('13000')),
  done('startRetrieval', stateRecord('12000')),
  done('saveFinancing', 'SME20261122000001'),
  done('retrieveIdentity', { outcome: 'ok' }, { outcome: 'invalidInput' }, { outcome: 'invalidDirectors', code: 'M10' }, { outcome: 'invalidEntity', code: 'NON-LIVE' }),
  done(
    'loadCompany',
    sampleCompany,
    { ...sampleCompany, CompDtls: { ...sampleCompany.CompDtls, SoleorNonSole: 'Sole', Entity_Type_Code: 'S' } },
    { ...sampleCompany, Request_Form: { ...sampleCompany.Request_Form, GAS: 'Y' }, CompDtls: { ...sampleCompany.CompDtls, Entity_Type_Code: 'LP' } },
    null,
  ),
  done('lookupPostal', { addR_TYP_CODE: 'H', addR_FMT_CODE: 'H', blK_NO: '1', bldG_NAME: '', sT_NAME: 'Raffles Place', poboX_NO: '', staT_CITY_NAME: '', uniT_NO: '', strY_NO: '' }),
  done('saveCompany', undefined),
  done('loadPersons', samplePersons, null),
  done('savePersons', undefined),
  done('loadAccounts', accounts, { ...accounts, accountNumbers: null }, { ...accounts, accountNumbers: [] }),
  done('pollAccounts', null, [], ['1234567890', '9876543210']),
  done('loadFinancing', personalised({ wcl: 'Y', property: 'Y' })),
  done('updateFinancing', undefined),
  done('loadProperty', null, { ...sampleProperty, referenceNo: 'SME20261122000001' }),
  done('saveProperty', undefined),
  done('preQualify', { passed: true }, { passed: false, code: 'M09' }),
  done('assessAtStart', { passed: true }, { passed: false, code: START_KNOCKOUT_CODE }),
  done('removePropertyRow', undefined),
  done('saveRejection', 'SME20261122000001'),
  done('saveAccount', undefined),
  done('saveDeclarations', undefined),
  done('loadPreview', samplePreview, samplePreviewWithProperty),
  done('requestOtp', { outcome: 'sent', sentAt: '2026-11-22T02:00:00Z' }, { outcome: 'duplicate', sentAt: null }, { outcome: 'exceeded', sentAt: null }),
  done(
    'verifyOtp',
    { statusCode: '0', triesLeft: OTP_MAX_TRIES, token: 'rotated-token', tokenExpirationDate: '2026-11-22T10:00:00Z' },
    { statusCode: '1', triesLeft: 2 },
    { statusCode: '1', triesLeft: 1 },
    { statusCode: '2', triesLeft: 2 },
    { statusCode: '3', triesLeft: 0 },
  ),
  done('submitApplication', 'SME20261122000001', null),
  done('loadStatus', ...statusViews('submit')),
  done('loadStatusEnquiry', ...statusViews('enquiry')),
  done('lookupStatus', ...lookupSamples),
  done('saveNonLending', undefined),
  done('cancelApplication', undefined),
  done('loadBoardMeeting', null, { day: 2, month: 12, year: 2026 }),
  done('validateBoardMeeting', true, false),
  done('saveBoardMeeting', undefined),
  done('loadLetterOfOffer', { data: 'JVBERi0xLjcK', uen: '201912345K' }),
  done('loadUploads', []),
  done(
    'uploadDocuments',
    { uploads: [], rejections: [] },
    { uploads: [], rejections: [{ uid: 'row-1', fileName: 'big.pdf', message: 'File Size Too Large' }] },
  ),
  done('replaceDocument', { uploads: [], rejections: [] }),
  done('removeDocument', []),
  done(
    'openDocument',
    { kind: 'pdf', file: { blob: null, fileName: 'theirs.pdf' } },
    { kind: 'image', name: 'theirs.png', src: 'data:image/png;base64,aGVsbG8=' },
  ),
  done('downloadApplicationPdf', { blob: null, fileName: 'SME20261122000001.pdf' }),
  done('loadSandboxPersonas', []),
]);

/** Every failure the chart distinguishes: an expired session, and anything else. */
const errorSamples = (id: string): AnyEvent[] => [
  { type: `xstate.error.actor.${id}`, error: new ServiceError('unauthorized', 'Token expired', 401) },
  { type: `xstate.error.actor.${id}`, error: new ServiceError('server', 'Internal error', 500) },
];

/** Samples for one event type as the chart names it in its transitions. */
export function samplesFor(eventType: string): AnyEvent[] {
  if (eventType.startsWith('xstate.after.')) return [{ type: eventType }];
  // The root's catch-all for failed calls: the states that invoke each call give its samples.
  if (eventType === CALL_FAILED) return [];
  if (eventType.startsWith('xstate.error.actor.')) return errorSamples(eventType.slice('xstate.error.actor.'.length));
  const fromDone = doneSamples.get(eventType);
  if (fromDone) return fromDone;
  const user = userEvents.filter((e) => e.type === eventType);
  if (user.length === 0) throw new Error(`No sample for event ${eventType}: add one to src/analysis/eventSamples.ts`);
  return user as AnyEvent[];
}
