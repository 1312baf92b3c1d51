import { expect, it } from 'vitest';
import { ErrorBody, GetFinancingResponse, paths } from '../../src/contract';
import { statusDetails } from '../../server/areas/status/view';
import { findByReference } from '../../server/store/applications';
import { MERLION, financing, newToken, retrieved, startApplication } from './helpers/journey';
import { describeBank } from './helpers/suite';

/** S$100,000 over 36 months (annuity on the monthly rate, spec 1, 9), worked out by hand. */
const AT_8_5 = 3156.75;
const AT_12_OVER_5_YEARS_ON_250K = 5561.11;

async function save(api: Parameters<Parameters<typeof describeBank>[1]>[1], rate: number) {
  const token = await newToken(api);
  await api.post(paths.createState, { packageId: '13000', dataFields: '' }, token);
  return api.post(paths.saveFinancing, financing({ indicativeInterestRate: rate }), token);
}

describeBank('the Online rate, not fixed (spec 1, 5.1; spec 3, 9 fixedInterestRate off)', (bank, api) => {
  it('a chosen rate is saved with the instalment the bank works out at it, and read back in edit mode', async () => {
    const s = await startApplication(api, { indicativeInterestRate: 8.5 });
    const read = GetFinancingResponse.parse((await api.get(paths.getFinancing(s.refNo), s.token)).body).model!;
    expect(read).toMatchObject({ indicativeInterestRate: 8.5, indicativeMonthlyInstallment: AT_8_5 });
  });

  it.each([
    [7.95, 'Input Min. 8% - Max. 12%'],
    [12.05, 'Input Min. 8% - Max. 12%'],
    [9.03, 'Input the interest rate in steps of 0.05%'],
  ])('%f %% is refused with 400 and the rule in words', async (rate, message) => {
    const res = await save(api, rate);
    expect(res.status).toBe(400);
    const body = ErrorBody.parse(res.body);
    expect(body.issues).toEqual([{ path: 'indicativeInterestRate', message }]);
    expect(body.message).toContain('indicativeInterestRate');
  });

  it('an update may change the rate; the instalment follows it', async () => {
    const s = await startApplication(api);
    const changed = financing({ referenceNo: s.refNo, stateId: s.stateId, financingAmount: 250000, financingTenure: 5, indicativeInterestRate: 12 });
    expect(changed.indicativeMonthlyInstallment).toBe(AT_12_OVER_5_YEARS_ON_250K);
    expect((await api.put(paths.updateFinancing, changed, s.token)).status).toBe(200);
    const read = GetFinancingResponse.parse((await api.get(paths.getFinancing(s.refNo), s.token)).body).model!;
    expect(read).toMatchObject({ indicativeInterestRate: 12, indicativeMonthlyInstallment: AT_12_OVER_5_YEARS_ON_250K });
  });

  it('the summary and the status print the chosen rate and its instalment', async () => {
    const s = await retrieved(api, MERLION.first.nric, { indicativeInterestRate: 8.5 });
    const preview = await api.get(paths.getPreview(s.stateId), s.token);
    expect(preview.body.model.fields.request.Request_Form).toMatchObject({ IndicativeInterestRate: 8.5, IndicativeMonthlyInstallment: AT_8_5 });
    const status = statusDetails((await findByReference(bank.db, s.refNo))!);
    expect({ InterestRate: status.InterestRate, Instalment: status.Instalment }).toEqual({ InterestRate: 8.5, Instalment: AT_8_5 });
  });
});

describeBank(
  'the Online rate, fixed (spec 3, 9 fixedInterestRate on)',
  (_bank, api) => {
    it('the bank indicative 10 % is accepted', async () => {
      expect((await save(api, 10)).status).toBe(200);
    });

    it.each([9.5, 8, 12])('%f %%, though within 8..12, is refused with 400 naming the bank rate', async (rate) => {
      const res = await save(api, rate);
      expect(res.status).toBe(400);
      const issue = ErrorBody.parse(res.body).issues?.find((i) => i.path === 'indicativeInterestRate');
      expect(issue?.message).toContain('10');
    });
  },
  { features: { fixedInterestRate: true } },
);
