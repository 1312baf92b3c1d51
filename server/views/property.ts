import type { PreviewPropertyDetails, PropertyDetails } from '../../services/contract';
import { PREVIEW_SIX_MONTHS_BAL_FIELD, SIX_MONTHS_BAL_FIELD } from '../../src/domain/propertyReference';

/** The saved property as the summary reads it (spec 2, section 3: PascalCase names). */
export function previewProperty(p: PropertyDetails): PreviewPropertyDetails {
  return {
    TypeOfFinance: p.typeOfFinance,
    TypeOfFinanceDescription: p.typeOfFinanceDescription,
    LatestOutstandingLoanAmt: p.latestOutstandingLoanAmt,
    Purpose: p.purpose,
    PropertyInMind: p.propertyInMind,
    PropertyType: p.propertyType,
    PurchasePrice: p.purchasePrice,
    AddressType: p.addressType,
    [PREVIEW_SIX_MONTHS_BAL_FIELD]: p[SIX_MONTHS_BAL_FIELD],
    isActiveBizAcctWithOtherBanks: p.isActiveBizAcctWithOtherBanks,
    MonthlyDebtCommitments: p.monthlyDebtCommitments.map((c) => ({ LoanProductType: c.loanProductType, NumberOfBanks: c.numberOfBanks, Amount: c.amount })),
    LatestAnnualIntrestExpense: p.latestAnnualIntrestExpense,
    LatestAnnualIntrestExpenseCurrency: p.latestAnnualIntrestExpenseCurrency,
    LatestAnnualDepreciationOrAmortisationAmt: p.latestAnnualDepreciationOrAmortisationAmt,
    LatestAnnualDepreciationOrAmortisationAmtCurrency: p.latestAnnualDepreciationOrAmortisationAmtCurrency,
  };
}
