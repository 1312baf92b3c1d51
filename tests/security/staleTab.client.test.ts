import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import { journeyMachine } from '../../machines/journey.machine';
import { initialContext } from '../../machines/types';
import { buildApp } from '../../server/app';
import type { Db } from '../../server/db/db';
import { paths } from '../../src/contract';
import { ServiceError } from '../../services/errors';
import { configureApi } from '../../services/http';
import { getFinancing, updateFinancing } from '../../services/smedl';
import { messages } from '../../src/domain/messages';
import { BACKENDS } from '../server/helpers/backends';
import { TestClock, client } from '../server/helpers/bank';
import { financing, startApplication } from '../server/helpers/journey';

describe('the page learns that its application changed elsewhere', () => {
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

  it('the client sends the tag it loaded: after another tab saved, its save fails as a conflict, and a reload lets it save', async () => {
    const api = client(() => app);
    const s = await startApplication(api);
    const loaded = await getFinancing(s.token, s.refNo);

    // Another tab (no tag of ours) saves first.
    const other = await api.put(paths.updateFinancing, financing({ ...s, referenceNo: s.refNo, financingAmount: 200000, indicativeMonthlyInstallment: 6453.44 }), s.token);
    expect(other.status).toBe(200);

    const mine = { ...loaded, financingAmount: 150000, indicativeMonthlyInstallment: 4840.08 };
    const failure = await updateFinancing(s.token, mine).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ServiceError);
    expect((failure as ServiceError).kind).toBe('conflict');
    expect((failure as ServiceError).status).toBe(409);
    expect((await getFinancing(s.token, s.refNo)).financingAmount).toBe(200000);

    // Reloading hands the page the newest tag; the same change then goes through, and the next one too.
    await updateFinancing(s.token, mine);
    expect((await getFinancing(s.token, s.refNo)).financingAmount).toBe(150000);
    await updateFinancing(s.token, { ...mine, financingAmount: 100000, indicativeMonthlyInstallment: 3226.72 });
  });
});

describe('the screen tells the user what to do', () => {
  const saving = journeyMachine.resolveState({
    value: { application: { companyDetails: 'saving' } },
    context: { ...initialContext(), token: 't', stateId: 's', referenceNo: 'r' },
  });
  const failed = (error: ServiceError) => transition(journeyMachine, saving, { type: 'xstate.error.actor.saveCompany', error } as never)[0];

  it('a 409 shows the reload message in the error popup', () => {
    const next = failed(new ServiceError('conflict', 'changed', 409));
    expect(next.hasTag('errorPopup')).toBe(true);
    expect(next.context.popup?.body).toBe(messages.staleApplication);
  });

  it('any other save failure keeps the generic message', () => {
    expect(failed(new ServiceError('server', 'boom', 500)).context.popup?.body).toBe(messages.saveFailedBody);
  });
});
