import type { PropertyDetails, SummaryPropertyDetails } from '../../../../src/contract';
import { PREVIEW_SIX_MONTHS_BAL_FIELD, SIX_MONTHS_BAL_FIELD } from '../../../../src/domain/propertyReference';

/** The saved property as the summary reads it (spec 2, section 3: PascalCase names), address and tables included. */
export function previewProperty(p: PropertyDetails): SummaryPropertyDetails {
  return {
    TypeOfFinance: p.typeOfFinance,
    TypeOfFinanceDescription: p.typeOfFinanceDescription,
    LatestOutstandingLoanAmt: p.latestOutstandingLoanAmt,
    Purpose: p.purpose,
    PurposeDescription: p.purposeDescription,
    PropertyInMind: p.propertyInMind,
    PropertyType: p.propertyType,
    PropertyTypeDescription: p.propertyTypeDescription,
    PurchasePrice: p.purchasePrice,
    AddressType: p.addressType,
    Postal_Code: p.postal_Code,
    Block_Number: p.block_Number,
    Street_Name: p.street_Name,
    Storey_Number: p.storey_Number,
    Unit_Number: p.unit_Number,
    Building_Name: p.building_Name,
    IsLeaseHold: p.isLeaseHold,
    LeaseHoldEffDate: p.leaseHoldEffDate,
    OriginalLeaseHold: p.originalLeaseHold,
    OriginalLeaseHoldOthers: p.originalLeaseHoldOthers,
    [PREVIEW_SIX_MONTHS_BAL_FIELD]: p[SIX_MONTHS_BAL_FIELD],
    isActiveBizAcctWithOtherBanks: p.isActiveBizAcctWithOtherBanks,
    BankBalanceDetails: p.bankBalanceDetails.map((b) => ({
      bankName: b.bankName,
      bankNameDescription: b.bankNameDescription,
      accountNumber: b.accountNumber,
      currency: b.currency,
      sixMonthsBalanceAmt: b.sixMonthsBalanceAmt,
    })),
    MonthlyDebtCommitments: p.monthlyDebtCommitments.map((c) => ({
      LoanProductType: c.loanProductType,
      LoanProductTypeDescription: c.loanProductTypeDescription,
      NumberOfBanks: c.numberOfBanks,
      NumberOfBanksDescription: c.numberOfBanksDescription,
      Amount: c.amount,
    })),
    LatestAnnualIntrestExpense: p.latestAnnualIntrestExpense,
    LatestAnnualIntrestExpenseCurrency: p.latestAnnualIntrestExpenseCurrency,
    LatestAnnualDepreciationOrAmortisationAmt: p.latestAnnualDepreciationOrAmortisationAmt,
    LatestAnnualDepreciationOrAmortisationAmtCurrency: p.latestAnnualDepreciationOrAmortisationAmtCurrency,
  };
}
