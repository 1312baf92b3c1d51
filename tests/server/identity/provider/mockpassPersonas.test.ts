import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mapPerson } from '../../../../server/areas/identity/provider/mapPerson';
import { MyinfoPerson } from '../../../../server/areas/identity/provider/myinfoPerson';
import { findByCode } from '../../../../server/personas';
import { MOCKPASS_PERSONAS } from '../../../../server/personas/mockpassCatalogue';

const V3 = JSON.parse(readFileSync('node_modules/@opengovsg/mockpass/static/myinfo/v3.json', 'utf8'));

/** The sandbox businesses docs/personas.md lists under "MockPass personas (UAT-like mode)". */
const EXPECTED = [
  { uinfin: 'S9812381D', uen: '201612381W', role: 'Director' },
  { uinfin: 'S9812382B', uen: '201612381W', role: 'Director' },
  { uinfin: 'S9812390C', uen: '53412390C', role: 'Sole Proprietor' },
  { uinfin: 'G1612348Q', uen: '202012348Q', role: 'Director' },
];

describe('MockPass personas as sandbox applicants', () => {
  it.each(EXPECTED)('after $uinfin signs in at MockPass, the bank finds business $uen with them as first user', ({ uinfin, uen, role }) => {
    const match = findByCode(uinfin, new Date('2026-01-15T00:00:00Z'));
    expect(match?.persona.company.Company_UEN).toBe(uen);
    expect(match?.firstUser).toMatchObject({ IDNumber: uinfin, role });
  });

  it('lists only persons MockPass knows, with the registry agreeing with Myinfo on who they are', () => {
    const persons = MOCKPASS_PERSONAS.flatMap((p) => p.persons);
    expect(persons.map((p) => p.IDNumber).sort()).toEqual(EXPECTED.map((e) => e.uinfin).sort());
    for (const person of persons) {
      expect(V3.personas[person.IDNumber], person.IDNumber).toBeDefined();
      const myinfo = mapPerson(MyinfoPerson.parse(V3.personas[person.IDNumber]));
      const identity = ({ Person_Name, Gender, RACE_DESC, DATE_OF_BIRTH, NATIONALITY, COUNTRY_OF_BIRTH, RESI_STS, MARRIED_NAME }: typeof myinfo) => ({
        Person_Name,
        Gender,
        RACE_DESC,
        DATE_OF_BIRTH,
        NATIONALITY,
        COUNTRY_OF_BIRTH,
        RESI_STS,
        MARRIED_NAME,
      });
      expect(identity(person), person.IDNumber).toEqual(identity(myinfo));
    }
  });
});
