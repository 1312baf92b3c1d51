import { describe, expect, it } from 'vitest';
import { paths, type CompDtls, type FinancingApplication } from '../../src/contract';
import { businessTypeExclusion, type EligibilityFacts } from '../../server/areas/identity/eligibility';
import { findByCode, findByUen, personaOn, PERSONAS } from '../../server/personas';
import { findByState, updateApplication } from '../../server/store/applications';
import { financing, retrieved } from './helpers/journey';
import { describeBank } from './helpers/suite';

/** The AIP / 64202 persona of docs/personas.md (KEPPEL BAY HOLDINGS). */
const KEPPEL = { uen: '202534567W', first: 'S7956123A', second: 'S8663412J' };

const AIP_NO_OTP: Partial<FinancingApplication> = {
  financingProduct: 'AIP',
  financingProductDescription: 'Approval In-Principle',
  isExistingOTPAvailable: 'N',
  property: 'Y',
  financingAmount: 0,
  financingTenure: 0,
};

describe('businessTypeExclusion (spec 1, 5.2: AIP, no OTP, non-sole, young, 64202)', () => {
  const excluded: EligibilityFacts = {
    financing: { financingProduct: 'AIP', isExistingOTPAvailable: 'N' },
    company: { SoleorNonSole: 'NonSole', Primary_Activity_Code: '64202', Registration_Date: '2025-03-02' },
    applicationDate: '2026-03-02',
  };
  const flip = (f: { financing?: Partial<EligibilityFacts['financing']>; company?: Partial<EligibilityFacts['company']> }) => ({
    ...excluded,
    financing: { ...excluded.financing, ...f.financing },
    company: { ...excluded.company, ...f.company },
  });

  it.each<[string, EligibilityFacts, 'M07' | null]>([
    ['every condition holds', excluded, 'M07'],
    ['AIP with an Option to Purchase', flip({ financing: { isExistingOTPAvailable: 'Y' } }), null],
    ['AIP with the OTP answer blank', flip({ financing: { isExistingOTPAvailable: '' } }), null],
    ['Online', flip({ financing: { financingProduct: 'Online', isExistingOTPAvailable: '' } }), null],
    ['Personalised', flip({ financing: { financingProduct: 'Personalised', isExistingOTPAvailable: '' } }), null],
    ['sole proprietor', flip({ company: { SoleorNonSole: 'Sole' } }), null],
    ['another primary activity', flip({ company: { Primary_Activity_Code: '64201' } }), null],
    ['registered 23 months before the application date', flip({ company: { Registration_Date: '2024-04-02' } }), 'M07'],
    ['registered exactly 24 months before (2024-03-02)', flip({ company: { Registration_Date: '2024-03-02' } }), null],
    ['registered a day less than 24 months before', flip({ company: { Registration_Date: '2024-03-03' } }), 'M07'],
    ['registered long ago', flip({ company: { Registration_Date: '2015-03-12' } }), null],
    ['registration date missing counts as 0 months (ADR 0003)', flip({ company: { Registration_Date: '' } }), 'M07'],
  ])('%s', (_label, facts, expected) => {
    expect(businessTypeExclusion(facts)).toBe(expected);
  });

  it('judges against the application date, not today', () => {
    expect(businessTypeExclusion({ ...excluded, applicationDate: '2027-03-02' })).toBeNull();
    expect(businessTypeExclusion({ ...excluded, applicationDate: 'not a date' })).toBeNull();
  });
});

describe('the AIP / 64202 persona', () => {
  const stored = PERSONAS.find((p) => p.company.Company_UEN === KEPPEL.uen)!;

  it('is a non-sole company in 64202 with 2 directors, registered 12 months before the given day (Singapore date)', () => {
    expect(stored.company).toMatchObject({ SoleorNonSole: 'NonSole', Primary_Activity_Code: '64202', Primary_Activity_Desc: 'INVESTMENT HOLDING COMPANIES' });
    expect(stored.persons.map((p) => p.Position_Desc)).toEqual(['Director', 'Director']);
    expect(personaOn(stored, new Date('2026-03-02T02:00:00Z')).company.Registration_Date).toBe('2025-03-02');
    // 17:00 UTC on 1 March is already 2 March in Singapore.
    expect(personaOn(stored, new Date('2026-03-01T17:00:00Z')).company.Registration_Date).toBe('2025-03-02');
    expect(personaOn(stored, new Date('2031-08-31T02:00:00Z')).company.Registration_Date).toBe('2030-08-31');
  });

  it('is dated by the lookups, and the fixed-date personas are left as they are', () => {
    const today = new Date('2026-03-02T02:00:00Z');
    expect(findByCode(KEPPEL.second, today)?.persona.company.Registration_Date).toBe('2025-03-02');
    expect(findByUen(KEPPEL.uen, today)?.company.Registration_Date).toBe('2025-03-02');
    expect(findByUen('201512345K', today)?.company.Registration_Date).toBe('2015-03-12');
  });
});

describeBank('Validate applies the AIP / 64202 exclusion (spec 1, 5.2; spec 2, 4 step 3)', (bank, api) => {
  const validate = async (s: { stateId: string; token: string }) => (await api.get(paths.validateEntity(s.stateId), s.token)).body;

  /** Retrieval of the persona, then one fact of the stored company changed, as the registry could have it. */
  const retrievedWith = async (financingOverrides: Partial<FinancingApplication>, company: Partial<CompDtls> = {}) => {
    const s = await retrieved(api, KEPPEL.first, financingOverrides);
    const row = (await findByState(bank.db, s.stateId))!;
    await updateApplication(bank.db, s.refNo, { company: { ...row.company!, ...company } }, bank.clock.now());
    return s;
  };

  // The test clock's application date is 2026-03-02; the persona was registered on 2025-03-02.
  it.each<[string, Partial<FinancingApplication>, Partial<CompDtls>, string]>([
    ['AIP, no Option to Purchase, non-sole, 64202, registered 12 months ago', AIP_NO_OTP, {}, 'M07'],
    ['AIP with an Option to Purchase', { ...AIP_NO_OTP, isExistingOTPAvailable: 'Y', financingAmount: 500000 }, {}, '0'],
    ['Online', {}, {}, '0'],
    ['Personalised', { financingProduct: 'Personalised', financingProductDescription: 'Personalised', wcl: 'Y' }, {}, '0'],
    ['sole proprietor', AIP_NO_OTP, { SoleorNonSole: 'Sole' }, '0'],
    ['another primary activity', AIP_NO_OTP, { Primary_Activity_Code: '64201' }, '0'],
    ['registered 24 months before the application date', AIP_NO_OTP, { Registration_Date: '2024-03-02' }, '0'],
  ])('%s: %s', async (_label, financingOverrides, company, expected) => {
    const s = await retrievedWith(financingOverrides, company);
    expect(await validate(s)).toEqual({ isSucess: true, model: { code: expected } });
  });

  it('keeps the persona young as the clock moves', async () => {
    bank.clock.advance(5 * 365 * 86_400_000);
    const s = await retrieved(api, KEPPEL.uen, AIP_NO_OTP);
    expect(await validate(s)).toEqual({ isSucess: true, model: { code: 'M07' } });
  });

  it('reads the financing as saved when Validate is asked (edit mode: Option to Purchase Y, then N)', async () => {
    const s = await retrieved(api, KEPPEL.first, { ...AIP_NO_OTP, isExistingOTPAvailable: 'Y', financingAmount: 500000 });
    expect(await validate(s)).toEqual({ isSucess: true, model: { code: '0' } });
    const edited = await api.put(paths.updateFinancing, financing({ ...AIP_NO_OTP, referenceNo: s.refNo, stateId: s.stateId }), s.token);
    expect(edited.status).toBe(200);
    expect(await validate(s)).toEqual({ isSucess: true, model: { code: 'M07' } });
  });

  it('leaves a registry knockout as it is (the stored code comes first)', async () => {
    const s = await retrieved(api, KEPPEL.first, AIP_NO_OTP);
    await updateApplication(bank.db, s.refNo, { validation_code: 'NON-LIVE' }, bank.clock.now());
    expect(await validate(s)).toEqual({ isSucess: true, model: { code: 'NON-LIVE' } });
  });
});
