import { expect, it } from 'vitest';
import { ErrorBody, GetCompanyResponse, GetPersonResponse, GetPropertyResponse, paths } from '../../src/contract';
import { MERLION, mailingAndFinancials, retrieved, retrievedApplicant, type Started } from './helpers/journey';
import { bizOperations } from './helpers/property';
import { describeBank } from './helpers/suite';

const AIP = { financingProduct: 'AIP' as const, financingProductDescription: 'Approval In-Principle', isExistingOTPAvailable: 'N' as const, financingTenure: 0, property: 'Y' as const };

/** An applicant of the sandbox who lives abroad, in a country the short list of old lacked. */
const livingIn = (code: string, desc: string) => ({
  ...retrievedApplicant(1, MERLION.first.nric, MERLION.first.name, MERLION.first.mobile, MERLION.first.email),
  CountryOfResidenceCode: code,
  CountryOfResidenceDesc: desc,
});

/** A foreign mailing address in the given country. */
const mailingIn = (s: Started, country: string) =>
  mailingAndFinancials(
    { stateId: s.stateId, referenceNo: s.refNo },
    { isMailAddressSameAsRegisterAddress: 'N', Address_Format_Type: 'F', Country: country, Country_Desc: country, Address_Line1: '1 Rua Augusta', Address_Line2: 'Sao Paulo' },
  );

describeBank('the reference lists on the bank (spec 3, 3; ADR 0009)', (_bank, api) => {
  const issuesOf = (res: { body: unknown }) => ErrorBody.safeParse(res.body).data?.issues?.map((i) => `${i.path}: ${i.message}`) ?? [];
  const savePerson = (s: Started, applicant: unknown) =>
    api.put(paths.savePerson, { StateId: s.stateId, ReferenceNo: s.refNo, ApplicantDtls: [applicant] }, s.token);

  it.each([
    ['NO', 'Norway'],
    ['BR', 'Brazil'],
    ['ZA', 'South Africa'],
  ])('an applicant living in %s saves their person details', async (code, name) => {
    const s = await retrieved(api, MERLION.first.nric);
    const res = await savePerson(s, livingIn(code, name));
    expect(res.status).toBe(200);
    const form = GetPersonResponse.parse((await api.get(paths.getPerson(s.stateId), s.token)).body).model.fields!.request!;
    expect(form.ApplicantDtls.find((a) => a.OrderNumber === 1)).toMatchObject({ CountryOfResidenceCode: code, CountryOfResidenceDesc: name });
  });

  it('refuses a country of residence that is not an ISO 3166-1 code (400)', async () => {
    const s = await retrieved(api, MERLION.first.nric);
    const res = await savePerson(s, livingIn('XK', 'Kosovo'));
    expect(res.status).toBe(400);
    expect(issuesOf(res)).toEqual(["ApplicantDtls.0.CountryOfResidenceCode: must be an ISO 3166-1 alpha-2 country code, not 'XK'"]);
  });

  it('takes a foreign mailing address in Brazil and refuses one in an unknown country', async () => {
    const s = await retrieved(api, MERLION.first.nric);
    expect((await api.post(paths.saveCompany, mailingIn(s, 'BR'), s.token)).status).toBe(200);
    const company = GetCompanyResponse.parse((await api.get(paths.getCompany(s.stateId), s.token)).body).model.fields!.request!;
    expect(company.RegBizMailAddr).toMatchObject({ Country: 'BR' });

    const res = await api.post(paths.saveCompany, mailingIn(s, 'QQ'), s.token);
    expect(res.status).toBe(400);
    expect(issuesOf(res)).toEqual(["Country: must be an ISO 3166-1 alpha-2 country code, not 'QQ'"]);
  });

  it('takes balances in any ISO 4217 currency with any bank in Singapore', async () => {
    const s = await retrieved(api, MERLION.first.nric, AIP);
    const body = bizOperations(s.refNo, {
      bankBalanceDetails: [
        { detailsId: '', bankName: 'GXS', bankNameDescription: 'GXS Bank Pte. Ltd.', accountNumber: '88001', currency: 'NOK', currencyDescription: 'NOK - Norwegian Krone', sixMonthsBalanceAmt: 1000 },
        { detailsId: '', bankName: 'OTHERS', bankNameDescription: 'Others', accountNumber: '88002', currency: 'BRL', currencyDescription: 'BRL - Brazilian Real', sixMonthsBalanceAmt: 2000 },
      ],
      latestAnnualIntrestExpenseCurrency: 'ZAR',
    });
    expect((await api.post(paths.saveProperty, body, s.token)).status).toBe(200);
    const model = GetPropertyResponse.parse((await api.get(paths.getProperty(s.refNo), s.token)).body).model;
    expect(model?.bankBalanceDetails.map((b) => [b.bankName, b.currency])).toEqual([['GXS', 'NOK'], ['OTHERS', 'BRL']]);
    expect(model?.latestAnnualIntrestExpenseCurrency).toBe('ZAR');
  });

  it('refuses an unknown bank or currency code (400) and saves nothing', async () => {
    const s = await retrieved(api, MERLION.first.nric, AIP);
    const base = bizOperations(s.refNo);
    const res = await api.post(
      paths.saveProperty,
      {
        ...base,
        bankBalanceDetails: [{ ...base.bankBalanceDetails[0], bankName: 'NOSUCHBANK', currency: 'XTS' }],
        latestAnnualDepreciationOrAmortisationAmtCurrency: 'ABC',
      },
      s.token,
    );
    expect(res.status).toBe(400);
    expect(issuesOf(res)).toEqual([
      "bankBalanceDetails.0.bankName: must be the code of a bank in Singapore from the bank list (OTHERS for any other bank), not 'NOSUCHBANK'",
      "bankBalanceDetails.0.currency: must be an ISO 4217 currency code, not 'XTS'",
      "latestAnnualDepreciationOrAmortisationAmtCurrency: must be an ISO 4217 currency code, not 'ABC'",
    ]);
    expect(GetPropertyResponse.parse((await api.get(paths.getProperty(s.refNo), s.token)).body).model).toBeNull();
  });
});
