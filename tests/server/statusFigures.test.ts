import { expect, it } from 'vitest';
import { GetStatusResponse, paths } from '../../src/contract';
import { startApplication, type Started } from './helpers/journey';
import { describeBank } from './helpers/suite';

/**
 * The figures of a status are the bank's (spec 2, 2.8): only the online product quotes a tenure, a rate
 * and an instalment (spec 1, 3.1), and an AIP without an Option to Purchase asks no amount. A figure the
 * bank has not given is absent, never a zero a page would print as "0 years" or "SGD 0.00".
 */
describeBank('the figures of a status', (_bank, api) => {
  const figures = async (s: Started) => {
    const res = await api.get(paths.getStatus(s.stateId, s.refNo), s.token);
    expect(res.status).toBe(200);
    const { Amount, Tenure, InterestRate, Instalment } = GetStatusResponse.parse(res.body).model.fields!.request!.StatusDtls;
    return { Amount, Tenure, InterestRate, Instalment };
  };

  it('gives an AIP without an Option to Purchase no amount, tenure, rate or instalment', async () => {
    const s = await startApplication(api, { financingProduct: 'AIP', isExistingOTPAvailable: 'N', financingAmount: 0, financingTenure: 0, property: 'Y' });
    expect(await figures(s)).toEqual({ Amount: null, Tenure: null, InterestRate: null, Instalment: null });
  });

  it('gives an AIP with an Option to Purchase its amount only', async () => {
    const s = await startApplication(api, { financingProduct: 'AIP', isExistingOTPAvailable: 'Y', financingAmount: 800000, financingTenure: 0, property: 'Y' });
    expect(await figures(s)).toEqual({ Amount: 800000, Tenure: null, InterestRate: null, Instalment: null });
  });

  it('gives a personalised application its amount only', async () => {
    const s = await startApplication(api, { financingProduct: 'Personalised', financingAmount: 500000, financingTenure: 0, wcl: 'Y' });
    expect(await figures(s)).toEqual({ Amount: 500000, Tenure: null, InterestRate: null, Instalment: null });
  });

  it('gives an online application all four', async () => {
    const s = await startApplication(api, { financingAmount: 100000, financingTenure: 3 });
    expect(await figures(s)).toEqual({ Amount: 100000, Tenure: 3, InterestRate: 10, Instalment: 3226.72 });
  });
});
