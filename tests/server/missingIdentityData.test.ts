import { expect, it } from 'vitest';
import { ValidateEntityResponse, paths } from '../../src/contract';
import { retrieved } from './helpers/journey';
import { describeBank } from './helpers/suite';

/*
 * Spec 2, 8: "M02 plus field list | missing fields in the identity profile, listed". Spec 3, 5
 * "Authorised person": the identity data must hold ID, date of birth, gender, race, nationality,
 * country of birth, residency status, position, and the address (local: postal code, block, street;
 * foreign: address lines 1 and 2).
 */
describeBank('Validate lists the identity fields the signed-in person lacks (M02)', (_bank, api) => {
  const validate = async (code: string) => {
    const s = await retrieved(api, code);
    return ValidateEntityResponse.parse((await api.get(paths.validateEntity(s.stateId), s.token)).body);
  };

  it('answers M02 with the missing nationality, residency status and block of SEAH HUI MIN, by NRIC or by UEN', async () => {
    const expected = {
      isSucess: true,
      model: { code: 'M02', missingFields: ['Nationality', 'Residency Status', 'Registered Address Block / House No.'] },
    };
    expect(await validate('S7623451E')).toEqual(expected);
    // A UEN signs in the first director, SEAH HUI MIN.
    expect(await validate('201956789E')).toEqual(expected);
  });

  it('judges the person who signed in: MUTHU RAMASAMY lacks his race, his co-director CHEN XIAO MING (by UEN) does not', async () => {
    expect(await validate('S8823410C')).toEqual({ isSucess: true, model: { code: 'M02', missingFields: ['Race'] } });
    expect(await validate('202198765H')).toEqual({ isSucess: true, model: { code: '0' } });
  });

  it('does not count a date of birth without a day as missing (that is M03, "incomplete")', async () => {
    expect(await validate('S7412309J')).toEqual({ isSucess: true, model: { code: '0' } });
  });

  it('asks a foreign registered address for its lines, not for a postal code, block or street', async () => {
    expect(await validate('G5123456T')).toEqual({ isSucess: true, model: { code: '0' } });
  });

  it("keeps the registry's verdict first: no profile update makes a business with 6 directors eligible", async () => {
    expect(await validate('201798765M')).toEqual({ isSucess: true, model: { code: 'M10' } });
  });
});
