import type { AipResponse } from '../../../src/contract';

type Shape = 'noProperty' | 'freehold' | 'leasehold' | 'leaseholdJtc';

const NONE: AipResponse = {
  maxCIPAIPLoanAmtFreehold: null,
  TenureFreehold: null,
  maxCIPAIPLoanAmtLeasehold: null,
  TenureLeasehold: null,
  maxCIPAIPLoanAmtJTCLeasehold: null,
  TenureJTCLeasehold: null,
  maxCIPAIPLoanAmtNonJTCLeasehold: null,
  TenureNonJTCLeasehold: null,
  maxLoanDetailsNoProp: [],
};

/**
 * The four loan offer views of the AIP approved page (spec 3, 2): each shape fills only the fields
 * that select its view. The amounts are fixed sample values (docs/api.md lists them).
 */
export const AIP_SHAPES: Record<Shape, AipResponse> = {
  noProperty: {
    ...NONE,
    maxLoanDetailsNoProp: [
      { loanTenure: 10, loanAmount: 500_000 },
      { loanTenure: 15, loanAmount: 750_000 },
      { loanTenure: 20, loanAmount: 1_000_000 },
    ],
  },
  freehold: { ...NONE, maxCIPAIPLoanAmtFreehold: 1_500_000, TenureFreehold: 30 },
  leasehold: { ...NONE, maxCIPAIPLoanAmtLeasehold: 1_200_000, TenureLeasehold: 25 },
  leaseholdJtc: {
    ...NONE,
    maxCIPAIPLoanAmtLeasehold: 1_200_000,
    TenureLeasehold: 25,
    maxCIPAIPLoanAmtJTCLeasehold: 800_000,
    TenureJTCLeasehold: 20,
    maxCIPAIPLoanAmtNonJTCLeasehold: 1_000_000,
    TenureNonJTCLeasehold: 25,
  },
};
