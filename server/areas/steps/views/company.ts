import type { CompanyForm } from '../../../../src/contract';
import type { ApplicationRow } from '../../../store/applications';

/** CompanyForm as getCompanyDetailsForm answers it; null while no company has been retrieved. */
export function companyForm(app: ApplicationRow): CompanyForm | null {
  if (!app.company) return null;
  return {
    RefNum: app.reference_no,
    Request_Form: {
      FinancingProduct: app.financing.financingProduct,
      Property: app.financing.property,
      GAS: app.financing.gas,
      IsExistingOTPAvailable: app.financing.isExistingOTPAvailable,
    },
    CompDtls: app.company,
    RegBizMailAddr: app.mailing,
    financialHighlights: app.financials,
  };
}
