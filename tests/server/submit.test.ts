import { expect, it } from 'vitest';
import { GetStatusResponse, StatusLookupResponse, paths } from '../../src/contract';
import {
  KOPI,
  MERLION,
  mailingAndFinancials,
  merlionReadyToSubmit,
  newToken,
  requestOtp,
  retrieved,
  retrievedApplicant,
  type Started,
  resumeAs,
} from './helpers/journey';
import { describeBank } from './helpers/suite';

const DAY = 24 * 3600 * 1000;

describeBank('submit and status', (bank, api) => {
  const submitBody = (s: Started, order: number, nric: string, status = 'Submitted') => ({
    RefNo: s.refNo,
    OrderNumber: order,
    IDNumber: nric,
    Status: status,
    IsNonLendingCompleted: 'N',
  });
  const verifyOtp = async (s: Started, mobile: string, order = 1) => {
    const code = await requestOtp(api, s, mobile, order);
    const res = await api.post(paths.otpVerify(mobile, code, s.stateId, s.refNo, order), undefined, s.token);
    expect(res.body.statusCode).toBe('0');
  };
  const lookup = async (uen: string, nric: string, type: 'Status' | 'Resume' = 'Status') => {
    const token = await newToken(api);
    const res = await api.post(paths.statusLookup, { type, uen, nric }, token);
    return { token, body: StatusLookupResponse.parse(res.body) };
  };
  const status = async (s: Started, token = s.token) =>
    GetStatusResponse.parse((await api.get(paths.getStatus(s.stateId, s.refNo), token)).body).model.fields!.request!.StatusDtls;

  it('names what is missing before a submit is allowed', async () => {
    const s = await retrieved(api, MERLION.first.nric);
    const res = await api.put(paths.submit(s.stateId), submitBody(s, 1, MERLION.first.nric), s.token);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'The application cannot be submitted yet: save the company details (financial highlights), the contact details of applicant 1, the account details, the declarations accepted by applicant 1 first.',
    );
  });

  it('refuses an ID number that is not the applicant of that order', async () => {
    const s = await merlionReadyToSubmit(api);
    const res = await api.put(paths.submit(s.stateId), submitBody(s, 1, MERLION.second.nric), s.token);
    expect(res.status).toBe(400);
    expect(res.body.issues[0].path).toBe('IDNumber');
  });

  it('completes a joint application when the second applicant submits too', async () => {
    const s = await merlionReadyToSubmit(api);
    await verifyOtp(s, MERLION.first.mobile);
    expect((await api.put(paths.submit(s.stateId), submitBody(s, 1, MERLION.first.nric), s.token)).status).toBe(200);
    const again = await api.put(paths.submit(s.stateId), submitBody(s, 1, MERLION.first.nric), s.token);
    expect(again.body.message).toBe('Applicant 1 has already submitted this application.');

    // Sections are frozen once submitted.
    const edit = await api.post(paths.saveCompany, mailingAndFinancials({ stateId: s.stateId, referenceNo: s.refNo }), s.token);
    expect(edit.status).toBe(400);
    expect(edit.body.message).toMatch(/already been submitted/);

    // The second applicant resumes: their part is still open.
    const second = await resumeAs(api, { uen: MERLION.uen, ...MERLION.second }, 'Resume');
    expect(second.body.model).toMatchObject({ status: '', isFirstUser: 'false', isContinue: 'true', moblileNo: '****5678', stateid: s.stateId });
    // Signing in with the identity service rotates the token: applicant 2 goes on with the new one.
    const signedIn = (await api.post(paths.myInfoData(s.stateId, MERLION.second.nric), undefined, second.token)).body.token as string;
    const asSecond = { ...s, token: signedIn };
    const form = (await api.get(paths.getPerson(s.stateId), asSecond.token)).body.model.fields.request;
    expect(form.ApplicantsDtlsMyInfo[1]).toMatchObject({ IDNumber: MERLION.second.nric, showCPFAndNOA: true, allowEdit: true });
    expect(form.ApplicantsDtlsMyInfo[0]).toMatchObject({ allowEdit: false });
    const own = retrievedApplicant(2, MERLION.second.nric, MERLION.second.name, MERLION.second.mobile, MERLION.second.email);
    expect((await api.put(paths.savePerson, { StateId: s.stateId, ReferenceNo: s.refNo, ApplicantDtls: [own] }, asSecond.token)).status).toBe(200);
    bank.clock.advance(31_000);
    await verifyOtp(asSecond, MERLION.second.mobile, 2);
    // The first user's acceptance is theirs: the second applicant accepts the declarations for themselves.
    const early = await api.put(paths.submit(s.stateId), submitBody(s, 2, MERLION.second.nric), asSecond.token);
    expect(early.status).toBe(400);
    expect(early.body.message).toBe('The application cannot be submitted yet: save the declarations accepted by applicant 2 first.');
    expect((await api.put(paths.saveDeclarations, { StateId: s.stateId, Request: true }, asSecond.token)).status).toBe(200);
    bank.clock.advance(31_000);
    await verifyOtp(asSecond, MERLION.second.mobile, 2);
    expect((await api.put(paths.submit(s.stateId), submitBody(s, 2, MERLION.second.nric), asSecond.token)).status).toBe(200);
    // Once submitted, their declarations are closed too; the first user's were closed at their submit.
    const late = await api.put(paths.saveDeclarations, { StateId: s.stateId, Request: true }, asSecond.token);
    expect(late.body.message).toBe('Applicant 2 has already submitted this application: the declarations can no longer be changed.');
    expect((await api.put(paths.saveDeclarations, { StateId: s.stateId, Request: true }, s.token)).body.message).toBe(
      'Applicant 1 has already submitted this application: the declarations can no longer be changed.',
    );

    const done = await status(asSecond);
    expect(done.ApplicationProgress).toBe('application_complete');
    expect(done.ApplicantsStatus.map((a) => a.status)).toEqual(['Submitted', 'Submitted']);
    expect((await lookup(MERLION.uen, MERLION.second.nric)).body.model).toMatchObject({ status: 'SUBMITTED', isContinue: 'false' });
  });

  it('completes a sole proprietor at once', async () => {
    const s = await retrieved(api, KOPI.nric);
    const ids = { stateId: s.stateId, referenceNo: s.refNo };
    await api.post(paths.saveCompany, mailingAndFinancials(ids), s.token);
    await api.put(paths.savePerson, { StateId: s.stateId, ReferenceNo: s.refNo, ApplicantDtls: [retrievedApplicant(1, KOPI.nric, '', KOPI.mobile, 'r@example.com')] }, s.token);
    await api.post(paths.saveAccount, { ...ids, disbursement_Branch_Code: '045', disbursement_Branch_Desc: '', disbursement_Branch_Account_No: KOPI.account }, s.token);
    await api.put(paths.saveDeclarations, { StateId: s.stateId, Request: true }, s.token);
    await verifyOtp(s, KOPI.mobile);
    expect((await api.put(paths.submit(s.stateId), submitBody(s, 1, KOPI.nric), s.token)).body).toEqual({ isSucess: true, model: { refNo: s.refNo } });
    expect(await status(s)).toMatchObject({ ApplicationProgress: 'application_complete', SoleorNonSole: 'Sole', Entity_Type_Code: 'S' });
  });

  it('continues the application a lookup found when retrieval starts again, instead of opening a new one', async () => {
    const s = await merlionReadyToSubmit(api);
    const { token } = await resumeAs(api, { uen: MERLION.uen, ...MERLION.first }, 'Resume');
    const state = await api.post(paths.createState, { packageId: '12000', dataFields: '' }, token);
    expect(state.body.model).toMatchObject({ stateId: s.stateId, referenceNo: s.refNo, packageId: '12000' });
    const signedIn = (await api.post(paths.myInfoData(s.stateId, MERLION.first.nric), undefined, token)).body;
    expect(signedIn).toMatchObject({ statuscode: 'OK' });
    // What was saved before the resume is still there.
    const company = await api.get(paths.getCompany(s.stateId), signedIn.token);
    expect(company.body.model.fields.request.financialHighlights.AnnualRevenue1).toBe('1250000.00');

    // A rejected application is not continued: retrieval starts a new one.
    const rejected = await retrieved(api, '201911223R');
    await api.put(paths.submit(rejected.stateId), submitBody(rejected, 1, 'S7667890A', 'Rejected'), rejected.token);
    const again = await lookup('201911223R', 'S7667890A', 'Resume');
    // The lookup opened nothing (no OTP): this start is a new application's, package 13000 (spec 1, 4.1).
    const fresh = await api.post(paths.createState, { packageId: '13000', dataFields: '' }, again.token);
    expect(fresh.body.model.stateId).not.toBe(rejected.stateId);
    expect(fresh.body.model.referenceNo).toBe('');
  });

  it('saves a rejected record without OTP and reports it as REJECTED', async () => {
    const s = await retrieved(api, MERLION.first.nric);
    const res = await api.put(paths.submit(s.stateId), submitBody(s, 1, MERLION.first.nric, 'Rejected'), s.token);
    expect(res.body).toEqual({ isSucess: true, model: { refNo: s.refNo } });
    expect((await lookup(MERLION.uen, MERLION.first.nric)).body.model?.status).toBe('REJECTED');
    const later = await api.put(paths.saveDeclarations, { StateId: s.stateId, Request: true }, s.token);
    expect(later.body.message).toMatch(/already been rejected/);
  });

  it("answers 'no records' when nothing matches, and does not bind the token", async () => {
    await retrieved(api, MERLION.first.nric);
    for (const [uen, nric] of [
      ['201512345K', 'S8712345F'],
      ['53312345D', MERLION.first.nric],
      ['999999999X', 'S1234567D'],
    ]) {
      const { body, token } = await lookup(uen, nric);
      expect(body).toEqual({ isSucess: false, message: 'We are sorry. There are no records found.', model: null });
      expect((await api.get(paths.getCompany('anything'), token)).body.message).toMatch(/not bound/);
    }
  });

  it('finds the latest application to resume, trims and ignores case, and names the product', async () => {
    await retrieved(api, MERLION.first.nric);
    bank.clock.advance(1000);
    const latest = await retrieved(api, MERLION.second.nric, { financingProduct: 'Personalised', wcl: 'Y' });
    const { body } = await lookup(' 201512345k ', ' s1234567d ', 'Resume');
    expect(body.model).toMatchObject({ referenceNo: latest.refNo, product: 'PBF', isFirstUser: 'false', name: MERLION.first.name, moblileNo: '' });
  });

  it('reports a draft as EXPIRED after 30 days, and a joint application nobody finished after its 14-day deadline', async () => {
    const draft = await retrieved(api, '201911223R');
    const s = await merlionReadyToSubmit(api);
    await verifyOtp(s, MERLION.first.mobile);
    await api.put(paths.submit(s.stateId), submitBody(s, 1, MERLION.first.nric), s.token);
    expect(await status(draft)).toMatchObject({ ApplicationProgress: '', Deadline: '' });
    bank.clock.advance(14 * DAY);
    expect((await lookup(MERLION.uen, MERLION.second.nric)).body.model?.status).toBe('');
    bank.clock.advance(1);
    expect((await lookup(MERLION.uen, MERLION.second.nric)).body.model?.status).toBe('EXPIRED');
    expect((await lookup('201911223R', 'S7667890A', 'Resume')).body.model?.status).toBe('');
    bank.clock.advance(16 * DAY);
    expect((await lookup('201911223R', 'S7667890A', 'Resume')).body.model).toMatchObject({ status: 'EXPIRED', isContinue: 'false' });
  });
});
