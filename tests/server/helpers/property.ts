import type { PropertyDetails } from '../../../src/contract';
import { SIX_MONTHS_BAL_DESCRIPTION_FIELD, SIX_MONTHS_BAL_FIELD } from '../../../src/domain/propertyReference';

/** Every address field of the property step, empty. */
const emptyAddress = {
  country: '',
  postal_Code: '',
  addressType: '',
  block_Number: '',
  street_Name: '',
  storey_Number: '',
  unit_Number: '',
  building_Name: '',
  godown_Number: '',
  lot_Mukim_Number: '',
  box_Number: '',
  locked_Bag_Number: '',
  post_Office_Name: '',
  house_Number: '',
  window_Delivery_Number: '',
  city: '',
  state: '',
  address_Line1: '',
  address_Line2: '',
  address_Line3: '',
} as const;

/** New purchase for business operations, no property in mind: the AIP account part applies. */
export function bizOperations(referenceNo: string, overrides: Partial<PropertyDetails> = {}): PropertyDetails {
  return {
    referenceNo,
    typeOfFinance: 'NEW_PURCHASE',
    typeOfFinanceDescription: 'New Purchase',
    latestOutstandingLoanAmt: null,
    purpose: 'IS_FOR_BIZ_OPER',
    purposeDescription: 'For business operations',
    propertyInMind: 'N',
    propertyInMindDescription: 'No',
    propertyType: '',
    propertyTypeDescription: '',
    purchasePrice: null,
    isLeaseHold: '',
    leaseHoldEffDate: '',
    originalLeaseHold: '',
    originalLeaseHoldOthers: '',
    ...emptyAddress,
    [SIX_MONTHS_BAL_FIELD]: 'Y',
    [SIX_MONTHS_BAL_DESCRIPTION_FIELD]: 'Yes',
    isActiveBizAcctWithOtherBanks: 'Y',
    isActiveBizAcctWithOtherBanksDescription: 'Yes',
    bankBalanceDetails: [
      { detailsId: '', bankName: 'DBS', bankNameDescription: 'DBS Bank', accountNumber: '0011223344', currency: 'SGD', currencyDescription: 'SGD - Singapore Dollar', sixMonthsBalanceAmt: 250000.5 },
    ],
    monthlyDebtCommitments: [
      { mdcId: '', loanProductType: 'OD_REV_LOAN', loanProductTypeDescription: 'Overdraft / Revolving Loan', numberOfBanks: 'ONEBANK', numberOfBanksDescription: 'One bank', amount: 50000 },
    ],
    latestAnnualIntrestExpense: 12000,
    latestAnnualIntrestExpenseCurrency: 'SGD',
    latestAnnualDepreciationOrAmortisationAmt: 0,
    latestAnnualDepreciationOrAmortisationAmtCurrency: 'SGD',
    builtInArea: '',
    propertyStatus: '',
    isRefinance: '',
    ...overrides,
  };
}
