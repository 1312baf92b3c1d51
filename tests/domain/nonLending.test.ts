import { canSkipNonLending, canSubmitNonLending, NON_LENDING_PRODUCTS, nonLendingPreferences } from '../../src/domain/nonLending';

describe('non-lending cards (spec 2 s2.11)', () => {
  it('offers the five products in order, each with a title, a description and an external Learn more address', () => {
    expect(NON_LENDING_PRODUCTS.map((p) => p.key)).toEqual([
      'myCurrentAccount',
      'fxDeskServices',
      'businessInsurance',
      'smeStartDigital',
      'halalNetworkAndCertifiedAdvisory',
    ]);
    for (const p of NON_LENDING_PRODUCTS) {
      expect(p.title.length).toBeGreaterThan(3);
      expect(p.description.length).toBeGreaterThan(20);
      expect(p.learnMoreUrl).toMatch(/^https:\/\//);
    }
    expect(NON_LENDING_PRODUCTS.map((p) => p.title)).toEqual([
      'Current Account',
      'FX Desk Services',
      'Business Insurance',
      'Digital SME Starter Solution',
      'Halal Network and Certified Advisory',
    ]);
  });

  it.each([
    [[], { myCurrentAccount: 'N', fxDeskServices: 'N', businessInsurance: 'N', smeStartDigital: 'N', halalNetworkAndCertifiedAdvisory: 'N' }],
    [['fxDeskServices'], { myCurrentAccount: 'N', fxDeskServices: 'Y', businessInsurance: 'N', smeStartDigital: 'N', halalNetworkAndCertifiedAdvisory: 'N' }],
    [
      ['myCurrentAccount', 'halalNetworkAndCertifiedAdvisory'],
      { myCurrentAccount: 'Y', fxDeskServices: 'N', businessInsurance: 'N', smeStartDigital: 'N', halalNetworkAndCertifiedAdvisory: 'Y' },
    ],
  ] as const)('%o -> the five Y/N flags', (selected, flags) => {
    expect(nonLendingPreferences(selected)).toEqual(flags);
  });

  it.each([
    [0, true, false],
    [1, false, true],
    [5, false, true],
  ])('%i chosen: NOT NOW %s, DONE %s', (n, skip, done) => {
    expect(canSkipNonLending(n)).toBe(skip);
    expect(canSubmitNonLending(n)).toBe(done);
  });
});
