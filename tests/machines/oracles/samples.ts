import type { StatusDtls } from '../../../src/contract';
import type { StatusView } from '../../../services/status';

/** A status as the bank's GetStatus returns it, for the product, progress code and OTP flag a test names. */
export function statusView(ProductType: string, ApplicationProgress: string, over: Partial<StatusDtls> = {}): StatusView {
  const StatusDtls: StatusDtls = {
    ApplicationNo: 'SME20261122000001', ApplicationProgress, ProductType, UEN: '201912345K', Facility: 'Business Term Loan',
    FinancingType: 'Conventional', Amount: 100000, Tenure: 5, AppDate: '22-11-2026', Deadline: '06-12-2026', InterestRate: 10,
    Instalment: 2124.7, isExistingOTPAvailable: '', Entity_Type_Code: 'S', SoleorNonSole: 'NonSole', StatusCreatedDate: '', ExpiryDate: '',
    WCL: 'N', Property: 'N', Trade: 'N', GAS: 'N', ESG: 'N', MYCurrentAccount: 'N', FXDeskServices: 'N', BusinessInsurance: 'N',
    SMEStartDigital: 'N', HalalNetworkAndCertifiedAdvisory: 'N', AccountDtls: null, ApplicantsStatus: [],
    ...over,
  };
  return { request: { StatusDtls, ApplicantIDNum: 'S1234567D', CIPAIPResponse: '', PropertyDetails: null }, aip: null, documents: null };
}
