import { beforeAll, beforeEach, expect, it } from 'vitest';
import { CreateStateResponse, paths } from '../../src/contract';
import { MERLION, contactApplicant, financing, mailingAndFinancials, merlionReadyToSubmit, newToken, requestOtp, retrievedApplicant, type Started } from '../server/helpers/journey';
import { describeBank } from '../server/helpers/suite';

/** Rounds of a submit racing edits; the race only shows on PostgreSQL, where requests really run side by side. */
const SUBMIT_ROUNDS = 8;
const DOUBLE_SAVES = 100;

/**
 * Records every update of an application with its status before the update and which of the applicant's
 * sections it changed: the database itself says whether anything changed after the submit.
 */
const AUDIT = `
create table if not exists write_audit (reference_no text, old_status text, new_status text, sections text[]);
create or replace function audit_application_write() returns trigger language plpgsql as $$
begin
  insert into write_audit values (new.reference_no, old.status, new.status, array_remove(array[
    case when old.financing is distinct from new.financing then 'financing' end,
    case when old.financials is distinct from new.financials then 'financials' end,
    case when old.mailing is distinct from new.mailing then 'mailing' end,
    case when old.applicants is distinct from new.applicants then 'applicants' end,
    case when old.account is distinct from new.account then 'account' end
  ], null));
  return new;
end $$;
drop trigger if exists audit_application_write on applications;
create trigger audit_application_write after update on applications for each row execute function audit_application_write();
`;

describeBank('writes are atomic against submit, one application per state', (bank, api) => {
  beforeAll(async () => {
    await bank.db.exec(AUDIT);
  });
  beforeEach(async () => {
    await bank.db.exec('delete from write_audit');
  });

  const submitBody = (s: Started) => ({ RefNo: s.refNo, OrderNumber: 1, IDNumber: MERLION.first.nric, Status: 'Submitted', IsNonLendingCompleted: 'N' });
  const ids = (s: Started) => ({ stateId: s.stateId, referenceNo: s.refNo });

  it(`in ${SUBMIT_ROUNDS} rounds of a submit racing edits of the amount, the revenue, the persons and the account, nothing changes after the submit`, async () => {
    for (let round = 0; round < SUBMIT_ROUNDS; round++) {
      const s = await merlionReadyToSubmit(api);
      const code = await requestOtp(api, s, MERLION.first.mobile);
      expect((await api.post(paths.otpVerify(MERLION.first.mobile, code, s.stateId, s.refNo, 1), undefined, s.token)).body.statusCode).toBe('0');
      await bank.db.exec('delete from write_audit');

      const persons = {
        StateId: s.stateId,
        ReferenceNo: s.refNo,
        ApplicantDtls: [
          retrievedApplicant(1, MERLION.first.nric, MERLION.first.name, '98765432', MERLION.first.email),
          contactApplicant(2, MERLION.second.nric, MERLION.second.name, MERLION.second.mobile, MERLION.second.email),
        ],
      };
      const edits = [
        api.put(paths.updateFinancing, financing({ ...ids(s), financingAmount: 200000, indicativeMonthlyInstallment: 6453.44 }), s.token),
        api.post(paths.saveCompany, mailingAndFinancials(ids(s), { AnnualRevenue1: '999999.00' }), s.token),
        api.put(paths.savePerson, persons, s.token),
        api.post(paths.saveAccount, { ...ids(s), disbursement_Branch_Code: '012', disbursement_Branch_Desc: 'ORCHARD BRANCH', disbursement_Branch_Account_No: MERLION.accounts[0] }, s.token),
        api.post(paths.saveFinancing, financing({ stateId: s.stateId, financingAmount: 150000, indicativeMonthlyInstallment: 4840.08 }), s.token),
      ];
      const [submit, ...answers] = await Promise.all([api.put(paths.submit(s.stateId), submitBody(s), s.token), ...edits]);

      expect(submit.status, `round ${round}: submit`).toBe(200);
      for (const [i, answer] of answers.entries()) {
        expect([200, 400], `round ${round}, edit ${i}: ${JSON.stringify(answer.body)}`).toContain(answer.status);
      }
      const after = await bank.db.query<{ sections: string[] }>(
        `select sections from write_audit where reference_no = $1 and old_status <> 'Draft' and cardinality(sections) > 0`,
        [s.refNo],
      );
      expect(after.rows, `round ${round}: sections changed after the submit`).toEqual([]);
    }
  });

  it(`${DOUBLE_SAVES} double first saves on one state: never a 5xx, exactly one application per state`, async () => {
    const states: { token: string; stateId: string }[] = [];
    for (let i = 0; i < DOUBLE_SAVES; i++) {
      const token = await newToken(api);
      const state = await api.post(paths.createState, { packageId: '13000', dataFields: '<browser>test</browser>' }, token);
      states.push({ token, stateId: CreateStateResponse.parse(state.body).model!.stateId });
    }
    const answers = await Promise.all(
      states.flatMap(({ token, stateId }) => [
        api.post(paths.saveFinancing, financing({ stateId }), token),
        api.post(paths.saveFinancing, financing({ stateId, financingAmount: 150000, indicativeMonthlyInstallment: 4840.08 }), token),
      ]),
    );
    expect(answers.filter((a) => a.status >= 500).map((a) => a.body)).toEqual([]);
    for (let i = 0; i < DOUBLE_SAVES; i++) {
      const [first, second] = [answers[2 * i], answers[2 * i + 1]];
      // Both saves are the same application's: the loser changed the winner's application, or was told why not.
      for (const a of [first, second]) expect([200, 409]).toContain(a.status);
      if (first.status === 200 && second.status === 200) expect(second.body.model.referenceNo).toBe(first.body.model.referenceNo);
    }
    const counts = await bank.db.query<{ state_id: string; n: number }>(
      `select s.state_id, count(a.reference_no)::int as n from states s left join applications a on a.state_id = s.state_id group by s.state_id`,
    );
    expect(counts.rows.filter((r) => r.n !== 1)).toEqual([]);
  });
},
// Every request of the races comes from one address: the per-client limits (tested in rateLimits.test.ts)
// would refuse the 200 tokens and the burst long before a race could show.
{ limits: { tokensPerWindow: 10_000, requestsPerWindow: 100_000, otpCodesPerMobilePerDay: 1_000, otpCodesPerApplicationPerDay: 1_000 } });
