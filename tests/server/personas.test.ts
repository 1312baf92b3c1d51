import { describe, expect, it } from 'vitest';
import { CompDtls, PersonaList, PrefilledPerson, paths } from '../../src/contract';
import { PERSONAS, findByCode, validationCodeOf } from '../../server/personas';
import { isValidNric } from '../../server/personas/nric';
import { MERLION, retrieved, startApplication } from './helpers/journey';
import { describeBank } from './helpers/suite';

describe('the persona catalogue', () => {
  it('covers the required kinds of business', () => {
    const byUen = (uen: string) => PERSONAS.find((p) => p.company.Company_UEN === uen)!;
    expect(byUen('201512345K')).toMatchObject({ company: { Entity_Type_Code: 'LC', SoleorNonSole: 'NonSole' } });
    expect(byUen('201512345K').persons).toHaveLength(2);
    expect(byUen('201512345K').accounts!.length).toBeGreaterThan(1);
    expect(byUen('53312345D')).toMatchObject({ company: { Entity_Type_Code: 'S', SoleorNonSole: 'Sole' }, accounts: ['5012345678'] });
    expect(byUen('53312345D').persons).toHaveLength(1);
    expect(validationCodeOf(byUen('201798765M'))).toBe('M10');
    expect(byUen('201911223R').accounts).toEqual([]);
    expect(validationCodeOf(byUen('201045678N'))).toBe('NON-LIVE');
  });

  it('holds only data the contract accepts, with valid and unique NRICs', () => {
    const nrics = new Set<string>();
    for (const persona of PERSONAS) {
      expect(() => CompDtls.parse(persona.company)).not.toThrow();
      persona.persons.forEach((p, i) => {
        const wire = { ...p, OrderNumber: Math.min(i + 1, 5), isFirstUser: 'false', isAuthorisedPerson: 'Y', showCPFAndNOA: true, allowEdit: true };
        expect(() => PrefilledPerson.parse(wire)).not.toThrow();
        expect(isValidNric(p.IDNumber), p.IDNumber).toBe(true);
        expect(nrics.has(p.IDNumber), p.IDNumber).toBe(false);
        nrics.add(p.IDNumber);
        expect(p.cpfContributionHistory.length).toBeGreaterThanOrEqual(3);
        expect(p.yearOfAssessment.income).toHaveLength(2);
      });
    }
    expect(new Set(PERSONAS.map((p) => p.company.Company_UEN)).size).toBe(PERSONAS.length);
  });

  it('finds a persona by UEN or NRIC, ignoring case and spaces', () => {
    expect(findByCode(' s8276543c ')?.firstUser.Person_Name).toBe('LIM MEI LING');
    expect(findByCode('201512345k')?.firstUser.IDNumber).toBe('S1234567D');
    expect(findByCode('S0000000A')).toBeNull();
  });

  it('checks NRIC letters', () => {
    expect(isValidNric('S1234567D')).toBe(true);
    expect(isValidNric('S1234567A')).toBe(false);
    expect(isValidNric('T0134567I')).toBe(true);
  });
});

describeBank('SIM identity retrieval and entity validation', (_bank, api) => {
  const persons = async (s: { stateId: string; token: string }) =>
    (await api.get(paths.getPerson(s.stateId), s.token)).body.model.fields.request.ApplicantsDtlsMyInfo as PrefilledPerson[];

  it('makes the person whose NRIC was entered applicant 1, the others 2..n', async () => {
    const s = await retrieved(api, MERLION.second.nric);
    const list = await persons(s);
    expect(list.map((p) => [p.OrderNumber, p.IDNumber, p.isFirstUser])).toEqual([
      [1, MERLION.second.nric, 'true'],
      [2, MERLION.first.nric, 'false'],
    ]);
    // Only the person who consented has their CPF and tax history shown.
    expect(list[0]).toMatchObject({ showCPFAndNOA: true });
    expect(list[0].cpfContributionHistory.length).toBeGreaterThanOrEqual(3);
    expect(list[1]).toMatchObject({ showCPFAndNOA: false, cpfContributionHistory: [], yearOfAssessment: { income: [] } });
  });

  it('makes the first director applicant 1 when a UEN is entered', async () => {
    const s = await retrieved(api, '201512345k');
    expect((await persons(s))[0].IDNumber).toBe(MERLION.first.nric);
  });

  it("answers FAIL with the bank's words to an unknown code", async () => {
    const s = await startApplication(api);
    const res = await api.post(paths.myInfoData(s.stateId, 'S0000000A'), undefined, s.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ statuscode: 'FAIL', message: 'Invalid input. Please enter correct input.' });
  });

  it('also answers the retrieval on GET', async () => {
    const s = await startApplication(api);
    expect((await api.get(paths.myInfoData(s.stateId, MERLION.uen), s.token)).body).toMatchObject({ statuscode: 'OK' });
  });

  it('answers Validate with isSucess false before retrieval, then the knockout code of the persona', async () => {
    const before = await startApplication(api);
    expect((await api.get(paths.validateEntity(before.stateId), before.token)).body).toMatchObject({ isSucess: false, model: null });
    for (const [code, expected] of [
      ['201512345K', '0'],
      ['53312345D', '0'],
      ['S8845120A', 'M10'],
      ['201045678N', 'NON-LIVE'],
    ]) {
      const s = await retrieved(api, code);
      expect((await api.get(paths.validateEntity(s.stateId), s.token)).body, code).toEqual({ isSucess: true, model: { code: expected } });
    }
  });

  it('refuses to describe more than 5 persons on the wire (M10 persona)', async () => {
    const s = await retrieved(api, '201798765M');
    const res = await api.get(paths.getPerson(s.stateId), s.token);
    expect(res.body).toMatchObject({ isSucess: false, model: { Data: 'Empty', fields: null } });
    expect(res.body.message).toMatch(/more than 5/);
    expect((await api.get(paths.getPreview(s.stateId), s.token)).body.isSucess).toBe(false);
  });

  it('lists the personas for testers', async () => {
    const list = PersonaList.parse((await api.get(paths.simPersonas)).body);
    expect(list.personas.length).toBe(PERSONAS.length);
    expect(list.personas[0]).toMatchObject({ uen: MERLION.uen, persons: [{ nric: MERLION.first.nric, role: 'Director' }, { nric: MERLION.second.nric }] });
  });
});
