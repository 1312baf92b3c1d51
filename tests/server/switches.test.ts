import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetStatusResponse, OtpVerificationResponse, paths } from '../../src/contract';
import { buildApp } from '../../server/app';
import type { Db } from '../../server/db/db';
import { BACKENDS } from './helpers/backends';
import { KOPI, MERLION, lookUp, merlionReadyToSubmit, requestOtp, retrieved, type Started } from './helpers/journey';
import { describeBank } from './helpers/suite';

/*
 * Spec 3, 9: the bank decides by its own switches. The OTP bar off: a submit needs no code and a
 * status lookup opens the application it found. The OTP API off: no SMS, any six digits verify. The
 * account check off: a typed account number of digits is accepted. And UAT or PROD will not start
 * without the second factor.
 */

const submitBody = (s: Started) => ({ RefNo: s.refNo, OrderNumber: 1, IDNumber: MERLION.first.nric, Status: 'Submitted', IsNonLendingCompleted: 'N' });
const statusOf = (res: { body: unknown }) => GetStatusResponse.parse(res.body).model.fields!.request!.StatusDtls;

describeBank('otpBar on (the spec\'s setting)', (_bank, api) => {
  it('refuses a submit without a verified OTP', async () => {
    const s = await merlionReadyToSubmit(api);
    const res = await api.put(paths.submit(s.stateId), submitBody(s), s.token);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The application cannot be submitted yet: applicant 1 must verify a new OTP first.');
  });

  it('a lookup hands out no token and opens nothing', async () => {
    const s = await merlionReadyToSubmit(api);
    const found = await lookUp(api, MERLION.uen, MERLION.first.nric, 'Resume');
    expect(found.body.model?.stateid).toBe(s.stateId);
    expect(found.body.model?.token).toBeUndefined();
    expect((await api.get(paths.getStatus(s.stateId, s.refNo), found.lookupToken)).status).toBe(403);
  });
});

describeBank(
  'otpBar off',
  (_bank, api) => {
    it('accepts a submit without any OTP', async () => {
      const s = await merlionReadyToSubmit(api);
      const res = await api.put(paths.submit(s.stateId), submitBody(s), s.token);
      expect(res.status).toBe(200);
      expect(statusOf(await api.get(paths.getStatus(s.stateId, s.refNo), s.token)).ApplicationNo).toBe(s.refNo);
    });

    it('a lookup opens the application it found, under a new token; the old token is ended', async () => {
      const s = await merlionReadyToSubmit(api);
      const found = await lookUp(api, MERLION.uen, MERLION.first.nric, 'Resume');
      const opened = found.body.model?.token;
      expect(opened).toBeTruthy();
      expect(opened).not.toBe(found.lookupToken);
      expect(found.body.model?.tokenExpirationDate).toBeTruthy();
      const status = await api.get(paths.getStatus(s.stateId, s.refNo), opened);
      expect(status.status).toBe(200);
      expect(statusOf(status).UEN).toBe(MERLION.uen);
      expect((await api.get(paths.getStatus(s.stateId, s.refNo), found.lookupToken)).status).toBe(401);
    });

    it('a lookup that finds nothing opens nothing', async () => {
      const found = await lookUp(api, MERLION.uen, MERLION.first.nric);
      expect(found.body).toMatchObject({ isSucess: false, model: null });
    });
  },
  { features: { otpBar: false } },
);

describeBank('otpApi on (the spec\'s setting)', (_bank, api) => {
  it('sends the code and verifies only that code', async () => {
    const s = await merlionReadyToSubmit(api);
    const code = await requestOtp(api, s, MERLION.first.mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const res = OtpVerificationResponse.parse((await api.post(paths.otpVerify(MERLION.first.mobile, wrong, s.stateId, s.refNo, 1), undefined, s.token)).body);
    expect(res.statusCode).toBe('1');
  });
});

describeBank(
  'otpApi off',
  (_bank, api) => {
    it('sends nothing, accepts any well-formed 6-digit code, and the submit goes through', async () => {
      const s = await merlionReadyToSubmit(api);
      const sent = await api.post(paths.otpGenerate(MERLION.first.mobile, s.stateId, s.refNo, 1), undefined, s.token);
      expect(sent.body.model.msg.msgHdr.statusDesc).toBe('Success');
      expect((await api.get(paths.simOtpOutbox(MERLION.first.mobile))).body.messages).toEqual([]);
      const verified = await api.post(paths.otpVerify(MERLION.first.mobile, '000000', s.stateId, s.refNo, 1), undefined, s.token);
      expect(OtpVerificationResponse.parse(verified.body).statusCode).toBe('0');
      expect((await api.put(paths.submit(s.stateId), submitBody(s), s.token)).status).toBe(200);
    });

    it('still refuses a code that is not six digits', async () => {
      const s = await merlionReadyToSubmit(api);
      await api.post(paths.otpGenerate(MERLION.first.mobile, s.stateId, s.refNo, 1), undefined, s.token);
      const res = await api.post(paths.otpVerify(MERLION.first.mobile, '12a456', s.stateId, s.refNo, 1), undefined, s.token);
      expect(res.status).toBe(400);
    });

    it('still asks for the OTP before a submit', async () => {
      const s = await merlionReadyToSubmit(api);
      expect((await api.put(paths.submit(s.stateId), submitBody(s), s.token)).status).toBe(400);
    });
  },
  { features: { otpApi: false } },
);

const accountBody = (s: Started, accountNo: string) => ({
  stateId: s.stateId,
  referenceNo: s.refNo,
  disbursement_Branch_Code: '012',
  disbursement_Branch_Desc: 'ORCHARD BRANCH',
  disbursement_Branch_Account_No: accountNo,
});

describeBank('accountCheck on (the spec\'s setting)', (_bank, api) => {
  it('refuses an account that is not in the applicant\'s list, and takes one that is', async () => {
    const s = await retrieved(api, KOPI.nric);
    const typed = await api.post(paths.saveAccount, accountBody(s, '12345678'), s.token);
    expect(typed.status).toBe(400);
    expect(typed.body.issues[0].path).toBe('disbursement_Branch_Account_No');
    expect((await api.post(paths.saveAccount, accountBody(s, KOPI.account), s.token)).status).toBe(200);
  });
});

describeBank(
  'accountCheck off',
  (_bank, api) => {
    it('accepts a typed account number of digits, in no list, and keeps it', async () => {
      const s = await retrieved(api, KOPI.nric);
      expect((await api.post(paths.saveAccount, accountBody(s, '123456789012'), s.token)).status).toBe(200);
      const saved = await api.get(paths.getAccount(s.stateId), s.token);
      expect(saved.body.model.disbursement_Branch_Account_No).toBe('123456789012');
    });

    it.each([
      ['empty', ''],
      ['fewer than 6 digits', '12345'],
      ['letters', '12345A78'],
      ['more than 80 digits', '1'.repeat(81)],
    ])('refuses a typed number that is %s', async (_name, accountNo) => {
      const s = await retrieved(api, KOPI.nric);
      const res = await api.post(paths.saveAccount, accountBody(s, accountNo), s.token);
      expect(res.status).toBe(400);
      expect(res.body.issues[0].path).toBe('disbursement_Branch_Account_No');
    });
  },
  { features: { accountCheck: false } },
);

describe('the second factor in UAT and PROD', () => {
  let db: Db;
  beforeAll(async () => {
    db = await BACKENDS[0].openMigrated();
  });
  afterAll(async () => {
    await db.close();
  });

  it.each([
    ['UAT', { otpBar: false }, /otpBar/],
    ['PROD', { otpBar: false }, /otpBar/],
    ['UAT', { otpApi: false }, /otpApi/],
    ['PROD', { otpBar: false, otpApi: false }, /otpBar and otpApi/],
  ] as const)('%s refuses to start with %o', async (mode, features, named) => {
    await expect(buildApp({ db, mode, features })).rejects.toThrow(named);
    await expect(buildApp({ db, mode, features })).rejects.toThrow(/only DEV, SIT, SIM may run without it/);
  });

  it.each(['DEV', 'SIT', 'SIM'] as const)('%s may run without the OTP bar and the OTP API', async (mode) => {
    const app = await buildApp({ db, mode, features: { otpBar: false, otpApi: false } });
    await app.close();
  });

  it('PROD starts with both on', async () => {
    const app = await buildApp({ db, mode: 'PROD' });
    await app.close();
  });
});
