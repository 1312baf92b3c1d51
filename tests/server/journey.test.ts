import { expect, it } from 'vitest';
import {
  BranchListResponse,
  GetAccountDetailsResponse,
  GetAccountListResponse,
  GetCompanyResponse,
  GetFinancingResponse,
  GetPersonResponse,
  GetPreviewResponse,
  GetStatusResponse,
  MyInfoDataResponse,
  OtpGenerationResponse,
  OtpOutboxResponse,
  OtpVerificationResponse,
  PostalLookupResponse,
  SaveFinancingResponse,
  SaveResult,
  StatusLookupResponse,
  SubmitResponse,
  TokenResponse,
  ValidateEntityResponse,
  CreateStateResponse,
  paths,
} from '../../src/contract';
import {
  MERLION,
  contactApplicant,
  financing,
  mailingAndFinancials,
  retrievedApplicant,
} from './helpers/journey';
import { describeBank } from './helpers/suite';

describeBank('BTL happy path through the API', (bank, api) => {
  it('goes from token to a pending application, every answer matching the contract', async () => {
    // Token
    const tokenRes = await api.post(paths.token, { appId: 'SMEDL-WEB' });
    const { token, tokenExpirationDate } = TokenResponse.parse(tokenRes.body);
    expect(Date.parse(tokenExpirationDate) - bank.clock.now().getTime()).toBe(8 * 3600 * 1000);

    // State
    const stateRes = CreateStateResponse.parse((await api.post(paths.createState, { packageId: '13000', dataFields: '<b/>' }, token)).body);
    const stateId = stateRes.model!.stateId;
    expect(stateRes.model).toMatchObject({ packageId: '13000', referenceNo: '', clientID: 'SIM-CLIENT', returnURL: '/rsmedigitalfinancing/MyInfoLanding' });

    // Financing: saved, reference number returned, read back, edited
    const saved = SaveFinancingResponse.parse((await api.post(paths.saveFinancing, financing({ stateId }), token)).body);
    const refNo = saved.model!.referenceNo;
    expect(refNo).toMatch(/^SME20260302\d{6}$/);
    const readBack = GetFinancingResponse.parse((await api.get(paths.getFinancing(refNo), token)).body);
    expect(readBack.model).toMatchObject({ referenceNo: refNo, stateId, financingAmount: 100000 });
    const edited = await api.put(paths.updateFinancing, financing({ stateId, referenceNo: refNo, financingAmount: 120000 }), token);
    expect(SaveFinancingResponse.parse(edited.body).model!.referenceNo).toBe(refNo);

    // Company before retrieval: Data 'Empty'
    const empty = GetCompanyResponse.parse((await api.get(paths.getCompany(stateId), token)).body);
    expect(empty.model).toEqual({ Data: 'Empty', fields: null });

    // Identity retrieval and validation
    // The sign-in rotates the token: the rest of the journey goes on with the new one, the old one has ended.
    const identity = MyInfoDataResponse.parse((await api.post(paths.myInfoData(stateId, ' s1234567d '), undefined, token)).body);
    expect(identity).toMatchObject({ statuscode: 'OK' });
    const signedIn = identity.token!;
    expect((await api.get(paths.getCompany(stateId), token)).status).toBe(401);
    expect(ValidateEntityResponse.parse((await api.get(paths.validateEntity(stateId), signedIn)).body)).toEqual({ isSucess: true, model: { code: '0' } });

    // Company read and save
    const company = GetCompanyResponse.parse((await api.get(paths.getCompany(stateId), signedIn)).body);
    const form = company.model.fields!.request!;
    expect(form.RefNum).toBe(refNo);
    expect(form.Request_Form).toEqual({ FinancingProduct: 'Online', Property: 'N', GAS: 'N', IsExistingOTPAvailable: '' });
    expect(form.CompDtls).toMatchObject({ Company_UEN: MERLION.uen, Entity_Type_Code: 'LC', SoleorNonSole: 'NonSole' });
    expect(form.RegBizMailAddr).toBeNull();
    expect(form.financialHighlights).toBeNull();

    const postal = PostalLookupResponse.parse((await api.get(paths.postal('238859'))).body);
    expect(postal.model[0]).toMatchObject({ blK_NO: '391', sT_NAME: 'ORCHARD ROAD' });
    const mailing = mailingAndFinancials(
      { stateId, referenceNo: refNo },
      {
        isMailAddressSameAsRegisterAddress: 'N',
        Address_Format_Type: 'D',
        Block_Number: postal.model[0].blK_NO,
        Street_Name: postal.model[0].sT_NAME,
        Storey_Number: '03',
        Unit_Number: '21',
        Building_Name: postal.model[0].bldG_NAME,
        Postal_Code: '238859',
        Country: 'SG',
        Country_Desc: 'SINGAPORE',
      },
    );
    expect(SaveResult.parse((await api.post(paths.saveCompany, mailing, signedIn)).body)).toEqual({ isSucess: true });
    const afterSave = GetCompanyResponse.parse((await api.get(paths.getCompany(stateId), signedIn)).body).model.fields!.request!;
    expect(afterSave.RegBizMailAddr).toMatchObject({ Postal_Code: '238859', Block_Number: '391' });
    expect(afterSave.financialHighlights).toMatchObject({ LatestFinancialYearEndDate: '2025-12-31', AnnualRevenue1: '1250000.00' });

    // Persons
    const persons = GetPersonResponse.parse((await api.get(paths.getPerson(stateId), signedIn)).body).model.fields!.request!;
    expect(persons.ApplicantsDtlsMyInfo.map((p) => [p.OrderNumber, p.IDNumber, p.isFirstUser])).toEqual([
      [1, MERLION.first.nric, 'true'],
      [2, MERLION.second.nric, 'false'],
    ]);
    expect(persons.ApplicantsDtlsMyInfo[0].cpfContributionHistory.length).toBeGreaterThanOrEqual(3);
    expect(persons.ApplicantsDtlsMyInfo[0].yearOfAssessment.income).toHaveLength(2);
    expect(persons.ApplicantDtls.map((a) => a.MobileNumber)).toEqual(['', '']);
    expect(persons.SubmittedApplicants.Applicant1).toBe('false');
    const personBody = {
      StateId: stateId,
      ReferenceNo: refNo,
      ApplicantDtls: [
        retrievedApplicant(1, MERLION.first.nric, MERLION.first.name, MERLION.first.mobile, MERLION.first.email),
        contactApplicant(2, MERLION.second.nric, MERLION.second.name, MERLION.second.mobile, MERLION.second.email),
      ],
    };
    expect(SaveResult.parse((await api.put(paths.savePerson, personBody, signedIn)).body)).toEqual({ isSucess: true });

    // Branches, accounts, account save
    const branches = BranchListResponse.parse((await api.get(paths.branches, signedIn)).body);
    expect(branches.didError).toBe(false);
    expect(branches.model.length).toBeGreaterThanOrEqual(6);
    const accounts = GetAccountListResponse.parse((await api.get(paths.accountList(stateId), signedIn)).body);
    expect(accounts.model.fields!.request!.Accountlist).toEqual(MERLION.accounts.map((accountNumber) => ({ accountNumber })));
    expect(GetAccountDetailsResponse.parse((await api.get(paths.getAccount(stateId), signedIn)).body).model).toBeNull();
    const branch = branches.model[1];
    const account = {
      stateId,
      referenceNo: refNo,
      disbursement_Branch_Code: branch.branchCode,
      disbursement_Branch_Desc: branch.branchDescription,
      disbursement_Branch_Account_No: MERLION.accounts[2],
    };
    expect((await api.post(paths.saveAccount, account, signedIn)).body).toEqual({ isSucess: true });
    expect(GetAccountDetailsResponse.parse((await api.get(paths.getAccount(stateId), signedIn)).body).model).toEqual({
      disbursement_Branch_Code: branch.branchCode,
      disbursement_Branch_Desc: branch.branchDescription,
      disbursement_Branch_Account_No: MERLION.accounts[2],
    });

    // Declarations and preview
    expect((await api.put(paths.saveDeclarations, { StateId: stateId, Request: true }, signedIn)).body).toEqual({ isSucess: true });
    const preview = GetPreviewResponse.parse((await api.get(paths.getPreview(stateId), signedIn)).body).model.fields!.request!;
    expect(preview.Request_Form).toMatchObject({ FinancingProduct: 'Online', FinancingAmount: 120000, FinancingTenure: 3 });
    expect(preview.CompDtls.Company_UEN).toBe(MERLION.uen);
    expect(preview.ApplicantDtls[1]).toMatchObject({ IDNumber: MERLION.second.nric, MobileNumber: MERLION.second.mobile });
    expect(preview.AccountDetails).toEqual({ Disbursement_Branch_Desc: branch.branchDescription, Disbursement_Branch_Account_No: MERLION.accounts[2] });
    expect(preview.Declarations).toEqual({ applicantDeclare: true });

    // Submit without OTP is refused
    const submit = { RefNo: refNo, OrderNumber: 1, IDNumber: MERLION.first.nric, Status: 'Submitted', IsNonLendingCompleted: 'N' };
    const early = await api.put(paths.submit(stateId), submit, signedIn);
    expect(early.status).toBe(400);
    expect(early.body.message).toMatch(/must verify a new OTP/);

    // OTP: generate, read from the outbox, two wrong tries, then the right one
    const generated = OtpGenerationResponse.parse(
      (await api.post(paths.otpGenerate(MERLION.first.mobile, stateId, refNo, 1), undefined, signedIn)).body,
    );
    expect(generated.model.msg.msgHdr.statusDesc).toBe('Success');
    expect(Date.parse(generated.model.expiresAt!) - Date.parse(generated.model.sentAt!)).toBe(120_000);
    const outbox = OtpOutboxResponse.parse((await api.get(paths.simOtpOutbox(MERLION.first.mobile))).body);
    const otp = outbox.messages[0].otp;
    expect(outbox.messages[0].text).toContain(`Your OTP is ${otp}`);
    const wrong = otp === '000000' ? '111111' : '000000';
    const verify = (code: string) => api.post(paths.otpVerify(MERLION.first.mobile, code, stateId, refNo, 1), undefined, signedIn);
    expect(OtpVerificationResponse.parse((await verify(wrong)).body)).toMatchObject({ statusCode: '1', triesLeft: 2 });
    expect(OtpVerificationResponse.parse((await verify(wrong)).body)).toMatchObject({ statusCode: '1', triesLeft: 1 });
    expect(OtpVerificationResponse.parse((await verify(otp)).body)).toMatchObject({ statusCode: '0' });

    // Submit and status
    const submitted = SubmitResponse.parse((await api.put(paths.submit(stateId), submit, signedIn)).body);
    expect(submitted).toEqual({ isSucess: true, model: { refNo } });
    const status = GetStatusResponse.parse((await api.get(paths.getStatus(stateId, refNo), signedIn)).body).model.fields!.request!;
    expect(status.StatusDtls).toMatchObject({
      ApplicationNo: refNo,
      ApplicationProgress: 'application_pending',
      ProductType: 'BTL',
      UEN: MERLION.uen,
      Amount: 120000,
      Tenure: 3,
      AppDate: '02-03-2026',
      Deadline: '16-03-2026',
      ApplicantsStatus: [
        { name: MERLION.first.name, status: 'Submitted' },
        { name: MERLION.second.name, status: 'Pending' },
      ],
    });
    const enquiry = GetStatusResponse.parse((await api.get(paths.getStatusEnquiry(stateId, refNo), signedIn)).body);
    expect(enquiry.model.fields!.request!.StatusDtls.ApplicationProgress).toBe('application_pending');
    const afterSubmit = GetPersonResponse.parse((await api.get(paths.getPerson(stateId), signedIn)).body).model.fields!.request!;
    expect(afterSubmit.SubmittedApplicants).toMatchObject({ Applicant1: 'true', Applicant2: 'false' });

    // A returning user finds it through the status lookup
    const lookupToken = TokenResponse.parse((await api.post(paths.token, { appId: 'SMEDL-WEB' })).body).token;
    const lookup = StatusLookupResponse.parse(
      (await api.post(paths.statusLookup, { type: 'Status', uen: MERLION.uen, nric: MERLION.first.nric }, lookupToken)).body,
    );
    expect(lookup.model).toMatchObject({ referenceNo: refNo, status: 'SUBMITTED', isFirstUser: 'true', product: 'BTL', stateid: stateId, moblileNo: '****4567' });
  });
});
