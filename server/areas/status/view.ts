import type { StatusDtls, StatusLookupResult, StatusRequest } from '../../../src/contract';
import { maskMobile } from '../../../src/domain';
import { MAX_APPLICANTS_BTL } from '../../../src/domain/constants';
import { PRODUCT_CODE_BY_KIND as PRODUCT_CODES } from '../../../src/domain/reference';
import { PRODUCT_NAMES } from '../../policy';
import { storedFiguresOf } from '../steps/rules/financing';
import { displayDay } from '../../days';
import type { ApplicationRow, StoredPerson } from '../../store/applications';
import { sgDisplayDate } from '../../time';
import { applicationPersons, hasSubmitted } from '../steps/views/person';
import { deadlineOf, effectiveStatus, lookupStatus, resumesBySignIn } from './rules';
import { boardMeetingWindow } from '../../../src/domain/boardMeeting';

export const productCode = (app: ApplicationRow) => PRODUCT_CODES[app.financing.financingProduct];

/** The status lookup's answer (spec 2, 4) for the person it found. */
export function lookupResult(app: ApplicationRow, person: StoredPerson, now: Date): StatusLookupResult {
  const status = lookupStatus(effectiveStatus(app, now), hasSubmitted(app, person.OrderNumber));
  const saved = app.applicants?.find((a) => a.OrderNumber === person.OrderNumber);
  return {
    referenceNo: app.reference_no,
    status,
    isFirstUser: person.OrderNumber === 1 ? 'true' : 'false',
    isContinue: status === '' ? 'true' : 'false',
    // Masked (spec 2, 2.4): the lookup is answered before anyone has proved who they are.
    moblileNo: maskMobile(saved?.MobileNumber),
    stateid: app.state_id,
    name: person.Person_Name,
    product: productCode(app),
    isAuthorisedPerson: 'Y',
    resumeBy: resumesBySignIn(app, person.IDNumber, now) ? 'signIn' : 'otp',
  };
}

/** The board meeting window as the page shows it; '' before a letter of offer. */
function boardMeetingDays(letterOfOfferOn: string | null): Pick<StatusDtls, 'BoardMeetingFrom' | 'BoardMeetingTo'> {
  if (!letterOfOfferOn) return { BoardMeetingFrom: '', BoardMeetingTo: '' };
  const { first, last } = boardMeetingWindow(letterOfOfferOn);
  return { BoardMeetingFrom: displayDay(first), BoardMeetingTo: displayDay(last) };
}

/**
 * The bank stores 0 for a figure it does not quote (the tenure, rate and instalment of a product other
 * than Online, the amount of an AIP without an Option to Purchase): the status says there is none.
 */
const given = (figure: number): number | null => (figure > 0 ? figure : null);

export function statusDetails(app: ApplicationRow): StatusDtls {
  const f = app.financing;
  // What a status, a summary or a letter of offer prints is the bank's, worked out again from the product,
  // amount, tenure and checked rate, so no row stored before the bank checked the figures can print an applicant's terms.
  const figures = storedFiguresOf(f);
  const nl = app.non_lending;
  const persons = applicationPersons(app).slice(0, MAX_APPLICANTS_BTL);
  return {
    ApplicationNo: app.reference_no,
    ApplicationProgress: app.progress,
    ProductType: productCode(app),
    UEN: app.company?.Company_UEN ?? '',
    Facility: PRODUCT_NAMES[f.financingProduct],
    FinancingType: f.financingType,
    Amount: given(f.financingAmount),
    Tenure: given(f.financingTenure),
    AppDate: sgDisplayDate(app.submitted_at ?? app.created_at),
    Deadline: deadlineOf(app),
    InterestRate: given(figures.indicativeInterestRate),
    Instalment: given(figures.indicativeMonthlyInstallment),
    isExistingOTPAvailable: f.isExistingOTPAvailable,
    Entity_Type_Code: app.company?.Entity_Type_Code ?? '',
    SoleorNonSole: app.company?.SoleorNonSole ?? '',
    StatusCreatedDate: sgDisplayDate(app.status_changed_at),
    ExpiryDate: displayDay(app.expiry_date),
    WCL: f.wcl,
    Property: f.property,
    Trade: f.trade,
    GAS: f.gas,
    ESG: f.esg,
    // The non-lending preferences saved by postNonLendingDetails; all 'N' until chosen.
    MYCurrentAccount: nl?.myCurrentAccount ?? 'N',
    FXDeskServices: nl?.fxDeskServices ?? 'N',
    BusinessInsurance: nl?.businessInsurance ?? 'N',
    SMEStartDigital: nl?.smeStartDigital ?? 'N',
    HalalNetworkAndCertifiedAdvisory: nl?.halalNetworkAndCertifiedAdvisory ?? 'N',
    // Recorded when the officer console moves the application to DC (disbursed).
    AccountDtls: app.account_dtls ?? null,
    ...boardMeetingDays(app.letter_of_offer_on),
    ApplicantsStatus: persons.map((p) => ({
      name: p.Person_Name,
      status: hasSubmitted(app, p.OrderNumber) ? 'Submitted' : 'Pending',
    })),
  };
}

/** The whole StatusRequest of GetStatus and GetStatusEnquiry. */
export function statusRequest(app: ApplicationRow, actingNric: string | null): StatusRequest {
  const firstUser = app.persons?.find((p) => p.OrderNumber === 1);
  return {
    StatusDtls: statusDetails(app),
    ApplicantIDNum: actingNric ?? firstUser?.IDNumber ?? '',
    // Spec 3, 3: the AIP response travels as a JSON string; '' while the bank has given none.
    CIPAIPResponse: app.aip_response ? JSON.stringify(app.aip_response) : '',
    PropertyDetails: app.property ? { PropertyAddress: app.property.PropertyAddress, PropertyInMind: app.property.PropertyInMind } : null,
  };
}
