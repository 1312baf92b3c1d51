import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { paths } from '../../src/contract';
import { buildApp } from '../../server/app';
import { openDb } from '../../server/db/open';
import { migrate } from '../../server/db/migrate';
import { emptyClusterDump } from './helpers/backends';
import { client } from './helpers/bank';
import { MERLION, merlionReadyToSubmit, resumeAs } from './helpers/journey';

describe('a file-backed PGlite keeps its data across restarts', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sme-bank-restart-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  // The new folder starts from an empty cluster's dump, as a built bank starts from its seed: initdb is not under test.
  const start = async () => {
    const db = await openDb({ dataDir, seedFile: await emptyClusterDump() });
    await migrate(db);
    const app = await buildApp({ db });
    return { db, app, api: client(() => app) };
  };

  it('finds an application saved before the restart through the status lookup', async () => {
    const before = await start();
    const saved = await merlionReadyToSubmit(before.api);
    await before.app.close();
    await before.db.close();

    const after = await start();
    try {
      // Migrations found everything in place and applied nothing twice.
      expect(await migrate(after.db)).toEqual([]);
      const { token, body } = await resumeAs(after.api, { uen: MERLION.uen, ...MERLION.first }, 'Resume');
      expect(body).toMatchObject({
        isSucess: true,
        model: { referenceNo: saved.refNo, stateid: saved.stateId, status: '', isContinue: 'true', moblileNo: '****4567' },
      });
      const company = await after.api.get(paths.getCompany(saved.stateId), token);
      expect(company.body.model.fields.request.financialHighlights.AnnualRevenue1).toBe('1250000.00');
    } finally {
      await after.app.close();
      await after.db.close();
    }
  }, 60_000);
});
