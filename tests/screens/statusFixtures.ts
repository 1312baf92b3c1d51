import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { StatusExtras } from '../../machines/types';
import { AipResponse, type StatusDtls } from '../../src/contract';

/** A status as GetStatus returns it (contract StatusDtls); tests override what they look at. */
export const statusOf = (over: Partial<StatusDtls> = {}): StatusDtls => ({
  ApplicationNo: 'SME20261122000001',
  ApplicationProgress: 'LP',
  ProductType: 'BTL',
  UEN: '201912345K',
  Facility: 'Business Term Loan',
  FinancingType: 'Conventional',
  Amount: 100000,
  Tenure: 5,
  AppDate: '22-11-2026',
  Deadline: '06-12-2026',
  InterestRate: 10,
  Instalment: 2124.7,
  isExistingOTPAvailable: '',
  Entity_Type_Code: 'LC',
  SoleorNonSole: 'NonSole',
  StatusCreatedDate: '',
  ExpiryDate: '',
  WCL: 'N',
  Property: 'N',
  Trade: 'N',
  GAS: 'N',
  ESG: 'N',
  MYCurrentAccount: 'N',
  FXDeskServices: 'N',
  BusinessInsurance: 'N',
  SMEStartDigital: 'N',
  HalalNetworkAndCertifiedAdvisory: 'N',
  AccountDtls: null,
  ApplicantsStatus: [],
  ...over,
});

/** A response that offers nothing: the contract reads every absent amount as none. */
export const emptyAip: AipResponse = AipResponse.parse({});

export const extrasOf = (over: Partial<StatusExtras> = {}): StatusExtras => ({
  applicantIdNum: 'S1234567D',
  aip: null,
  property: null,
  documents: null,
  ...over,
});

/** A page's details, each named by its data-testid with the text it must show: one table per page. */
export function expectDetails(expected: Record<string, string>): void {
  const shown = Object.fromEntries(Object.keys(expected).map((id) => [id, screen.getByTestId(id).textContent]));
  expect(shown).toEqual(expected);
}
