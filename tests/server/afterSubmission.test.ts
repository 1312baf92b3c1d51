import { expect, it } from 'vitest';
import {
  AipResponse,
  ErrorBody,
  GetBoardMeetingResponse,
  GetNonLendingResponse,
  GetStatusResponse,
  LetterOfOfferResponse,
  SaveResult,
  ValidateBoardMeetingResponse,
  paths,
} from '../../src/contract';
import { AIP_SHAPES } from '../../server/areas/officer/aip';
import { SAMPLE_PROPERTY_ADDRESS, mobileOf } from '../../server/areas/officer/create';
import { KOPI, MERLION, lookUp, merlionReadyToSubmit, requestOtp, resumeAs, startApplication, type Started } from './helpers/journey';
import { pdfText } from './helpers/pdf';
import { describeBank } from './helpers/suite';

const INVALID_BM =
  'Invalid board meeting date! Note: BR date must be on the same day or after LO generation date and within 14 days from LO generation date.';
const preferences = { BusinessInsurance: 'N', FXDeskServices: 'Y', HalalNetworkAndCertifiedAdvisory: 'N', MYCurrentAccount: 'Y', SMEStartDigital: 'N' };

describeBank('after the submit', (bank, api) => {
  const submitBody = (s: Started, order = 1, nric = MERLION.first.nric, nonLending: 'Y' | 'N' = 'N') => ({
    RefNo: s.refNo,
    OrderNumber: order,
    IDNumber: nric,
    Status: 'Submitted',
    IsNonLendingCompleted: nonLending,
  });
  const verifyOtp = async (s: Started, mobile: string, order = 1) => {
    const code = await requestOtp(api, s, mobile, order);
    expect((await api.post(paths.otpVerify(mobile, code, s.stateId, s.refNo, order), undefined, s.token)).body.statusCode).toBe('0');
  };
  /** Merlion (LC, two directors) submitted by applicant 1 through the journey. */
  const submitted = async (nonLending: 'Y' | 'N' = 'N'): Promise<Started> => {
    const s = await merlionReadyToSubmit(api);
    if (nonLending === 'Y') expect((await api.post(paths.saveNonLending, { referenceno: s.refNo, ...preferences }, s.token)).status).toBe(200);
    await verifyOtp(s, MERLION.first.mobile);
    expect((await api.put(paths.submit(s.stateId), submitBody(s, 1, MERLION.first.nric, nonLending), s.token)).status).toBe(200);
    return s;
  };
  /** An application the officer made from a persona, and a token bound to it by a lookup and its OTP. */
  const officerMade = async (uen: string, nric: string, body: Record<string, unknown> = {}): Promise<Started> => {
    const made = await api.post(paths.officerApplications, { uen, product: 'BTL', ...body });
    expect(made.status).toBe(200);
    const { token } = await resumeAs(api, { uen, nric, mobile: mobileOf(nric) });
    return { token, stateId: made.body.application.stateId, refNo: made.body.application.referenceNo };
  };
  /** A lookup alone: its answer, and a token that opens nothing yet. */
  const lookup = async (uen: string, nric: string, type: 'Status' | 'Resume' = 'Status') => {
    const { lookupToken, body } = await lookUp(api, uen, nric, type);
    return { token: lookupToken, body };
  };
  const statusOf = async (s: Started, path = paths.getStatus) => {
    const res = await api.get(path(s.stateId, s.refNo), s.token);
    expect(res.status).toBe(200);
    return GetStatusResponse.parse(res.body).model.fields!.request!;
  };
  const generateLo = (s: Started, generatedOn?: string) =>
    api.post(paths.officerLetterOfOffer(s.refNo), generatedOn ? { generatedOn } : {});

  it('answers 401 without a token and 403 with the token of another application, on every new route', async () => {
    const s = await submitted();
    const other = await startApplication(api);
    const routes: [string, 'GET' | 'PUT' | 'POST', string, unknown?][] = [
      ['cancel', 'PUT', paths.cancel, { refNo: s.refNo, uen: MERLION.uen }],
      ['letter of offer', 'GET', paths.letterOfOffer(s.refNo)],
      ['validate board meeting', 'GET', paths.validateBoardMeeting(s.refNo, MERLION.uen, '20260302')],
      ['save board meeting', 'PUT', paths.saveBoardMeeting(s.refNo), { applicationNo: s.refNo, uen: MERLION.uen, bmdate: '20260302' }],
      ['get board meeting', 'GET', paths.getBoardMeeting(s.refNo)],
      ['get non-lending', 'GET', paths.getNonLending(s.refNo)],
      ['save non-lending', 'POST', paths.saveNonLending, { referenceno: s.refNo, ...preferences }],
      ['application PDF', 'GET', paths.applicationPdf(s.stateId, s.refNo)],
    ];
    for (const [name, method, url, body] of routes) {
      const send = (token?: string) =>
        method === 'GET' ? api.get(url, token) : method === 'PUT' ? api.put(url, body, token) : api.post(url, body, token);
      const anonymous = await send();
      expect(anonymous.status, name).toBe(401);
      expect(ErrorBody.parse(anonymous.body).message, name).toMatch(/Authorization/);
      const foreign = await send(other.token);
      expect(foreign.status, name).toBe(403);
      expect(foreign.body.message, name).toBe('This token belongs to another application.');
    }
    // Nothing happened to the application.
    expect((await lookup(MERLION.uen, MERLION.first.nric)).body.model?.status).toBe('SUBMITTED');
  });

  it('never answers 500, whatever JSON arrives on the new routes', async () => {
    const s = await submitted();
    await generateLo(s, '2026-03-02');
    const garbage = ['null', '"text"', '42', 'true', '[]', '{}', '{"refNo":{"$ne":1},"uen":[]}', '{"applicationNo":null,"bmdate":20260302}', '{"referenceno":"x","MYCurrentAccount":true}'];
    const routes: ['POST' | 'PUT', string][] = [
      ['PUT', paths.cancel],
      ['PUT', paths.saveBoardMeeting(s.refNo)],
      ['POST', paths.saveNonLending],
    ];
    for (const [method, url] of routes) {
      for (const payload of garbage) {
        const res = await bank.app.inject({ method, url, payload, headers: { 'content-type': 'application/json', authorization: `Bearer ${s.token}` } });
        expect(res.statusCode, `${method} ${url} ${payload}`).toBe(400);
        expect(ErrorBody.safeParse(res.json()).success, `${method} ${url} ${payload}`).toBe(true);
      }
    }
    for (const url of [paths.validateBoardMeeting(s.refNo, "x'; drop table applications; --", '20260302'), paths.getBoardMeeting('%00'), paths.letterOfOffer("' or 1=1 --")]) {
      const res = await api.get(url, s.token);
      expect(res.status, url).toBeLessThan(500);
    }
    expect((await lookup(MERLION.uen, MERLION.first.nric)).body.model?.status).toBe('SUBMITTED');
  });

  it('reports the recorded expiry, deadline, disbursement and non-lending flags in the status', async () => {
    const s = await submitted('Y');
    const before = await statusOf(s);
    expect(before.StatusDtls).toMatchObject({
      ExpiryDate: '',
      Deadline: '16-03-2026',
      AccountDtls: null,
      MYCurrentAccount: 'Y',
      FXDeskServices: 'Y',
      BusinessInsurance: 'N',
      SMEStartDigital: 'N',
      HalalNetworkAndCertifiedAdvisory: 'N',
    });
    expect(before.CIPAIPResponse).toBe('');
    expect(before.PropertyDetails).toBeNull();

    expect((await api.put(paths.officerDates(s.refNo), { deadline: '2026-04-01', expiryDate: '2026-05-01' })).status).toBe(200);
    bank.clock.advance(24 * 3600 * 1000);
    expect((await api.put(paths.officerProgress(s.refNo), { progress: 'DC' })).status).toBe(200);
    // A day later the morning's session has timed out (8 hours): the user looks the application up again.
    const again = { ...s, token: (await resumeAs(api, { uen: MERLION.uen, ...MERLION.first })).token };
    for (const path of [paths.getStatus, paths.getStatusEnquiry]) {
      const after = await statusOf(again, path);
      expect(after.StatusDtls).toMatchObject({
        ApplicationProgress: 'DC',
        ExpiryDate: '01-05-2026',
        Deadline: '01-04-2026',
        // The account saved on the account page, and the day the officer moved it to DC.
        AccountDtls: { AccountNum: MERLION.accounts[1], Ddate: '03-03-2026' },
      });
    }
  });

  it('keeps a pending joint application open until the end of the officer deadline day', async () => {
    const s = await submitted();
    await api.put(paths.officerDates(s.refNo), { deadline: '2026-03-05' });
    // 5 March, 23:59 in Singapore: still open for applicant 2.
    bank.clock.advance(Date.parse('2026-03-05T15:59:00Z') - bank.clock.now().getTime());
    expect((await lookup(MERLION.uen, MERLION.second.nric)).body.model?.status).toBe('');
    bank.clock.advance(60_000);
    expect((await lookup(MERLION.uen, MERLION.second.nric)).body.model?.status).toBe('EXPIRED');
  });

  it('round-trips the AIP response and the property of an AIP application', async () => {
    const s = await officerMade(MERLION.uen, MERLION.first.nric, { product: 'AIP', isExistingOTPAvailable: 'N' });
    expect((await statusOf(s)).CIPAIPResponse).toBe('');
    expect((await api.put(paths.officerAip(s.refNo), { shape: 'leaseholdJtc' })).status).toBe(200);
    const status = await statusOf(s, paths.getStatusEnquiry);
    expect(AipResponse.parse(JSON.parse(status.CIPAIPResponse))).toEqual(AIP_SHAPES.leaseholdJtc);
    expect(status.PropertyDetails).toEqual({ PropertyAddress: SAMPLE_PROPERTY_ADDRESS, PropertyInMind: 'Y' });
    // Spec 3, 9: valid 30 days from the day it was attached.
    expect(status.StatusDtls).toMatchObject({ ProductType: 'AIP', Property: 'Y', isExistingOTPAvailable: 'N', ExpiryDate: '01-04-2026' });

    const full = { ...AIP_SHAPES.freehold, maxCIPAIPLoanAmtFreehold: 2_345_678.5, TenureFreehold: 12 };
    expect((await api.put(paths.officerAip(s.refNo), { response: full })).status).toBe(200);
    expect(JSON.parse((await statusOf(s)).CIPAIPResponse)).toEqual(full);
  });

  it('saves and reads the non-lending preferences; the submit records IsNonLendingCompleted', async () => {
    const s = await merlionReadyToSubmit(api);
    expect(GetNonLendingResponse.parse((await api.get(paths.getNonLending(s.refNo), s.token)).body)).toEqual({ isSucess: true, model: null });

    const none = await api.post(paths.saveNonLending, { referenceno: s.refNo, ...preferences, FXDeskServices: 'N', MYCurrentAccount: 'N' }, s.token);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Select 1 or more check boxes');
    expect(none.body.issues.map((i: { path: string }) => i.path)).toContain('MYCurrentAccount');

    const bad = await api.post(paths.saveNonLending, { referenceno: s.refNo, ...preferences, SMEStartDigital: 'maybe' }, s.token);
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].path).toBe('SMEStartDigital');
    const missing = await api.post(paths.saveNonLending, { ...preferences }, s.token);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/referenceno/);

    // 'Y' without saved preferences is refused, naming the field.
    await verifyOtp(s, MERLION.first.mobile);
    const early = await api.put(paths.submit(s.stateId), submitBody(s, 1, MERLION.first.nric, 'Y'), s.token);
    expect(early.status).toBe(400);
    expect(early.body.issues[0].path).toBe('IsNonLendingCompleted');

    expect(SaveResult.parse((await api.post(paths.saveNonLending, { referenceno: s.refNo, ...preferences }, s.token)).body)).toEqual({ isSucess: true });
    expect((await api.get(paths.getNonLending(s.refNo), s.token)).body.model).toEqual({
      myCurrentAccount: 'Y',
      fxDeskServices: 'Y',
      businessInsurance: 'N',
      smeStartDigital: 'N',
      halalNetworkAndCertifiedAdvisory: 'N',
    });
    expect((await api.put(paths.submit(s.stateId), submitBody(s, 1, MERLION.first.nric, 'Y'), s.token)).status).toBe(200);
    const row = await bank.db.query<{ non_lending_completed: string }>('select non_lending_completed from applications where reference_no = $1', [s.refNo]);
    expect(row.rows[0].non_lending_completed).toBe('Y');

    // Spec 2, 6: only the first user chooses; applicant 2 may read but not save.
    const second = await resumeAs(api, { uen: MERLION.uen, ...MERLION.second }, 'Resume');
    expect((await api.get(paths.getNonLending(s.refNo), second.token)).status).toBe(200);
    const refused = await api.post(paths.saveNonLending, { referenceno: s.refNo, ...preferences }, second.token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/first applicant/);
  });

  it('cancels an application once: the lookup then says CANCELLED and later calls are refused', async () => {
    const s = await submitted();
    const wrongUen = await api.put(paths.cancel, { refNo: s.refNo, uen: KOPI.uen }, s.token);
    expect(wrongUen.status).toBe(400);
    expect(wrongUen.body.issues).toEqual([{ path: 'uen', message: `is not the UEN of application ${s.refNo}` }]);
    const noRef = await api.put(paths.cancel, { uen: MERLION.uen }, s.token);
    expect(noRef.status).toBe(400);
    expect(noRef.body.issues[0].path).toBe('refNo');

    const done = await api.put(paths.cancel, { refNo: s.refNo, uen: ` ${MERLION.uen.toLowerCase()} ` }, s.token);
    expect(done.status).toBe(200);
    expect(SaveResult.parse(done.body).isSucess).toBe(true);
    for (const nric of [MERLION.first.nric, MERLION.second.nric]) {
      expect((await lookup(MERLION.uen, nric)).body.model).toMatchObject({ status: 'CANCELLED', isContinue: 'false' });
    }
    const twice = await api.put(paths.cancel, { refNo: s.refNo, uen: MERLION.uen }, s.token);
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ isSucess: false, message: 'This application has already been cancelled.' });

    await generateLo(s, '2026-03-02');
    const bm = await api.put(paths.saveBoardMeeting(s.refNo), { applicationNo: s.refNo, uen: MERLION.uen, bmdate: '20260302' }, s.token);
    expect(bm.status).toBe(409);
    expect(bm.body.message).toMatch(/cancelled/);
  });

  it('refuses to cancel a disbursed or expired application', async () => {
    const s = await submitted();
    await api.put(paths.officerProgress(s.refNo), { progress: 'DC' });
    const disbursed = await api.put(paths.cancel, { refNo: s.refNo, uen: MERLION.uen }, s.token);
    expect(disbursed.status).toBe(409);
    expect(disbursed.body.message).toMatch(/disbursed/);
    await api.put(paths.officerDates(s.refNo), { expire: true });
    const expired = await api.put(paths.cancel, { refNo: s.refNo, uen: MERLION.uen }, s.token);
    expect(expired.status).toBe(409);
    expect(expired.body.message).toMatch(/expired/);
  });

  it('gives the letter of offer as a base64 PDF once the officer has generated it', async () => {
    const s = await submitted();
    const none = await api.get(paths.letterOfOffer(s.refNo), s.token);
    expect(none.status).toBe(404);
    expect(ErrorBody.parse(none.body).message).toBe(`No letter of offer has been generated for application ${s.refNo} yet.`);

    expect((await generateLo(s)).body.application.letterOfOfferOn).toBe('2026-03-02');
    const res = await api.get(paths.letterOfOffer(s.refNo), s.token);
    expect(res.status).toBe(200);
    const model = LetterOfOfferResponse.parse(res.body).model!;
    expect(model.uen).toBe(MERLION.uen);
    const pdf = Buffer.from(model.data, 'base64');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain(s.refNo);
    expect(text).toContain('Date: 02-03-2026');
    expect(text).toContain('MERLION PRECISION ENGINEERING PTE. LTD.');
  });

  it('validates board meeting dates: on or after the letter of offer and at most 14 days after it, real days only', async () => {
    const s = await submitted();
    const valid = async (yyyymmdd: string) => {
      const res = await api.get(paths.validateBoardMeeting(s.refNo, MERLION.uen, yyyymmdd), s.token);
      expect(res.status, yyyymmdd).toBe(200);
      return ValidateBoardMeetingResponse.parse(res.body).model!.valid;
    };
    // Before any letter: nothing is valid, and the answer says why.
    const early = await api.get(paths.validateBoardMeeting(s.refNo, MERLION.uen, '20260302'), s.token);
    expect(early.body).toEqual({ isSucess: true, message: 'No letter of offer has been generated for this application yet.', model: { valid: 'false' } });

    await generateLo(s, '2026-02-20');
    expect(await valid('20260219')).toBe('false'); // the day before
    expect(await valid('20260220')).toBe('true'); // the day of the letter
    expect(await valid('20260306')).toBe('true'); // +14 days, inclusive
    expect(await valid('20260307')).toBe('false'); // +15 days
    expect(await valid('20260231')).toBe('false'); // 31 February
    expect(await valid('20260230')).toBe('false');
    const invalid = await api.get(paths.validateBoardMeeting(s.refNo, MERLION.uen, '20260219'), s.token);
    expect(invalid.body.message).toBe(INVALID_BM);

    const format = await api.get(paths.validateBoardMeeting(s.refNo, MERLION.uen, '2026-03-01'), s.token);
    expect(format.status).toBe(400);
    expect(format.body.issues[0].path).toBe('bmdate');
    const uen = await api.get(paths.validateBoardMeeting(s.refNo, KOPI.uen, '20260301'), s.token);
    expect(uen.status).toBe(400);
    expect(uen.body.issues[0].path).toBe('uen');
  });

  it("states the board meeting window in the status, as the page shows it: the letter's day to 14 days after, dd-mm-yyyy", async () => {
    const s = await submitted();
    expect((await statusOf(s)).StatusDtls).toMatchObject({ BoardMeetingFrom: '', BoardMeetingTo: '' });
    await generateLo(s, '2026-02-20');
    expect((await statusOf(s, paths.getStatusEnquiry)).StatusDtls).toMatchObject({ BoardMeetingFrom: '20-02-2026', BoardMeetingTo: '06-03-2026' });
  });

  it('saves the board meeting date once, after checking it again', async () => {
    const s = await submitted();
    const save = (bmdate: string, body: Record<string, unknown> = {}) =>
      api.put(paths.saveBoardMeeting(s.refNo), { applicationNo: s.refNo, uen: MERLION.uen, bmdate, ...body }, s.token);
    expect(GetBoardMeetingResponse.parse((await api.get(paths.getBoardMeeting(s.refNo), s.token)).body)).toEqual({ isSucess: true, model: null });

    const noLetter = await save('20260302');
    expect(noLetter.status).toBe(400);
    expect(noLetter.body.message).toMatch(/No letter of offer/);

    await generateLo(s, '2026-03-02');
    for (const bad of ['20260301', '20260317', '20260231']) {
      const res = await save(bad);
      expect(res.status, bad).toBe(400);
      expect(res.body.message, bad).toBe(INVALID_BM);
      expect(res.body.issues[0].path, bad).toBe('bmdate');
    }
    const format = await save('2026031');
    expect(format.status).toBe(400);
    expect(format.body.issues[0]).toEqual({ path: 'bmdate', message: 'bmdate must be yyyymmdd' });
    const mismatch = await save('20260310', { applicationNo: 'SME20260101000000' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.issues[0].path).toBe('applicationNo');
    const uen = await save('20260310', { uen: KOPI.uen });
    expect(uen.status).toBe(400);
    expect(uen.body.issues[0].path).toBe('uen');

    const ok = await save('20260316');
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ isSucess: true });
    expect((await api.get(paths.getBoardMeeting(s.refNo), s.token)).body).toEqual({ isSucess: true, model: { day: 16, month: 3, year: 2026 } });

    const again = await save('20260310');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('The board meeting date has already been submitted and cannot be changed.');
    expect((await api.get(paths.getBoardMeeting(s.refNo), s.token)).body.model).toEqual({ day: 16, month: 3, year: 2026 });
    // The letter of offer now says so.
    const letter = LetterOfOfferResponse.parse((await api.get(paths.letterOfOffer(s.refNo), s.token)).body).model!;
    expect(pdfText(Buffer.from(letter.data, 'base64'))).toContain('Board meeting date confirmed: 16-03-2026.');
  });

  it('refuses board meeting dates for entity types other than LL, LC and PCLS', async () => {
    const s = await officerMade(KOPI.uen, KOPI.nric);
    await generateLo(s, '2026-03-02');
    const validate = await api.get(paths.validateBoardMeeting(s.refNo, KOPI.uen, '20260302'), s.token);
    expect(validate.status).toBe(400);
    expect(validate.body.message).toMatch(/Only entity types LL, LC and PCLS.*this business is S/);
    const save = await api.put(paths.saveBoardMeeting(s.refNo), { applicationNo: s.refNo, uen: KOPI.uen, bmdate: '20260302' }, s.token);
    expect(save.status).toBe(400);
    expect(save.body.message).toMatch(/Only entity types LL, LC and PCLS/);
    // The letter itself is there for them to accept.
    expect((await api.get(paths.letterOfOffer(s.refNo), s.token)).status).toBe(200);
  });

  it('serves the application summary as a PDF named after the application number', async () => {
    const s = await submitted();
    const res = await api.get(paths.applicationPdf(s.stateId, s.refNo), s.token);
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toBe('application/pdf');
    expect(res.raw.headers['content-disposition']).toBe(`attachment; filename="${s.refNo}.pdf"`);
    const bytes = res.raw.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(bytes);
    for (const expected of [s.refNo, MERLION.uen, 'MERLION PRECISION ENGINEERING PTE. LTD.', 'SGD 100,000.00', '3 years', 'SGD 3,226.72', '02-03-2026', 'Joint Application in Progress (1/2 Done)']) {
      expect(text, expected).toContain(expected);
    }
    expect(text).toMatch(/1\. TAN WEI MING\s+Submitted/);
    expect(text).toMatch(/2\. LIM MEI LING\s+Pending/);
    // Another application's reference number under this state: 403, like every call.
    const other = await startApplication(api);
    expect((await api.get(paths.applicationPdf(s.stateId, other.refNo), s.token)).status).toBe(403);
  });

  it('takes OTP order 0 as the person the lookup found, sent to the number on record; that code authorises no submit', async () => {
    const s = await merlionReadyToSubmit(api);
    const back = await lookup(MERLION.uen, MERLION.first.nric, 'Resume');
    expect(back.body.model?.moblileNo).toBe('****4567');
    // The path names the number (in full or as the lookup masked it); any other number is refused.
    for (const typed of [MERLION.second.mobile, '****5678', '99999999']) {
      const elsewhere = await api.post(paths.otpGenerate(typed, s.stateId, s.refNo, 0), undefined, back.token);
      expect(elsewhere.status).toBe(400);
      expect(elsewhere.body.message).toBe('Invalid Mobile Number.');
    }
    expect((await api.get(paths.simOtpOutbox('99999999'))).body.messages).toEqual([]);
    const sent = await api.post(paths.otpGenerate('****4567', s.stateId, s.refNo, 0), undefined, back.token);
    expect(sent.status).toBe(200);
    expect(sent.body.model.msg.msgHdr.statusDesc).toBe('Success');
    const code = (await api.get(paths.simOtpOutbox(MERLION.first.mobile))).body.messages[0].otp;
    const wrongMobile = await api.post(paths.otpVerify(MERLION.second.mobile, code, s.stateId, s.refNo, 0), undefined, back.token);
    expect(wrongMobile.status).toBe(400);
    expect(wrongMobile.body.message).toBe('Invalid Mobile Number.');
    const verified = await api.post(paths.otpVerify('****4567', code, s.stateId, s.refNo, 0), undefined, back.token);
    expect(verified.body).toMatchObject({ didError: false, statusCode: '0' });
    const asBack = { ...s, token: verified.body.token as string };

    // Verified, and done: it does not stand in for the submit's own OTP.
    const submit = await api.put(paths.submit(s.stateId), submitBody(s), asBack.token);
    expect(submit.status).toBe(400);
    expect(submit.body.message).toMatch(/must verify a new OTP/);
    bank.clock.advance(31_000);
    await verifyOtp(asBack, MERLION.first.mobile, 1);
    expect((await api.put(paths.submit(s.stateId), submitBody(s), asBack.token)).status).toBe(200);

    // The second applicant's lookup: order 0 is applicant 2, with their own number on record.
    bank.clock.advance(31_000);
    const second = await lookup(MERLION.uen, MERLION.second.nric);
    expect(second.body.model?.moblileNo).toBe('****5678');
    const theirs = await api.post(paths.otpGenerate('****5678', s.stateId, s.refNo, 0), undefined, second.token);
    expect(theirs.body.model.msg.msgHdr.statusDesc).toBe('Success');
    const row = await bank.db.query<{ order_number: number; purpose: string; mobile: string }>(
      'select order_number, purpose, mobile from otp_codes order by id desc limit 1',
    );
    expect(row.rows[0]).toEqual({ order_number: 2, purpose: 'lookup', mobile: MERLION.second.mobile });
  });

  it('refuses order 0 when the token has looked no one up, and orders above 5', async () => {
    const s = await startApplication(api);
    const res = await api.post(paths.otpGenerate(MERLION.first.mobile, s.stateId, s.refNo, 0), undefined, s.token);
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/has not looked this application up/);
    const six = await api.post(paths.otpGenerate(MERLION.first.mobile, s.stateId, s.refNo, 6), undefined, s.token);
    expect(six.status).toBe(400);
    expect(six.body.issues[0].path).toBe('order');
  });

  it('uses the officer-made mobile numbers for the OTP of an officer-made application', async () => {
    const s = await officerMade(KOPI.uen, KOPI.nric);
    const sent = await api.post(paths.otpGenerate(mobileOf(KOPI.nric), s.stateId, s.refNo, 0), undefined, s.token);
    expect(sent.body.model.msg.msgHdr.statusDesc).toBe('Success');
  });
});
