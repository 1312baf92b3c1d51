import type { StatusDtls, StatusLookupResult } from '../../services/contract';
import {
  DEADLINE_DAYS,
  DRAFT_LIFETIME_DAYS,
  MAX_APPLICANTS,
  PRODUCT_CODES,
  PRODUCT_NAMES,
  PROGRESS_PENDING,
} from '../rules';
import type { ApplicationRow, StoredPerson } from '../store/applications';
import { plusDays, sgDisplayDate } from '../time';
import { hasSubmitted } from './person';

export type EffectiveStatus = 'Draft' | 'Submitted' | 'Rejected' | 'Cancelled' | 'Expired';

/** Expiry is computed on read from the clock, so no scheduler has to run for it. */
export function effectiveStatus(app: ApplicationRow, now: Date): EffectiveStatus {
  if (app.status === 'Draft' && now > plusDays(app.created_at, DRAFT_LIFETIME_DAYS)) return 'Expired';
  if (
    app.status === 'Submitted' &&
    app.progress === PROGRESS_PENDING &&
    app.submitted_at &&
    now > plusDays(app.submitted_at, DEADLINE_DAYS)
  ) {
    return 'Expired';
  }
  return app.status;
}

export const productCode = (app: ApplicationRow) => PRODUCT_CODES[app.financing.financingProduct];

/**
 * The lookup's status is the person's view of the application: 'SUBMITTED' once they have submitted
 * their part, '' while they still have something to do (a draft, or a joint application waiting for
 * them), else the application's end state. That keeps "Resume with SUBMITTED: no records" (spec 2, 4)
 * from locking out the other applicants of a submitted joint application.
 */
export function lookupResult(app: ApplicationRow, person: StoredPerson, now: Date): StatusLookupResult {
  const status = effectiveStatus(app, now);
  const submitted = hasSubmitted(app, person.OrderNumber);
  const saved = app.applicants?.find((a) => a.OrderNumber === person.OrderNumber);
  const lookupStatus =
    status === 'Expired'
      ? 'EXPIRED'
      : status === 'Cancelled'
        ? 'CANCELLED'
        : status === 'Rejected'
          ? 'REJECTED'
          : submitted
            ? 'SUBMITTED'
            : '';
  return {
    referenceNo: app.reference_no,
    status: lookupStatus,
    isFirstUser: person.OrderNumber === 1 ? 'true' : 'false',
    isContinue: lookupStatus === '' ? 'true' : 'false',
    moblileNo: saved?.MobileNumber ?? '',
    stateid: app.state_id,
    name: person.Person_Name,
    product: productCode(app),
    isAuthorisedPerson: 'Y',
  };
}

export function statusDetails(app: ApplicationRow): StatusDtls {
  const f = app.financing;
  const persons = (app.persons ?? []).slice(0, MAX_APPLICANTS);
  return {
    ApplicationNo: app.reference_no,
    ApplicationProgress: app.progress,
    ProductType: productCode(app),
    UEN: app.company?.Company_UEN ?? '',
    Facility: f.financingProductDescription || PRODUCT_NAMES[f.financingProduct],
    FinancingType: f.financingType,
    Amount: f.financingAmount,
    Tenure: f.financingTenure,
    AppDate: sgDisplayDate(app.submitted_at ?? app.created_at),
    Deadline: app.submitted_at ? sgDisplayDate(plusDays(app.submitted_at, DEADLINE_DAYS)) : '',
    InterestRate: f.indicativeInterestRate,
    Instalment: f.indicativeMonthlyInstallment,
    isExistingOTPAvailable: f.isExistingOTPAvailable,
    Entity_Type_Code: app.company?.Entity_Type_Code ?? '',
    SoleorNonSole: app.company?.SoleorNonSole ?? '',
    StatusCreatedDate: sgDisplayDate(app.status_changed_at),
    ExpiryDate: '',
    WCL: f.wcl,
    Property: f.property,
    Trade: f.trade,
    GAS: f.gas,
    ESG: f.esg,
    // The non-lending opt-in has no call in this slice yet; nothing is ever chosen.
    MYCurrentAccount: 'N',
    FXDeskServices: 'N',
    BusinessInsurance: 'N',
    SMEStartDigital: 'N',
    HalalNetworkAndCertifiedAdvisory: 'N',
    AccountDtls: null,
    ApplicantsStatus: persons.map((p) => ({
      name: p.Person_Name,
      status: hasSubmitted(app, p.OrderNumber) ? 'Submitted' : 'Pending',
    })),
  };
}
