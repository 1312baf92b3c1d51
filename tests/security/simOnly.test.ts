import { expect, it } from 'vitest';
import { paths } from '../../src/contract';
import type { Mode } from '../../server/context';
import { MERLION, newToken, startApplication } from '../server/helpers/journey';
import { describeBank } from '../server/helpers/suite';

/*
 * The sandbox's aids (personas, OTP outbox, officer console, journey coverage) and the persona-backed
 * identity retrieval exist in SIM only: in every other mode their paths are unknown to the bank, and
 * typing a persona's NRIC signs no one in.
 */

const SIM_ONLY_GETS = [
  paths.simPersonas,
  paths.simOtpOutbox(MERLION.first.mobile),
  '/api/sim/journey-coverage',
  paths.officerConsole,
  paths.officerApplications,
  paths.officerApplication('SME20260302000001'),
];

const routesOf = (printed: string) => printed.split('\n').map((line) => line.replace(/^[\s│├└─]+/, '').trim()).filter(Boolean);

for (const mode of ['PROD', 'UAT', 'SIT', 'DEV'] as const satisfies readonly Mode[]) {
  describeBank(
    `${mode}: nothing SIM-only exists`,
    (bank, api) => {
      it('answers 404 on every SIM aid', async () => {
        for (const url of SIM_ONLY_GETS) expect((await api.get(url)).status, url).toBe(404);
        expect((await api.post(paths.officerApplications, { uen: MERLION.uen })).status).toBe(404);
        expect((await api.put(paths.officerProgress('SME20260302000001'), {})).status).toBe(404);
      });

      it('registers no SIM route and no persona retrieval at all', () => {
        const routes = routesOf(bank.app.printRoutes({ commonPrefix: false }));
        expect(routes.length).toBeGreaterThan(10);
        expect(routes.filter((r) => /(^|\/)sim(\/|\s|$)/i.test(r))).toEqual([]);
        expect(routes.filter((r) => /GetSMEDigitalMyinfoData/i.test(r))).toEqual([]);
      });

      it("cannot sign anyone in by typing a persona's NRIC", async () => {
        const s = await startApplication(api);
        for (const method of ['POST', 'GET'] as const) {
          const url = paths.myInfoData(s.stateId, MERLION.first.nric);
          const res = method === 'POST' ? await api.post(url, undefined, s.token) : await api.get(url, s.token);
          expect(res.status, method).toBe(404);
        }
        const stored = await bank.db.query<{ persona_uen: string | null; persons: unknown }>(
          'select persona_uen, persons from applications where reference_no = $1',
          [s.refNo],
        );
        expect(stored.rows[0]).toEqual({ persona_uen: null, persons: null });
        const token = await bank.db.query<{ acting_nric: string | null }>('select acting_nric from tokens where token = $1', [s.token]);
        expect(token.rows[0].acting_nric).toBeNull();
        // No business was retrieved, so there is nothing to validate.
        expect((await api.get(paths.validateEntity(s.stateId), s.token)).body.isSucess).toBe(false);
      });

      it('still serves the real API', async () => {
        expect((await api.get(paths.health)).status).toBe(200);
        expect(typeof (await newToken(api))).toBe('string');
      });
    },
    { mode },
  );
}

describeBank('SIM: the aids are there', (bank, api) => {
  it('serves the personas, the retrieval and the officer list', async () => {
    expect((await api.get(paths.simPersonas)).status).toBe(200);
    expect((await api.get(paths.officerApplications)).status).toBe(200);
    const s = await startApplication(api);
    expect((await api.post(paths.myInfoData(s.stateId, MERLION.first.nric), undefined, s.token)).body).toMatchObject({ statuscode: 'OK' });
    expect(routesOf(bank.app.printRoutes({ commonPrefix: false })).some((r) => r.includes('GetSMEDigitalMyinfoData'))).toBe(true);
  });
});
