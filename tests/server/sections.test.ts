import { describe, expect, it } from 'vitest';
import { ErrorBody, GetAccountListResponse, paths } from '../../src/contract';
import {
  MERLION,
  contactApplicant,
  financing,
  mailingAndFinancials,
  retrieved,
  retrievedApplicant,
  startApplication,
  resumeAs,
} from './helpers/journey';
import { describeBank } from './helpers/suite';

describeBank('the sections of an application', (bank, api) => {
  describe('financing details', () => {
    it('does not open a second application when the first save is repeated', async () => {
      const s = await startApplication(api);
      const again = await api.post(paths.saveFinancing, financing({ stateId: s.stateId, financingAmount: 50000 }), s.token);
      expect(again.body.model.referenceNo).toBe(s.refNo);
      expect((await api.get(paths.getFinancing(s.refNo), s.token)).body.model.financingAmount).toBe(50000);
    });

    it('takes the bound state when the body leaves stateId empty, and accepts the update on POST too', async () => {
      const token = (await api.post(paths.token, { appId: 'x' })).body.token;
      const state = (await api.post(paths.createState, { packageId: '13000', dataFields: '' }, token)).body.model.stateId;
      const saved = await api.post(paths.saveFinancing, financing(), token);
      const refNo = saved.body.model.referenceNo;
      expect((await api.get(paths.getFinancing(refNo), token)).body.model.stateId).toBe(state);
      const viaPost = await api.post(paths.updateFinancing, financing({ referenceNo: refNo, financingTenure: 5 }), token);
      expect(viaPost.status).toBe(200);
    });

    it('refuses an update without a reference number or one that changes the product', async () => {
      const s = await startApplication(api);
      const noRef = await api.put(paths.updateFinancing, financing({ stateId: s.stateId }), s.token);
      expect(noRef.status).toBe(400);
      expect(noRef.body.message).toMatch(/referenceNo is required/);
      const product = await api.put(paths.updateFinancing, financing({ referenceNo: s.refNo, financingProduct: 'AIP' }), s.token);
      expect(product.status).toBe(400);
      expect(ErrorBody.parse(product.body).issues?.[0].path).toBe('financingProduct');
    });
  });

  describe('company details', () => {
    it('answers Data Empty while no company is retrieved and refuses to save', async () => {
      const s = await startApplication(api);
      expect((await api.get(paths.getCompany(s.stateId), s.token)).body).toEqual({ isSucess: true, model: { Data: 'Empty', fields: null } });
      const res = await api.post(paths.saveCompany, mailingAndFinancials({ stateId: s.stateId, referenceNo: s.refNo }), s.token);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/No business data/);
    });

    it('clears the mailing fields when the mailing address is the registered one', async () => {
      const s = await retrieved(api, MERLION.uen);
      const body = mailingAndFinancials({ stateId: s.stateId, referenceNo: s.refNo }, { Block_Number: '9', Street_Name: 'LEFTOVER', Address_Format_Type: 'D' });
      expect((await api.post(paths.saveCompany, body, s.token)).status).toBe(200);
      const saved = (await api.get(paths.getCompany(s.stateId), s.token)).body.model.fields.request.RegBizMailAddr;
      expect(saved).toMatchObject({ isMailAddressSameAsRegisterAddress: 'Y', Block_Number: '', Street_Name: '', Address_Format_Type: '' });
    });

    it('requires a format type for a separate mailing address: the postal search that gives it is what is missing', async () => {
      const s = await retrieved(api, MERLION.uen);
      const res = await api.post(paths.saveCompany, mailingAndFinancials({ stateId: s.stateId, referenceNo: s.refNo }, { isMailAddressSameAsRegisterAddress: 'N' }), s.token);
      expect(res.status).toBe(400);
      expect(res.body.issues).toEqual([expect.objectContaining({ path: 'Postal_Code' })]);
    });

    it('refuses a latest year-end that is not a real date or lies in the future (Singapore time)', async () => {
      bank.clock.advance(13.5 * 3600 * 1000); // 15:30 UTC on 2 March: 23:30 in Singapore
      const s = await retrieved(api, MERLION.uen);
      const ids = { stateId: s.stateId, referenceNo: s.refNo };
      const notADate = await api.post(paths.saveCompany, mailingAndFinancials(ids, { LatestFinancialYearEndDate: '2025-02-30' }), s.token);
      expect(notADate.status).toBe(400);
      expect(notADate.body.message).toContain('LatestFinancialYearEndDate');
      expect((await api.post(paths.saveCompany, mailingAndFinancials(ids, { LatestFinancialYearEndDate: '2026-03-02' }), s.token)).status).toBe(200);
      const future = await api.post(paths.saveCompany, mailingAndFinancials(ids, { LatestFinancialYearEndDate: '2026-03-03' }), s.token);
      expect(future.status).toBe(400);
      expect(future.body.issues[0]).toEqual({ path: 'LatestFinancialYearEndDate', message: 'Latest financial information must be within 2 years from application date.' });
      bank.clock.advance(29 * 60 * 1000); // 23:59 in Singapore: 3 March is still tomorrow
      expect((await api.post(paths.saveCompany, mailingAndFinancials(ids, { LatestFinancialYearEndDate: '2026-03-03' }), s.token)).status).toBe(400);
      bank.clock.advance(60 * 1000); // midnight in Singapore, still 2 March in UTC
      expect((await api.post(paths.saveCompany, mailingAndFinancials(ids, { LatestFinancialYearEndDate: '2026-03-03' }), s.token)).status).toBe(200);
    });

    it('needs the whole previous-year block once part of it is given', async () => {
      const s = await retrieved(api, MERLION.uen);
      const ids = { stateId: s.stateId, referenceNo: s.refNo };
      const partial = await api.post(paths.saveCompany, mailingAndFinancials(ids, { PreviousFinancialYearEndDate: '2024-12-31' }), s.token);
      expect(partial.status).toBe(400);
      expect(partial.body.issues.map((i: { path: string }) => i.path)).toEqual(['AnnualRevenue2', 'ProfitOrLossBeforeTax2']);
      const after = await api.post(
        paths.saveCompany,
        mailingAndFinancials(ids, { PreviousFinancialYearEndDate: '2026-01-31', AnnualRevenue2: '1', ProfitOrLossBeforeTax2: '-1' }),
        s.token,
      );
      expect(after.body.issues[0].path).toBe('PreviousFinancialYearEndDate');
      const whole = mailingAndFinancials(ids, { PreviousFinancialYearEndDate: '2024-12-31', AnnualRevenue2: '990000', ProfitOrLossBeforeTax2: '-2500.75' });
      expect((await api.post(paths.saveCompany, whole, s.token)).status).toBe(200);
    });
  });

  describe('person details', () => {
    const save = (s: { stateId: string; refNo: string; token: string }, applicants: unknown[]) =>
      api.put(paths.savePerson, { StateId: s.stateId, ReferenceNo: s.refNo, ApplicantDtls: applicants }, s.token);
    const first = retrievedApplicant(1, MERLION.first.nric, MERLION.first.name, MERLION.first.mobile, MERLION.first.email);

    it("refuses an ID that is not one of the application's persons, naming it", async () => {
      const s = await retrieved(api, MERLION.first.nric);
      const res = await save(s, [first, contactApplicant(2, 'S8712345F', 'YEO CHIN HOCK', '81111111', 'y@example.com')]);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('The request body has 1 invalid field: ApplicantDtls.1.IDNumber (S8712345F is not one of the persons of this application).');
    });

    it('requires title, marital status and country of residence of the person who consented only', async () => {
      const s = await retrieved(api, MERLION.first.nric);
      const bare = contactApplicant(1, MERLION.first.nric, MERLION.first.name, MERLION.first.mobile, MERLION.first.email);
      const res = await save(s, [bare]);
      expect(res.status).toBe(400);
      expect(res.body.issues.map((i: { path: string }) => i.path)).toEqual([
        'ApplicantDtls.0.TitleCode',
        'ApplicantDtls.0.MaritalStatusCode',
        'ApplicantDtls.0.CountryOfResidenceCode',
      ]);
      const second = contactApplicant(2, MERLION.second.nric, 'ANY NAME', MERLION.second.mobile, MERLION.second.email);
      expect((await save(s, [first, second])).status).toBe(200);
      // The registry's name wins over whatever the client sent.
      const saved = (await api.get(paths.getPerson(s.stateId), s.token)).body.model.fields.request.ApplicantDtls;
      expect(saved[1]).toMatchObject({ Person_Name: MERLION.second.name, MobileNumber: MERLION.second.mobile });
    });

    it('refuses a wrong order number or a person listed twice', async () => {
      const s = await retrieved(api, MERLION.first.nric);
      const swapped = await save(s, [{ ...first, OrderNumber: 2 }]);
      expect(swapped.body.issues[0]).toEqual({ path: 'ApplicantDtls.0.OrderNumber', message: `must be 1 for ${MERLION.first.nric}` });
      const twice = await save(s, [first, first]);
      expect(twice.body.issues[0].message).toMatch(/more than once/);
    });

    it("lets another applicant change only their own entry", async () => {
      const s = await retrieved(api, MERLION.first.nric);
      expect((await save(s, [first, contactApplicant(2, MERLION.second.nric, '', MERLION.second.mobile, MERLION.second.email)])).status).toBe(200);
      // Applicant 2 has no number on record yet: the first user saves one, then they resume with its OTP.
      const { token } = await resumeAs(api, { uen: MERLION.uen, ...MERLION.second }, 'Resume');
      const asSecond = { ...s, token };
      const changesFirst = await save(asSecond, [{ ...first, MobileNumber: '90000000' }]);
      expect(changesFirst.status).toBe(400);
      expect(changesFirst.body.message).toMatch(/only the first user/);
      // Sending the first user's entry unchanged along with one's own is fine.
      const own = contactApplicant(2, MERLION.second.nric, '', '88888888', MERLION.second.email);
      expect((await save(asSecond, [first, own])).status).toBe(200);
    });
  });

  describe('account details', () => {
    const account = (s: { stateId: string; refNo: string }, branch: string, accountNo: string) => ({
      stateId: s.stateId,
      referenceNo: s.refNo,
      disbursement_Branch_Code: branch,
      disbursement_Branch_Desc: 'whatever the client says',
      disbursement_Branch_Account_No: accountNo,
    });
    const list = async (s: { stateId: string; token: string }) =>
      GetAccountListResponse.parse((await api.get(paths.accountList(s.stateId), s.token)).body).model.fields!.request!.Accountlist;

    it('refuses an unknown branch and an account that is not the business’s; takes the branch name from the bank', async () => {
      const s = await retrieved(api, MERLION.uen);
      const branch = await api.post(paths.saveAccount, account(s, '999', MERLION.accounts[0]), s.token);
      expect(branch.status).toBe(400);
      expect(branch.body.issues[0].path).toBe('disbursement_Branch_Code');
      const foreign = await api.post(paths.saveAccount, account(s, '001', '5012345678'), s.token);
      expect(foreign.status).toBe(400);
      expect(foreign.body.issues[0].path).toBe('disbursement_Branch_Account_No');
      const none = await api.post(paths.saveAccount, account(s, '001', ''), s.token);
      expect(none.body.message).toMatch(/more than one account/);
      expect((await api.post(paths.saveAccount, account(s, '001', MERLION.accounts[0]), s.token)).status).toBe(200);
      expect((await api.get(paths.getAccount(s.stateId), s.token)).body.model.disbursement_Branch_Desc).toBe('RAFFLES PLACE MAIN BRANCH');
    });

    it('answers one account, an empty list, null for ever, or null twice then the list', async () => {
      const sole = await retrieved(api, '53312345D');
      expect(await list(sole)).toEqual([{ accountNumber: '5012345678' }]);
      const noAccounts = await retrieved(api, '201911223R');
      expect(await list(noAccounts)).toEqual([]);
      expect((await api.post(paths.saveAccount, account(noAccounts, '023', ''), noAccounts.token)).status).toBe(200);
      const never = await retrieved(api, '202012345W');
      for (let i = 0; i < 4; i++) expect(await list(never)).toBeNull();
      const slow = await retrieved(api, '201634567E');
      expect(await list(slow)).toBeNull();
      expect(await list(slow)).toBeNull();
      expect(await list(slow)).toEqual([{ accountNumber: '0345678912' }, { accountNumber: '0345678913' }]);
    });
  });
});
