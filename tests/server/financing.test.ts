import { describe, expect, it } from 'vitest';
import { ErrorBody, GetFinancingResponse, paths, type FinancingApplication } from '../../src/contract';
import { messages } from '../../src/domain/messages';
import { financing, newToken, startApplication } from './helpers/journey';
import { describeBank } from './helpers/suite';

const personalised = (o: Partial<FinancingApplication> = {}) =>
  financing({
    financingProduct: 'Personalised', financingProductDescription: 'Personalised', financingTenure: 0, indicativeMonthlyInstallment: 0,
    indicativeInterestRate: 0, wcl: 'Y', financingAmount: 500000, ...o,
  });
const aip = (o: Partial<FinancingApplication> = {}) =>
  financing({
    financingProduct: 'AIP', financingProductDescription: 'Approval In-Principle', financingTenure: 0, indicativeMonthlyInstallment: 0,
    indicativeInterestRate: 0, property: 'Y', isExistingOTPAvailable: 'Y', financingAmount: 800000, ...o,
  });

describeBank('the financing start page (spec 1, 3.1 and 5.1)', (_bank, api) => {
  describe('accepts every product and reads it back by reference number', () => {
    it.each([
      ['Personalised, several purposes, Islamic', personalised({ trade: 'Y', property: 'Y', financingType: 'Islamic' })],
      ['Personalised, property only at 200,000', personalised({ wcl: 'N', property: 'Y', financingAmount: 200000 })],
      ['Personalised, ESG mode', personalised({ wcl: 'N', esg: 'Y', source: 'ESG Digital', financingAmount: 20000 })],
      ['AIP with an Option to Purchase', aip()],
      ['AIP without an Option to Purchase (no amount)', aip({ isExistingOTPAvailable: 'N', financingAmount: 0 })],
      ['Online', financing()],
    ])('%s', async (_name, application) => {
      const s = await startApplication(api, application);
      const read = await api.get(paths.getFinancing(s.refNo), s.token);
      expect(read.status).toBe(200);
      expect(GetFinancingResponse.parse(read.body).model).toEqual({ ...application, referenceNo: s.refNo, stateId: s.stateId });
    });
  });

  describe('refuses amounts and answers outside the product rules with 400 and a clear message', () => {
    it.each([
      ['Online below 20,000', financing({ financingAmount: 19999 }), 'financingAmount', messages.amountRangeOnline],
      ['Online above 300,000', financing({ financingAmount: 300001 }), 'financingAmount', messages.amountRangeOnline],
      ['Online without a tenure', financing({ financingTenure: 0 }), 'financingTenure', messages.tenureRequired],
      ['Personalised without a purpose', personalised({ wcl: 'N' }), 'wcl', messages.noPurposeSelected],
      ['Personalised below 20,000', personalised({ financingAmount: 19999 }), 'financingAmount', messages.amountRangePersonalised],
      ['Personalised above 10,000,000', personalised({ financingAmount: 10000001 }), 'financingAmount', messages.amountRangePersonalised],
      ['Personalised property only below 200,000', personalised({ wcl: 'N', property: 'Y', financingAmount: 199999 }), 'financingAmount', messages.amountRangeProperty],
      ['Personalised Islamic with GAS', personalised({ gas: 'Y', financingType: 'Islamic' }), 'financingType', messages.islamicNotAvailable],
      ['AIP without the existing-OTP answer', aip({ isExistingOTPAvailable: '' }), 'isExistingOTPAvailable', messages.existingOtpRequired],
      ['AIP with an Option to Purchase below 200,000', aip({ financingAmount: 199999 }), 'financingAmount', messages.amountRangeProperty],
      ['AIP above 10,000,000', aip({ financingAmount: 10000001 }), 'financingAmount', messages.amountRangeProperty],
      ['AIP not flagged as property', aip({ property: 'N' }), 'property', 'must be Y'],
      ['a promo code of 21 characters once decoded', financing({ promoCode: encodeURIComponent('A&'.repeat(10) + 'B') }), 'promoCode', messages.promoMax],
    ])('%s', async (_name, application, path, message) => {
      const token = await newToken(api);
      await api.post(paths.createState, { packageId: '13000', dataFields: '' }, token);
      const res = await api.post(paths.saveFinancing, application, token);
      expect(res.status).toBe(400);
      const body = ErrorBody.parse(res.body);
      expect(body.issues?.map((i) => i.path)).toEqual([path]);
      expect(body.issues?.[0].message).toContain(message);
      expect(body.message).toContain(path);
    });

    it('a promo code of 20 characters, encoded longer, is accepted', async () => {
      const s = await startApplication(api, financing({ promoCode: encodeURIComponent('A&'.repeat(10)), ddlPromoReferralCode1: 'PromoCode' }));
      expect(s.refNo).toMatch(/^SME/);
    });
  });

  describe('update in edit mode (PUT, same payload with referenceNo, owner only)', () => {
    it('saves the changed Personalised application', async () => {
      const s = await startApplication(api, personalised());
      const changed = personalised({ referenceNo: s.refNo, trade: 'Y', financingAmount: 750000, promoCode: 'P1', ddlPromoReferralCode1: 'PromoCode' });
      const res = await api.put(paths.updateFinancing, changed, s.token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ isSucess: true, model: { referenceNo: s.refNo } });
      const read = await api.get(paths.getFinancing(s.refNo), s.token);
      expect(read.body.model).toEqual({ ...changed, stateId: s.stateId });
    });

    it('applies the product rules to the update too', async () => {
      const s = await startApplication(api, aip());
      const res = await api.put(paths.updateFinancing, aip({ referenceNo: s.refNo, financingAmount: 100 }), s.token);
      expect(res.status).toBe(400);
      expect(ErrorBody.parse(res.body).issues).toEqual([{ path: 'financingAmount', message: messages.amountRangeProperty }]);
      expect((await api.get(paths.getFinancing(s.refNo), s.token)).body.model.financingAmount).toBe(800000);
    });

    it("refuses another applicant's application, for update and read", async () => {
      const mine = await startApplication(api, personalised());
      const other = await startApplication(api, aip());
      const update = await api.put(paths.updateFinancing, aip({ referenceNo: other.refNo }), mine.token);
      expect(update.status).toBe(403);
      expect((await api.get(paths.getFinancing(other.refNo), mine.token)).status).toBe(403);
    });

    it('refuses a read without a token', async () => {
      const s = await startApplication(api, aip());
      expect((await api.get(paths.getFinancing(s.refNo))).status).toBe(401);
    });
  });
});
