import { describe, expect, it } from 'vitest';
import { GetPersonResponse, GetPreviewResponse, paths, type PersonForm } from '../../src/contract';
import { PERSONAS } from '../../server/personas';
import { missingIdentityFields, isDateOfBirthValid } from '../../src/domain/persons';
import { contactApplicant, MERLION, retrieved, retrievedApplicant, type Started } from './helpers/journey';
import { describeBank } from './helpers/suite';

const LOTUS = {
  uen: '201823456G',
  first: { nric: 'S7345612F', name: 'KOH BOON KIAT' },
  second: { nric: 'S8467123A', name: 'NUR AISYAH BINTE ROSLAN' },
  third: { nric: 'S8890234C', name: 'RAJESH S/O KUMAR' },
};
const personalised = { financingProduct: 'Personalised' as const, financingProductDescription: 'Personalised', wcl: 'Y' as const };

describe('the BTL persona with 3 applicants', () => {
  it('has exactly 3 directors, each with complete identity data', () => {
    const persona = PERSONAS.find((p) => p.company.Company_UEN === LOTUS.uen)!;
    expect(persona.persons.map((p) => p.Position_Desc)).toEqual(['Director', 'Director', 'Director']);
    for (const p of persona.persons) {
      expect(missingIdentityFields(p), p.Person_Name).toEqual([]);
      expect(isDateOfBirthValid(p.DATE_OF_BIRTH), p.Person_Name).toBe(true);
    }
  });
});

describeBank('person details by product (spec 2, 1 and 2.1)', (_bank, api) => {
  const form = async (s: Started): Promise<PersonForm> => {
    const res = await api.get(paths.getPerson(s.stateId), s.token);
    expect(res.status).toBe(200);
    return GetPersonResponse.parse(res.body).model.fields!.request!;
  };
  const save = (s: Started, applicants: unknown[]) =>
    api.put(paths.savePerson, { StateId: s.stateId, ReferenceNo: s.refNo, ApplicantDtls: applicants }, s.token);
  const ids = (f: PersonForm) => ({
    info: f.ApplicantsDtlsMyInfo.map((a) => [a.OrderNumber, a.IDNumber]),
    saved: f.ApplicantDtls.map((a) => [a.OrderNumber, a.IDNumber]),
  });

  it('shows all 3 directors for the Online product, with no pick to make', async () => {
    const f = await form(await retrieved(api, LOTUS.uen));
    expect(ids(f)).toEqual({
      info: [[1, LOTUS.first.nric], [2, LOTUS.second.nric], [3, LOTUS.third.nric]],
      saved: [[1, LOTUS.first.nric], [2, LOTUS.second.nric], [3, LOTUS.third.nric]],
    });
    expect(f.Holdersdetails).toHaveLength(3);
    expect(f.ApplicantsDtlsMyInfo.map((a) => a.isAuthorisedPerson)).toEqual(['Y', 'Y', 'Y']);
  });

  it('saves 3 applicants for the Online product', async () => {
    const s = await retrieved(api, LOTUS.uen);
    const res = await save(s, [
      retrievedApplicant(1, LOTUS.first.nric, LOTUS.first.name, '91234567', 'koh@example.com'),
      contactApplicant(2, LOTUS.second.nric, LOTUS.second.name, '82345678', 'nur@example.com'),
      contactApplicant(3, LOTUS.third.nric, LOTUS.third.name, '83456789', 'raj@example.com'),
    ]);
    expect(res.status).toBe(200);
    expect((await form(s)).ApplicantDtls.map((a) => a.MobileNumber)).toEqual(['91234567', '82345678', '83456789']);
  });

  it.each([
    ['Personalised', personalised],
    ['AIP', { financingProduct: 'AIP' as const, financingProductDescription: 'Approval In-Principle', property: 'Y' as const, isExistingOTPAvailable: 'N' as const, financingAmount: 500000 }],
  ])('returns at most 2 applicants for %s, all holders, and asks applicant 1 to pick applicant 2', async (_n, product) => {
    const s = await retrieved(api, LOTUS.uen, product);
    const f = await form(s);
    expect(ids(f)).toEqual({ info: [[1, LOTUS.first.nric], [2, LOTUS.second.nric]], saved: [[1, LOTUS.first.nric], [2, LOTUS.second.nric]] });
    expect(f.Holdersdetails.map((h) => h.IDNumber)).toEqual([LOTUS.first.nric, LOTUS.second.nric, LOTUS.third.nric]);
    expect(f.ApplicantsDtlsMyInfo[0].isAuthorisedPerson).toBe('N');
    const preview = GetPreviewResponse.parse((await api.get(paths.getPreview(s.stateId), s.token)).body).model.fields!.request!;
    expect(preview.ApplicantDtls.map((a) => a.OrderNumber)).toEqual([1, 2]);
    expect(preview.ApplicantsDtlsMyInfo).toHaveLength(2);
  });

  it('takes the picked holder as applicant 2 of a Personalised application', async () => {
    const s = await retrieved(api, LOTUS.uen, personalised);
    const first = retrievedApplicant(1, LOTUS.first.nric, LOTUS.first.name, '91234567', 'koh@example.com');
    const res = await save(s, [first, contactApplicant(2, LOTUS.third.nric, LOTUS.third.name, '83456789', 'raj@example.com')]);
    expect(res.status).toBe(200);
    const f = await form(s);
    expect(ids(f)).toEqual({ info: [[1, LOTUS.first.nric], [2, LOTUS.third.nric]], saved: [[1, LOTUS.first.nric], [2, LOTUS.third.nric]] });
    expect(f.ApplicantDtls[1]).toMatchObject({ Person_Name: LOTUS.third.name, MobileNumber: '83456789' });
    // Picking again replaces applicant 2.
    expect((await save(s, [first, contactApplicant(2, LOTUS.second.nric, LOTUS.second.name, '82345678', 'nur@example.com')])).status).toBe(200);
    expect(ids(await form(s)).saved).toEqual([[1, LOTUS.first.nric], [2, LOTUS.second.nric]]);
  });

  it('refuses a third applicant, or a holder under any order but 2, outside the Online product', async () => {
    const s = await retrieved(api, LOTUS.uen, personalised);
    const first = retrievedApplicant(1, LOTUS.first.nric, LOTUS.first.name, '91234567', 'koh@example.com');
    const three = await save(s, [
      first,
      contactApplicant(2, LOTUS.second.nric, LOTUS.second.name, '82345678', 'nur@example.com'),
      contactApplicant(3, LOTUS.third.nric, LOTUS.third.name, '83456789', 'raj@example.com'),
    ]);
    expect(three.status).toBe(400);
    expect(three.body.issues).toEqual(expect.arrayContaining([{ path: 'ApplicantDtls', message: 'has 3 applicants; this product takes at most 2' }]));
    const wrongOrder = await save(s, [first, contactApplicant(3, LOTUS.third.nric, LOTUS.third.name, '83456789', 'raj@example.com')]);
    expect(wrongOrder.status).toBe(400);
    expect(wrongOrder.body.issues).toEqual([{ path: 'ApplicantDtls.1.OrderNumber', message: `must be 2 for ${LOTUS.third.nric}` }]);
  });

  it('asks for no pick when a product other than Online has only 2 persons', async () => {
    const f = await form(await retrieved(api, MERLION.uen, personalised));
    expect(f.ApplicantsDtlsMyInfo.map((a) => [a.OrderNumber, a.isAuthorisedPerson])).toEqual([[1, 'Y'], [2, 'Y']]);
  });
});
