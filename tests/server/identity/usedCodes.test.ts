import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USED_CODE_KEEP_MS } from '../../../server/areas/identity/provider';
import { usedCodesIn } from '../../../server/areas/identity/store';
import type { Db } from '../../../server/db/db';
import { BACKENDS } from '../helpers/backends';

/*
 * Issue 35, finding 6: the used-code guard forgot a code after 50,000 others (one process's memory). In
 * the database it forgets a code by age alone, once no provider would still take it.
 */
const AT = new Date('2026-03-02T02:00:00.000Z');
const later = (ms: number) => new Date(AT.getTime() + ms);

describe.each(BACKENDS)('used provider codes in the database [$name]', (backend) => {
  describe.skipIf(!backend.available)(backend.available ? 'on this backend' : 'needs TEST_DATABASE_URL', () => {
    let db: Db;
    beforeAll(async () => {
      db = await backend.openMigrated();
    });
    afterAll(async () => db?.close());

    it('a code used once is refused after 50,000 other codes have been used', async () => {
      const used = usedCodesIn(db);
      expect(await used.claim('code-first', AT)).toBe(true);
      await db.query(
        `insert into identity_used_codes (code_hash, used_at, keep_until)
         select md5('other-' || n), $1, $2 from generate_series(1, 50001) as n`,
        [AT.toISOString(), later(USED_CODE_KEEP_MS).toISOString()],
      );
      expect(await used.claim('code-first', later(60_000))).toBe(false);
    });

    it('two claims of one code at the same moment: exactly one wins', async () => {
      const [a, b] = [usedCodesIn(db), usedCodesIn(db)];
      const results = await Promise.all([a.claim('code-raced', AT), b.claim('code-raced', AT)]);
      expect(results.filter(Boolean)).toHaveLength(1);
    });

    it('keeps the code\'s hash, not the code, and lets it go once its keep is over', async () => {
      const used = usedCodesIn(db);
      expect(await used.claim('code-kept', AT)).toBe(true);
      const hash = createHash('sha256').update('code-kept').digest('hex');
      const kept = await db.query<{ code_hash: string }>('select code_hash from identity_used_codes where code_hash = $1', [hash]);
      expect(kept.rows).toHaveLength(1);
      expect(await used.claim('code-kept', later(USED_CODE_KEEP_MS - 1))).toBe(false);
      expect(await used.claim('code-kept', later(USED_CODE_KEEP_MS + 1))).toBe(true);
    });
  });
});
