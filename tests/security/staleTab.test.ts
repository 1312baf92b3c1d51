import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { GetFinancingResponse, paths } from '../../src/contract';
import { messages } from '../../src/domain/messages';
import { MERLION, financing, mailingAndFinancials, retrieved, startApplication } from '../server/helpers/journey';
import { describeBank } from '../server/helpers/suite';

/** app.inject with the headers a browser tab would send. */
async function send(app: FastifyInstance, method: 'GET' | 'POST' | 'PUT', url: string, token: string, body?: unknown, ifMatch?: string) {
  const raw = await app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, ...(ifMatch ? { 'if-match': ifMatch } : {}) },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: raw.statusCode, body: JSON.parse(raw.body), etag: raw.headers.etag as string | undefined };
}

describeBank('a save from a stale tab is refused (409), not silently applied', (bank, api) => {
  it('two tabs load the financing, both save: the second gets 409 with a clear message and the first one is what is stored', async () => {
    const s = await startApplication(api);
    const tabA = await send(bank.app, 'GET', paths.getFinancing(s.refNo), s.token);
    const tabB = await send(bank.app, 'GET', paths.getFinancing(s.refNo), s.token);
    expect(tabA.etag).toBeTruthy();
    expect(tabB.etag).toBe(tabA.etag);

    const first = financing({ ...s, referenceNo: s.refNo, financingAmount: 200000, indicativeMonthlyInstallment: 6453.44 });
    const second = financing({ ...s, referenceNo: s.refNo, financingAmount: 150000, indicativeMonthlyInstallment: 4840.08 });
    const saveA = await send(bank.app, 'PUT', paths.updateFinancing, s.token, first, tabA.etag);
    expect(saveA.status).toBe(200);
    expect(saveA.etag).toBeTruthy();
    expect(saveA.etag).not.toBe(tabA.etag);

    const saveB = await send(bank.app, 'PUT', paths.updateFinancing, s.token, second, tabB.etag);
    expect(saveB.status).toBe(409);
    expect(saveB.body).toMatchObject({ isSucess: false, statusCode: 409, message: messages.staleApplication });

    const stored = GetFinancingResponse.parse((await api.get(paths.getFinancing(s.refNo), s.token)).body).model!;
    expect(stored.financingAmount).toBe(200000);

    // The first tab, holding the newest tag, saves again.
    const again = await send(bank.app, 'PUT', paths.updateFinancing, s.token, second, saveA.etag);
    expect(again.status).toBe(200);
  });

  it('the same holds for the company details; a save without If-Match (an API client) is accepted', async () => {
    const s = await retrieved(api, MERLION.first.nric);
    const ids = { stateId: s.stateId, referenceNo: s.refNo };
    const loaded = await send(bank.app, 'GET', paths.getCompany(s.stateId), s.token);
    expect(loaded.etag).toBeTruthy();
    const elsewhere = await send(bank.app, 'POST', paths.saveCompany, s.token, mailingAndFinancials(ids, { AnnualRevenue1: '500000.00' }));
    expect(elsewhere.status).toBe(200);
    const stale = await send(bank.app, 'POST', paths.saveCompany, s.token, mailingAndFinancials(ids, { AnnualRevenue1: '700000.00' }), loaded.etag);
    expect(stale.status).toBe(409);
    const row = await bank.db.query<{ financials: { AnnualRevenue1: string } }>('select financials from applications where reference_no = $1', [s.refNo]);
    expect(Number(row.rows[0].financials.AnnualRevenue1)).toBe(500000);
  });

  it("one application's tag does not pass for another's", async () => {
    const a = await startApplication(api);
    const b = await startApplication(api);
    const tagA = (await send(bank.app, 'GET', paths.getFinancing(a.refNo), a.token)).etag!;
    const res = await send(bank.app, 'PUT', paths.updateFinancing, b.token, financing({ ...b, referenceNo: b.refNo }), tagA);
    expect(res.status).toBe(409);
  });
});
