import type { PropertyDetails } from '../../../../src/contract';
import {
  CLEARED_BY_REFINANCE,
  isDuplicateBalance,
  leaseholdDateError,
  propertyAddressFieldsFor,
  propertyAddressRequiredFor,
  propertySections,
  SECTION_FIELDS,
  type PropertySections,
} from '../../../../src/domain/property';
import { PROPERTY_ADDRESS_FIELD_NAMES, REFINANCE, SIX_MONTHS_BAL_FIELD } from '../../../../src/domain/propertyReference';
import { FOREIGN_ADDRESS_TYPE, isAddressTypeCode } from '../../../../src/domain/reference';
import type { Issue } from '../../../http/errors';
import { sgParts } from '../../../time';
import { bankIssue, currencyIssue } from './listed';

const isEmpty = (v: unknown) => v === '' || v === null || (Array.isArray(v) && v.length === 0);

/** Why a section is hidden, in the words of spec 3, 4, for the 400 message. */
const HIDDEN_BECAUSE: Record<keyof typeof SECTION_FIELDS, string> = {
  purpose: 'typeOfFinance is NEW_PURCHASE',
  propertyInMind: "propertyInMind is 'Y'",
  leaseholdDetails: "isLeaseHold is 'Y'",
  leaseholdOthers: "originalLeaseHold is 'Others'",
  outstandingLoan: 'typeOfFinance is REFINANCE',
  address: "typeOfFinance is REFINANCE or propertyInMind is 'Y'",
  accounts: "the product is AIP, purpose is IS_FOR_BIZ_OPER and not (propertyInMind 'Y' with propertyType SHOP)",
};

/**
 * The rules of spec 3, sections 4 and 5 the bank holds beyond the schema's formats: the answers the
 * shown sections require, nothing in the hidden ones (what REFINANCE clears stays cleared), no
 * duplicate balance entries or product types. The sections are the form's own (domain/property).
 */
export function checkProperty(body: PropertyDetails, opts: { aip: boolean; now: Date }): Issue[] {
  const issues: Issue[] = [];
  const add = (path: string, message: string) => issues.push({ path, message });
  const s: PropertySections = propertySections(body, { aip: opts.aip });
  const get = (field: string) => (body as Record<string, unknown>)[field];

  for (const [section, fields] of Object.entries(SECTION_FIELDS) as [keyof typeof SECTION_FIELDS, readonly string[]][]) {
    if (s[section]) continue;
    for (const field of fields) {
      if (!isEmpty(get(field))) {
        const cleared = body.typeOfFinance === REFINANCE && (CLEARED_BY_REFINANCE as readonly string[]).includes(field);
        add(field, cleared ? 'must be empty: REFINANCE clears it' : `must be empty unless ${HIDDEN_BECAUSE[section]}`);
      }
    }
  }
  if (!s.balances && body.bankBalanceDetails.length > 0) add('bankBalanceDetails', "must be empty unless isActiveBizAcctWithOtherBanks is 'Y'");

  const required = (field: string, why: string) => {
    if (isEmpty(get(field))) add(field, `is required when ${why}`);
  };
  const positive = (field: 'purchasePrice' | 'latestOutstandingLoanAmt', why: string) => {
    const v = body[field];
    if (v === null) add(field, `is required when ${why}`);
    else if (v <= 0) add(field, 'must be more than 0.00');
  };

  if (s.purpose) {
    required('purpose', HIDDEN_BECAUSE.purpose);
    required('propertyInMind', HIDDEN_BECAUSE.purpose);
  }
  if (s.propertyInMind) {
    required('propertyType', HIDDEN_BECAUSE.propertyInMind);
    positive('purchasePrice', HIDDEN_BECAUSE.propertyInMind);
    required('isLeaseHold', HIDDEN_BECAUSE.propertyInMind);
  }
  if (s.leaseholdDetails) {
    const { y, m, d } = sgParts(opts.now);
    if (isEmpty(body.leaseHoldEffDate)) add('leaseHoldEffDate', `is required when ${HIDDEN_BECAUSE.leaseholdDetails}`);
    else if (leaseholdDateError(body.leaseHoldEffDate, new Date(y, m - 1, d))) add('leaseHoldEffDate', 'must be a real dd-MM-yyyy date, not after today');
    required('originalLeaseHold', HIDDEN_BECAUSE.leaseholdDetails);
  }
  if (s.leaseholdOthers) required('originalLeaseHoldOthers', HIDDEN_BECAUSE.leaseholdOthers);
  if (s.outstandingLoan) positive('latestOutstandingLoanAmt', HIDDEN_BECAUSE.outstandingLoan);
  if (s.address) checkAddress(body, add);
  if (s.accounts) checkAccounts(body, s, add);
  checkListedCodes(body, add);
  return issues;
}

/** Every bank and currency code sent, in a shown section or not, is one of the lists. */
function checkListedCodes(body: PropertyDetails, add: (path: string, message: string) => void): void {
  const check = (path: string, issue: string | undefined) => {
    if (issue) add(path, issue);
  };
  body.bankBalanceDetails.forEach((entry, i) => {
    check(`bankBalanceDetails.${i}.bankName`, bankIssue(entry.bankName));
    check(`bankBalanceDetails.${i}.currency`, currencyIssue(entry.currency));
  });
  check('latestAnnualIntrestExpenseCurrency', currencyIssue(body.latestAnnualIntrestExpenseCurrency));
  check('latestAnnualDepreciationOrAmortisationAmtCurrency', currencyIssue(body.latestAnnualDepreciationOrAmortisationAmtCurrency));
}

function checkAddress(body: PropertyDetails, add: (path: string, message: string) => void): void {
  if (!isAddressTypeCode(body.addressType) || body.addressType === FOREIGN_ADDRESS_TYPE) {
    add('addressType', 'must be the address type of a Singapore postal search (D B G H L P S W)');
    return;
  }
  if (body.country !== 'SG') add('country', "must be 'SG'");
  if (!/^\d{6}$/.test(body.postal_Code)) add('postal_Code', 'must be 6 digits');
  const shown = propertyAddressFieldsFor(body.addressType);
  for (const field of propertyAddressRequiredFor(body.addressType)) {
    if (body[field].trim() === '') add(field, `is required for address type ${body.addressType}`);
  }
  for (const field of PROPERTY_ADDRESS_FIELD_NAMES) {
    if (!shown.includes(field) && body[field] !== '') add(field, `is not a field of address type ${body.addressType}: send it empty`);
  }
}

function checkAccounts(body: PropertyDetails, s: PropertySections, add: (path: string, message: string) => void): void {
  const why = HIDDEN_BECAUSE.accounts;
  if (body[SIX_MONTHS_BAL_FIELD] === '') add(SIX_MONTHS_BAL_FIELD, `is required when ${why}`);
  if (body.isActiveBizAcctWithOtherBanks === '') add('isActiveBizAcctWithOtherBanks', `is required when ${why}`);
  if (body[SIX_MONTHS_BAL_FIELD] === 'N' && body.isActiveBizAcctWithOtherBanks === 'N') {
    add('isActiveBizAcctWithOtherBanks', `one of ${SIX_MONTHS_BAL_FIELD} and isActiveBizAcctWithOtherBanks must be 'Y'`);
  }
  if (s.balances && body.bankBalanceDetails.length === 0) add('bankBalanceDetails', "needs at least one entry when isActiveBizAcctWithOtherBanks is 'Y'");
  body.bankBalanceDetails.forEach((entry, i) => {
    if (isDuplicateBalance(entry, body.bankBalanceDetails.slice(0, i))) {
      add(`bankBalanceDetails.${i}`, 'duplicates an earlier entry with the same bankName, accountNumber and currency');
    }
  });
  body.monthlyDebtCommitments.forEach((entry, i) => {
    if (entry.amount <= 0) add(`monthlyDebtCommitments.${i}.amount`, 'must be more than 0.00');
    if (body.monthlyDebtCommitments.slice(0, i).some((other) => other.loanProductType === entry.loanProductType)) {
      add(`monthlyDebtCommitments.${i}.loanProductType`, `${entry.loanProductType} is already listed: one entry per loan product type`);
    }
  });
  for (const [amount, currency] of [
    ['latestAnnualIntrestExpense', 'latestAnnualIntrestExpenseCurrency'],
    ['latestAnnualDepreciationOrAmortisationAmt', 'latestAnnualDepreciationOrAmortisationAmtCurrency'],
  ] as const) {
    if (body[amount] === null) add(amount, `is required when ${why}`);
    if (body[currency] === '') add(currency, `is required when ${why}`);
  }
}
