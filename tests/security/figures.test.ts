import { describe, expect, it } from 'vitest';
import { GetFinancingResponse, paths, type FinancingApplication } from '../../src/contract';
import { bankFigures } from '../../src/domain/bankFigures';
import { buildStartPayload, emptyStartValues } from '../../src/domain/financing';
import { findByReference } from '../../server/store/applications';
import { statusDetails } from '../../server/areas/status/view';
import { MERLION, financing, newToken, retrieved, startApplication } from '../server/helpers/journey';
import { describeBank } from '../server/helpers/suite';

/** Spec 1, 9: P r / (1 - (1 + r)^-n), r = 10 % / 12, n = 36, on 100,000: written out, not taken from the code. */
const ONLINE_100K_3Y = 3226.72;

describe('the bank decides the figures (one rule for the page and the bank)', () => {
  it('Online: the product label, the indicative 10 % and the annuity instalment', () => {
    expect(bankFigures('Online', 100000, 3, 10)).toEqual({
      financingProductDescription: 'Online',
      indicativeInterestRate: 10,
      indicativeMonthlyInstallment: ONLINE_100K_3Y,
    });
  });

  it('Personalised and AIP carry no indicative rate or instalment', () => {
    expect(bankFigures('Personalised', 500000, 0, 10)).toEqual({ financingProductDescription: 'Personalised', indicativeInterestRate: 0, indicativeMonthlyInstallment: 0 });
    expect(bankFigures('AIP', 800000, 0, 10)).toEqual({ financingProductDescription: 'Approval In-Principle', indicativeInterestRate: 0, indicativeMonthlyInstallment: 0 });
  });

  it('the start page sends exactly the bank figures', () => {
    const payload = buildStartPayload({ ...emptyStartValues('Online'), financingAmount: 100000, financingTenure: 3 }, { referenceNo: '', source: '', fixedInterestRate: true });
    expect({
      financingProductDescription: payload.financingProductDescription,
      indicativeInterestRate: payload.indicativeInterestRate,
      indicativeMonthlyInstallment: payload.indicativeMonthlyInstallment,
    }).toEqual(bankFigures('Online', 100000, 3, 10));
  });
});

const ATTACK: Partial<FinancingApplication> = {
  financingProductDescription: 'INTEREST-FREE GRANT',
  indicativeInterestRate: 0.01,
  indicativeMonthlyInstallment: 1,
};

describeBank('the applicant cannot set the terms the bank prints', (bank, api) => {
  const newState = async () => {
    const token = await newToken(api);
    const state = await api.post(paths.createState, { packageId: '13000', dataFields: '<browser>test</browser>' }, token);
    return { token, stateId: state.body.model.stateId as string };
  };

  it('a first save with a forged description, rate and instalment is refused with 400 naming each field, and nothing is stored', async () => {
    const { token, stateId } = await newState();
    const res = await api.post(paths.saveFinancing, financing({ stateId, ...ATTACK }), token);
    expect(res.status).toBe(400);
    const paths400 = (res.body.issues as { path: string }[]).map((i) => i.path).sort();
    expect(paths400).toEqual(['financingProductDescription', 'indicativeInterestRate', 'indicativeMonthlyInstallment']);
    expect(res.body.message).toMatch(/bank/i);
    // A retry with the right figures opens the application: the refused one left nothing behind.
    const ok = await api.post(paths.saveFinancing, financing({ stateId }), token);
    expect(ok.status).toBe(200);
  });

  it('each forged figure alone is refused', async () => {
    for (const [field, value] of Object.entries(ATTACK)) {
      const { token, stateId } = await newState();
      const res = await api.post(paths.saveFinancing, financing({ stateId, [field]: value }), token);
      expect(res.status, field).toBe(400);
      expect((res.body.issues as { path: string }[]).map((i) => i.path), field).toEqual([field]);
    }
  });

  it('a rate of 1e308 and an instalment of 1e308 are refused by the contract', async () => {
    for (const field of ['indicativeInterestRate', 'indicativeMonthlyInstallment', 'financingAmount'] as const) {
      const { token, stateId } = await newState();
      const res = await api.post(paths.saveFinancing, financing({ stateId, [field]: 1e308 }), token);
      expect(res.status, field).toBe(400);
    }
  });

  it('Personalised with an indicative rate or instalment is refused', async () => {
    const { token, stateId } = await newState();
    const personalised = financing({
      stateId, financingProduct: 'Personalised', financingProductDescription: 'Personalised', financingTenure: 0,
      indicativeMonthlyInstallment: 0, indicativeInterestRate: 5, wcl: 'Y', financingAmount: 500000,
    });
    const res = await api.post(paths.saveFinancing, personalised, token);
    expect(res.status).toBe(400);
    expect((res.body.issues as { path: string }[]).map((i) => i.path)).toEqual(['indicativeInterestRate']);
  });

  it('an instalment within 0.01 of the bank figure is accepted, and the bank figure is what is stored', async () => {
    const s = await startApplication(api, { indicativeMonthlyInstallment: ONLINE_100K_3Y + 0.01 });
    const read = GetFinancingResponse.parse((await api.get(paths.getFinancing(s.refNo), s.token)).body).model!;
    expect(read.indicativeMonthlyInstallment).toBe(ONLINE_100K_3Y);
    const off = await api.post(paths.updateFinancing, financing({ referenceNo: s.refNo, stateId: s.stateId, indicativeMonthlyInstallment: ONLINE_100K_3Y + 0.02 }), s.token);
    expect(off.status).toBe(400);
  });

  it('an update with forged figures is refused and the stored figures stay the bank figures', async () => {
    const s = await startApplication(api);
    for (const method of ['put', 'post'] as const) {
      const res = await api[method](paths.updateFinancing, financing({ referenceNo: s.refNo, stateId: s.stateId, ...ATTACK }), s.token);
      expect(res.status, method).toBe(400);
    }
    const again = await api.post(paths.saveFinancing, financing({ stateId: s.stateId, ...ATTACK }), s.token);
    expect(again.status).toBe(400);
    const read = GetFinancingResponse.parse((await api.get(paths.getFinancing(s.refNo), s.token)).body).model!;
    expect(read).toMatchObject(bankFigures('Online', 100000, 3, 10));
  });

  it('a new amount and tenure on update are stored with the bank instalment for them', async () => {
    const s = await startApplication(api);
    const figures = bankFigures('Online', 250000, 5, 10);
    const res = await api.put(paths.updateFinancing, financing({ referenceNo: s.refNo, stateId: s.stateId, financingAmount: 250000, financingTenure: 5, ...figures }), s.token);
    expect(res.status).toBe(200);
    const read = GetFinancingResponse.parse((await api.get(paths.getFinancing(s.refNo), s.token)).body).model!;
    expect(read).toMatchObject({ financingAmount: 250000, financingTenure: 5, ...figures });
    // 250,000 over 60 months at 10 %: 5,311.76 (spec 1, 9, worked by hand).
    expect(read.indicativeMonthlyInstallment).toBe(5311.76);
  });

  it('a row stored before the bank checked its figures still prints only the bank terms (summary, status, letter)', async () => {
    const s = await retrieved(api, MERLION.first.nric);
    await bank.db.query(`update applications set financing = financing || $2::jsonb where reference_no = $1`, [
      s.refNo,
      JSON.stringify(ATTACK),
    ]);
    const preview = await api.get(paths.getPreview(s.stateId), s.token);
    expect(preview.status).toBe(200);
    expect(preview.body.model.fields.request.Request_Form).toMatchObject({
      FinancingProductDescription: 'Online',
      IndicativeInterestRate: 10,
      IndicativeMonthlyInstallment: ONLINE_100K_3Y,
    });
    const status = statusDetails((await findByReference(bank.db, s.refNo))!);
    expect({ Facility: status.Facility, InterestRate: status.InterestRate, Instalment: status.Instalment }).toEqual({
      Facility: 'Business Term Loan',
      InterestRate: 10,
      Instalment: ONLINE_100K_3Y,
    });
  });
});
