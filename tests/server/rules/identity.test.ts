import { describe, expect, it } from 'vitest';
import { canReplaceRetrieval, personsInOrder, validationCodeNow, withRetrieved } from '../../../server/areas/identity/rules';
import { findByUen } from '../../../server/personas';
import { financing } from '../helpers/journey';

const today = new Date('2026-03-01T02:00:00Z');

describe('Validate after the identity service (spec 1, 5.2)', () => {
  // A young non-sole business whose primary activity is 64202 (investment holding).
  const company = findByUen('202534567W', today)!.company;
  const aip = (otp: 'Y' | 'N') => financing({ financingProduct: 'AIP', isExistingOTPAvailable: otp, financingAmount: 500_000, financingTenure: 0 });

  it('refuses AIP without an Option to Purchase for that business (M07), on the financing as saved now', () => {
    expect(validationCodeNow({ financing: aip('N'), company, created_at: today }, '0')).toBe('M07');
    expect(validationCodeNow({ financing: aip('Y'), company, created_at: today }, '0')).toBe('0');
  });

  it('keeps the registry\'s own refusal, and the answer when no business was retrieved', () => {
    expect(validationCodeNow({ financing: aip('N'), company, created_at: today }, 'M10')).toBe('M10');
    expect(validationCodeNow({ financing: aip('N'), company: null, created_at: today }, '0')).toBe('0');
  });
});

describe('retrieval', () => {
  const registry = findByUen('201512345K', today)!.persons;

  it('makes the person who signed in applicant 1, the others following in registry order', () => {
    const second = registry[1];
    expect(personsInOrder(second, registry).map((p) => [p.IDNumber, p.OrderNumber])).toEqual([
      ['S8276543C', 1],
      ['S1234567D', 2],
    ]);
  });

  it('may be redone only while nothing was saved on top of it', () => {
    const fresh = { status: 'Draft' as const, mailing: null, applicants: null, account: null };
    expect(canReplaceRetrieval(fresh)).toBe(true);
    expect(canReplaceRetrieval({ ...fresh, status: 'Submitted' })).toBe(false);
    expect(canReplaceRetrieval({ ...fresh, applicants: [] })).toBe(false);
  });

  it('counts each applicant who retrieved once', () => {
    expect(withRetrieved(['S1234567D'], 'S8276543C')).toEqual(['S1234567D', 'S8276543C']);
    expect(withRetrieved(['S1234567D'], 'S1234567D')).toEqual(['S1234567D']);
  });
});
