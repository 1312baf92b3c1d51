import { aipOfferView, type AipOfferInput, type AipOfferView } from '../../src/domain/aipOffer';
import { AipResponse } from '../../src/contract';

/** A response that offers nothing: the contract reads every absent amount as none. */
const empty: AipOfferInput = AipResponse.parse({});
const aip = (over: Partial<AipOfferInput>): AipOfferInput => ({ ...empty, ...over });

/** Spec 3, section 2 "AIP approved page": one row per rule choosing the loan offer view. */
describe('aipOfferView', () => {
  it.each<[string, AipOfferInput | null, AipOfferView]>([
    ['no response: none', null, { kind: 'none' }],
    ['a response without any amount: none', empty, { kind: 'none' }],
    ['zero amounts offer nothing: none', aip({ maxCIPAIPLoanAmtFreehold: 0, TenureFreehold: 30, maxLoanDetailsNoProp: [{ loanTenure: 5, loanAmount: 0 }] }), { kind: 'none' }],
    [
      'only no-property details: no-property view, one row per pair',
      aip({ maxLoanDetailsNoProp: [{ loanTenure: 5, loanAmount: 500000 }, { loanTenure: 10, loanAmount: 1250000.5 }] }),
      {
        kind: 'noProperty',
        rows: [
          { tenure: 'Up to 5 years', amount: 'Up to S$ 500,000' },
          { tenure: 'Up to 10 years', amount: 'Up to S$ 1,250,000.50' },
        ],
      },
    ],
    [
      'only freehold amounts: freehold view',
      aip({ maxCIPAIPLoanAmtFreehold: 2000000, TenureFreehold: 30 }),
      { kind: 'freehold', rows: [{ tenure: 'Up to 30 years', amount: 'Up to S$ 2,000,000' }] },
    ],
    [
      'freehold and no-property both: the property amount wins (our reading)',
      aip({ maxCIPAIPLoanAmtFreehold: 2000000, TenureFreehold: 30, maxLoanDetailsNoProp: [{ loanTenure: 5, loanAmount: 500000 }] }),
      { kind: 'freehold', rows: [{ tenure: 'Up to 30 years', amount: 'Up to S$ 2,000,000' }] },
    ],
    [
      'a leasehold amount without JTC amounts: one leasehold table',
      aip({ maxCIPAIPLoanAmtLeasehold: 1500000, TenureLeasehold: 25 }),
      { kind: 'leasehold', split: false, rows: [{ tenure: 'Up to 25 years', amount: 'Up to S$ 1,500,000' }] },
    ],
    [
      'any leasehold amount wins over freehold',
      aip({ maxCIPAIPLoanAmtFreehold: 2000000, TenureFreehold: 30, maxCIPAIPLoanAmtLeasehold: 1500000, TenureLeasehold: 25 }),
      { kind: 'leasehold', split: false, rows: [{ tenure: 'Up to 25 years', amount: 'Up to S$ 1,500,000' }] },
    ],
    [
      'both JTC amounts: split into JTC and non-JTC tables',
      aip({
        maxCIPAIPLoanAmtLeasehold: 1500000,
        TenureLeasehold: 25,
        maxCIPAIPLoanAmtJTCLeasehold: 1000000,
        TenureJTCLeasehold: 20,
        maxCIPAIPLoanAmtNonJTCLeasehold: 1800000,
        TenureNonJTCLeasehold: 30,
      }),
      {
        kind: 'leasehold',
        split: true,
        jtc: [{ tenure: 'Up to 20 years', amount: 'Up to S$ 1,000,000' }],
        nonJtc: [{ tenure: 'Up to 30 years', amount: 'Up to S$ 1,800,000' }],
      },
    ],
    [
      'only the JTC amount: split, the non-JTC table shows a dash row',
      aip({ maxCIPAIPLoanAmtJTCLeasehold: 1000000, TenureJTCLeasehold: 20 }),
      { kind: 'leasehold', split: true, jtc: [{ tenure: 'Up to 20 years', amount: 'Up to S$ 1,000,000' }], nonJtc: [{ tenure: '-', amount: '-' }] },
    ],
    [
      'only the non-JTC amount: split, the JTC table shows a dash row',
      aip({ maxCIPAIPLoanAmtNonJTCLeasehold: 1800000, TenureNonJTCLeasehold: 30 }),
      { kind: 'leasehold', split: true, jtc: [{ tenure: '-', amount: '-' }], nonJtc: [{ tenure: 'Up to 30 years', amount: 'Up to S$ 1,800,000' }] },
    ],
    [
      'an amount without a tenure: the tenure cell is a dash',
      aip({ maxCIPAIPLoanAmtFreehold: 750000 }),
      { kind: 'freehold', rows: [{ tenure: '-', amount: 'Up to S$ 750,000' }] },
    ],
  ])('%s', (_rule, input, view) => {
    expect(aipOfferView(input)).toEqual(view);
  });
});
