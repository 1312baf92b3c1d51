import type { PreviewForm, PropertyDetails } from '../../../../src/contract';
import { storedFiguresOf } from '../rules/financing';
import type { ApplicationRow } from '../../../store/applications';
import { applicantDetails, applicationPersons, prefilledPerson } from './person';
import { previewProperty } from './property';

/** The summary: everything saved so far, in the shapes of the sections it came from. */
export function previewForm(app: ApplicationRow, property: PropertyDetails | null = null): PreviewForm | null {
  if (!app.company || !app.persons) return null;
  const f = app.financing;
  // The bank's figures, worked out again: a row stored before the bank checked them shows none of the applicant's.
  const figures = storedFiguresOf(f);
  return {
    RefNum: app.reference_no,
    Request_Form: {
      FinancingType: f.financingType,
      FinancingProduct: f.financingProduct,
      FinancingProductDescription: figures.financingProductDescription,
      FinancingAmount: f.financingAmount,
      FinancingTenure: f.financingTenure,
      IndicativeMonthlyInstallment: figures.indicativeMonthlyInstallment,
      IndicativeInterestRate: figures.indicativeInterestRate,
      PromoCode: f.promoCode,
      ReferralCode: f.referralCode,
      IsExistingOTPAvailable: f.isExistingOTPAvailable,
      WCL: f.wcl,
      Property: f.property,
      Trade: f.trade,
      GAS: f.gas,
      ESG: f.esg,
    },
    CompDtls: app.company,
    RegBizMailAddr: app.mailing,
    financialHighlights: app.financials,
    ApplicantsDtlsMyInfo: applicationPersons(app).map((p) => prefilledPerson(app, p)),
    ApplicantDtls: applicantDetails(app),
    AccountDetails: app.account
      ? {
          Disbursement_Branch_Desc: app.account.disbursement_Branch_Desc,
          Disbursement_Branch_Account_No: app.account.disbursement_Branch_Account_No,
        }
      : null,
    Declarations: { applicantDeclare: app.declarations_accepted_at !== null },
    PropertyDetails: property ? previewProperty(property) : null,
  };
}
