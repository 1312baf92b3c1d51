import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Db } from '../../server/db/db';
import { paths } from '../../src/contract';
import { messages } from '../../src/domain/messages';
import { ServiceError } from '../../services/errors';
import { configureApi } from '../../services/http';
import { cancelApplication, loadStatusView } from '../../services/status';
import { BACKENDS } from './helpers/backends';
import { TestClock, client } from './helpers/bank';
import { MERLION, merlionSubmitted, resumeAs } from './helpers/journey';

describe('the status page sends the version it loaded with Cancel Application', () => {
  let db: Db;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await BACKENDS.find((b) => b.name === 'pglite')!.openMigrated();
    app = await buildApp({ db, now: new TestClock().now, mode: 'SIM' });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    configureApi({ apiBase: address });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('after the other applicant changed the application, the cancel fails as a conflict with the stale-tab words; reloaded, it cancels', async () => {
    const api = client(() => app);
    const s = await merlionSubmitted(api);
    await api.post(paths.officerLetterOfOffer(s.refNo), { generatedOn: '2026-03-02' });
    await loadStatusView(s.token, s.stateId, s.refNo, 'enquiry');

    const second = await resumeAs(api, { uen: MERLION.uen, ...MERLION.second });
    const saved = await api.put(paths.saveBoardMeeting(s.refNo), { applicationNo: s.refNo, uen: MERLION.uen, bmdate: '20260310' }, second.token);
    expect(saved.status).toBe(200);

    const failure = await cancelApplication(s.token, { refNo: s.refNo, uen: MERLION.uen }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ServiceError);
    expect(failure).toMatchObject({ kind: 'conflict', status: 409, message: messages.staleApplication });

    await loadStatusView(s.token, s.stateId, s.refNo, 'enquiry');
    await cancelApplication(s.token, { refNo: s.refNo, uen: MERLION.uen });
    const row = await db.query<{ status: string }>('select status from applications where reference_no = $1', [s.refNo]);
    expect(row.rows[0].status).toBe('Cancelled');
  });
});
