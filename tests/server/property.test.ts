import { expect, it } from 'vitest';
import { ErrorBody, GetFinancingResponse, GetPreviewResponse, GetPropertyResponse, SaveResult, paths, type PropertyDetails } from '../../src/contract';
import { PREVIEW_SIX_MONTHS_BAL_FIELD, SIX_MONTHS_BAL_FIELD } from '../../src/domain/propertyReference';
import { updateApplication } from '../../server/store/applications';
import { saveProperty as saveStoredProperty } from '../../server/store/property';
import { MERLION, merlionReadyToSubmit, newToken, retrieved, startApplication, type Started } from './helpers/journey';
import { bizOperations } from './helpers/property';
import { describeBank } from './helpers/suite';

const AIP = { financingProduct: 'AIP' as const, financingProductDescription: 'Approval In-Principle', isExistingOTPAvailable: 'N' as const, financingTenure: 0, property: 'Y' as const };

/** A multi-storey unit found by postal search (address type H). */
const refinanceAddress = {
  country: 'SG' as const,
  postal_Code: '079903',
  addressType: 'H',
  block_Number: '10',
  street_Name: 'ANSON ROAD',
  storey_Number: '12',
  unit_Number: '01',
  building_Name: 'INTERNATIONAL PLAZA',
};

/** The account part of the step (balances, commitments, interest and depreciation), not asked. */
const withoutAccountPart: Partial<PropertyDetails> = {
  [SIX_MONTHS_BAL_FIELD]: '',
  isActiveBizAcctWithOtherBanks: '',
  bankBalanceDetails: [],
  monthlyDebtCommitments: [],
  latestAnnualIntrestExpense: null,
  latestAnnualDepreciationOrAmortisationAmt: null,
};

/** Refinance of a multi-storey unit: outstanding loan and address only. */
function refinance(referenceNo: string, overrides: Partial<PropertyDetails> = {}): PropertyDetails {
  return bizOperations(referenceNo, {
    typeOfFinance: 'REFINANCE',
    typeOfFinanceDescription: 'Refinance',
    latestOutstandingLoanAmt: 800000,
    purpose: '',
    purposeDescription: '',
    propertyInMind: '',
    propertyInMindDescription: '',
    ...refinanceAddress,
    ...withoutAccountPart,
    ...overrides,
  });
}

describeBank('property details (spec 3, 3 and 7)', (bank, api) => {
  const aip = (): Promise<Started> => retrieved(api, MERLION.first.nric, AIP);
  const save = (s: Started, body: unknown, token: string | null = s.token) => api.post(paths.saveProperty, body, token ?? undefined);
  const issuesOf = (res: { body: unknown }) => ErrorBody.safeParse(res.body).data?.issues?.map((i) => `${i.path}: ${i.message}`) ?? [];

  it('answers model null before a save, then the saved details', async () => {
    const s = await aip();
    const before = await api.get(paths.getProperty(s.refNo), s.token);
    expect(GetPropertyResponse.parse(before.body)).toEqual({ isSucess: true, model: null });
    const body = bizOperations(s.refNo);
    const saved = await save(s, body);
    expect(saved.status).toBe(200);
    expect(SaveResult.parse(saved.body)).toEqual({ isSucess: true });
    const after = await api.get(paths.getProperty(s.refNo), s.token);
    expect(GetPropertyResponse.parse(after.body).model).toEqual(body);
  });

  it('a second save replaces the first', async () => {
    const s = await aip();
    expect((await save(s, bizOperations(s.refNo))).status).toBe(200);
    expect((await save(s, refinance(s.refNo))).status).toBe(200);
    const model = GetPropertyResponse.parse((await api.get(paths.getProperty(s.refNo), s.token)).body).model;
    expect(model?.typeOfFinance).toBe('REFINANCE');
    expect(model?.bankBalanceDetails).toEqual([]);
  });

  it('needs a token (401) bound to this application (403)', async () => {
    const s = await aip();
    expect((await api.get(paths.getProperty(s.refNo))).status).toBe(401);
    expect((await save(s, bizOperations(s.refNo), null)).status).toBe(401);
    const other = await aip();
    expect((await api.get(paths.getProperty(s.refNo), other.token)).status).toBe(403);
    expect((await save(other, bizOperations(s.refNo))).status).toBe(403);
    const unbound = await newToken(api);
    expect((await api.get(paths.getProperty(s.refNo), unbound)).status).toBe(403);
  });

  it('refuses an application without a property step (BTL without the Property purpose)', async () => {
    const s = await startApplication(api);
    const res = await save(s, refinance(s.refNo));
    expect(res.status).toBe(400);
    expect(ErrorBody.parse(res.body).message).toMatch(/no property step/);
  });

  // An answer that takes a step out of the journey takes its answers with it: nothing of them is shown or submitted.
  it('an edit that removes the Property purpose discards the saved property details; adding it back starts them afresh', async () => {
    const withProperty = { financingProduct: 'Personalised' as const, financingProductDescription: 'Personalised', property: 'Y' as const, wcl: 'Y' as const, financingAmount: 300000, financingTenure: 0 };
    const s = await startApplication(api, withProperty);
    expect((await save(s, refinance(s.refNo))).status).toBe(200);
    const saved = GetFinancingResponse.parse((await api.get(paths.getFinancing(s.refNo), s.token)).body).model!;
    expect((await api.put(paths.updateFinancing, { ...saved, property: 'N' }, s.token)).status).toBe(200);
    expect(GetPropertyResponse.parse((await api.get(paths.getProperty(s.refNo), s.token)).body).model).toBeNull();
    expect((await api.put(paths.updateFinancing, { ...saved, property: 'Y' }, s.token)).status).toBe(200);
    expect(GetPropertyResponse.parse((await api.get(paths.getProperty(s.refNo), s.token)).body).model).toBeNull();
  });

  it('an edit that keeps the Property purpose keeps the saved property details', async () => {
    const withProperty = { financingProduct: 'Personalised' as const, financingProductDescription: 'Personalised', property: 'Y' as const, wcl: 'Y' as const, financingAmount: 300000, financingTenure: 0 };
    const s = await startApplication(api, withProperty);
    expect((await save(s, refinance(s.refNo))).status).toBe(200);
    const saved = GetFinancingResponse.parse((await api.get(paths.getFinancing(s.refNo), s.token)).body).model!;
    expect((await api.put(paths.updateFinancing, { ...saved, financingAmount: 400000 }, s.token)).status).toBe(200);
    expect(GetPropertyResponse.parse((await api.get(paths.getProperty(s.refNo), s.token)).body).model?.typeOfFinance).toBe('REFINANCE');
  });

  it('accepts the standard screen for a Property purpose, without the account part', async () => {
    const s = await startApplication(api, { financingProduct: 'Personalised', financingProductDescription: 'Personalised', property: 'Y', financingAmount: 300000, financingTenure: 0 });
    expect((await save(s, refinance(s.refNo))).status).toBe(200);
    const res = await save(s, bizOperations(s.refNo));
    expect(res.status).toBe(400);
    expect(issuesOf(res)).toContain(`${SIX_MONTHS_BAL_FIELD}: must be empty unless the product is AIP, purpose is IS_FOR_BIZ_OPER and not (propertyInMind 'Y' with propertyType SHOP)`);
  });

  // One row per rule of spec 3, 5 the bank holds; each names the field in its issue.
  it.each<[string, (ref: string) => unknown, string]>([
    ['typeOfFinance missing', (r) => ({ ...bizOperations(r), typeOfFinance: '' }), 'typeOfFinance: typeOfFinance must be one of NEW_PURCHASE, REFINANCE'],
    ['purpose missing on a new purchase', (r) => bizOperations(r, { purpose: '', ...withoutAccountPart }), 'purpose: is required when typeOfFinance is NEW_PURCHASE'],
    ['propertyInMind missing', (r) => bizOperations(r, { propertyInMind: '' }), 'propertyInMind: is required when typeOfFinance is NEW_PURCHASE'],
    ['leasehold answer missing with a property in mind', (r) => bizOperations(r, { propertyInMind: 'Y', propertyType: 'COMM', purchasePrice: 1500000, ...refinanceAddress }), "isLeaseHold: is required when propertyInMind is 'Y'"],
    ['purchase price 0', (r) => bizOperations(r, { propertyInMind: 'Y', propertyType: 'COMM', purchasePrice: 0, isLeaseHold: 'N', ...refinanceAddress }), 'purchasePrice: must be more than 0.00'],
    ['leasehold date after today', (r) => bizOperations(r, { propertyInMind: 'Y', propertyType: 'COMM', purchasePrice: 1, isLeaseHold: 'Y', leaseHoldEffDate: '01-01-2099', originalLeaseHold: '99', ...refinanceAddress }), 'leaseHoldEffDate: must be a real dd-MM-yyyy date, not after today'],
    ['Others leasehold text over 80', (r) => bizOperations(r, { originalLeaseHoldOthers: 'x'.repeat(81) }), 'originalLeaseHoldOthers: originalLeaseHoldOthers takes at most 80 characters'],
    ['REFINANCE with a purpose', (r) => refinance(r, { purpose: 'IS_FOR_BIZ_OPER' }), 'purpose: must be empty: REFINANCE clears it'],
    ['REFINANCE without outstanding loan', (r) => refinance(r, { latestOutstandingLoanAmt: null }), 'latestOutstandingLoanAmt: is required when typeOfFinance is REFINANCE'],
    ['REFINANCE without address type', (r) => refinance(r, { addressType: '' }), 'addressType: must be the address type of a Singapore postal search (D B G H L P S W)'],
    ['address field required by its type', (r) => refinance(r, { street_Name: '' }), 'street_Name: is required for address type H'],
    ['block over 10', (r) => refinance(r, { block_Number: '12345678901' }), 'block_Number: block_Number takes at most 10 characters'],
    ['postal code not 6 digits', (r) => refinance(r, { postal_Code: '7990' }), 'postal_Code: postal_Code must be 6 digits'],
    ['both account answers No', (r) => bizOperations(r, { [SIX_MONTHS_BAL_FIELD]: 'N', isActiveBizAcctWithOtherBanks: 'N', bankBalanceDetails: [] }), `isActiveBizAcctWithOtherBanks: one of ${SIX_MONTHS_BAL_FIELD} and isActiveBizAcctWithOtherBanks must be 'Y'`],
    ['other banks Yes without a balance', (r) => bizOperations(r, { bankBalanceDetails: [] }), "bankBalanceDetails: needs at least one entry when isActiveBizAcctWithOtherBanks is 'Y'"],
    ['duplicate balance entry', (r) => { const b = bizOperations(r); return { ...b, bankBalanceDetails: [b.bankBalanceDetails[0], { ...b.bankBalanceDetails[0], sixMonthsBalanceAmt: 1 }] }; }, 'bankBalanceDetails.1: duplicates an earlier entry with the same bankName, accountNumber and currency'],
    ['duplicate product type', (r) => { const b = bizOperations(r); return { ...b, monthlyDebtCommitments: [b.monthlyDebtCommitments[0], { ...b.monthlyDebtCommitments[0], numberOfBanks: 'MULTIPLE_BANK' }] }; }, 'monthlyDebtCommitments.1.loanProductType: OD_REV_LOAN is already listed: one entry per loan product type'],
    ['commitment amount 0', (r) => { const b = bizOperations(r); return { ...b, monthlyDebtCommitments: [{ ...b.monthlyDebtCommitments[0], amount: 0 }] }; }, 'monthlyDebtCommitments.0.amount: must be more than 0.00'],
    ['negative interest expense', (r) => bizOperations(r, { latestAnnualIntrestExpense: -1 }), 'latestAnnualIntrestExpense: latestAnnualIntrestExpense must be 0.00 or more'],
    ['three decimals', (r) => bizOperations(r, { latestAnnualDepreciationOrAmortisationAmt: 1.005 }), 'latestAnnualDepreciationOrAmortisationAmt: latestAnnualDepreciationOrAmortisationAmt takes at most 2 decimals'],
    ['account number over 80', (r) => { const b = bizOperations(r); return { ...b, bankBalanceDetails: [{ ...b.bankBalanceDetails[0], accountNumber: '1'.repeat(81) }] }; }, 'bankBalanceDetails.0.accountNumber: accountNumber takes at most 80 characters'],
    ['interest expense missing', (r) => bizOperations(r, { latestAnnualIntrestExpense: null }), "latestAnnualIntrestExpense: is required when the product is AIP, purpose is IS_FOR_BIZ_OPER and not (propertyInMind 'Y' with propertyType SHOP)"],
    ['a field sent empty is not', (r) => bizOperations(r, { builtInArea: '100' as '' }), 'builtInArea: builtInArea is sent empty'],
  ])('400 when %s', async (_name, build, issue) => {
    const s = await aip();
    const res = await save(s, build(s.refNo));
    expect(res.status).toBe(400);
    expect(issuesOf(res)).toContain(issue);
    expect(ErrorBody.parse(res.body).message).toContain(issue.split(':')[0]);
    expect(GetPropertyResponse.parse((await api.get(paths.getProperty(s.refNo), s.token)).body).model).toBeNull();
  });

  it('a shophouse in mind hides the account part', async () => {
    const s = await aip();
    const body = bizOperations(s.refNo, {
      propertyInMind: 'Y',
      propertyType: 'SHOP',
      purchasePrice: 2000000,
      isLeaseHold: 'Y',
      leaseHoldEffDate: '02-03-2026',
      originalLeaseHold: 'Others',
      originalLeaseHoldOthers: '103 years',
      ...refinanceAddress,
      ...withoutAccountPart,
    });
    const res = await save(s, body);
    expect(issuesOf(res)).toEqual([]);
    expect(res.status).toBe(200);
  });

  it('refuses a save once the application is submitted', async () => {
    const s = await aip();
    await updateApplication(bank.db, s.refNo, { status: 'Submitted' }, bank.clock.now());
    const res = await save(s, bizOperations(s.refNo));
    expect(res.status).toBe(400);
    expect(ErrorBody.parse(res.body).message).toMatch(/already been submitted: the property details can no longer be changed/);
  });

  it('the summary carries the saved property, null before', async () => {
    const s = await merlionReadyToSubmit(api);
    const read = async () => GetPreviewResponse.parse((await api.get(paths.getPreview(s.stateId), s.token)).body).model.fields?.request?.PropertyDetails;
    expect(await read()).toBeNull();
    await saveStoredProperty(bank.db, refinance(s.refNo), bank.clock.now());
    expect(await read()).toEqual({
      TypeOfFinance: 'REFINANCE',
      TypeOfFinanceDescription: 'Refinance',
      LatestOutstandingLoanAmt: 800000,
      Purpose: '',
      PropertyInMind: '',
      PurposeDescription: '',
      PropertyType: '',
      PropertyTypeDescription: '',
      PurchasePrice: null,
      AddressType: 'H',
      // The summary shows the property address and leasehold too (spec 2, 2.3).
      Postal_Code: '079903',
      Block_Number: '10',
      Street_Name: 'ANSON ROAD',
      Storey_Number: '12',
      Unit_Number: '01',
      Building_Name: 'INTERNATIONAL PLAZA',
      IsLeaseHold: '',
      LeaseHoldEffDate: '',
      OriginalLeaseHold: '',
      OriginalLeaseHoldOthers: '',
      [PREVIEW_SIX_MONTHS_BAL_FIELD]: '',
      isActiveBizAcctWithOtherBanks: '',
      BankBalanceDetails: [],
      MonthlyDebtCommitments: [],
      LatestAnnualIntrestExpense: null,
      LatestAnnualIntrestExpenseCurrency: 'SGD',
      LatestAnnualDepreciationOrAmortisationAmt: null,
      LatestAnnualDepreciationOrAmortisationAmtCurrency: 'SGD',
    });
  });
});
