import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_RECORD_FILE, checkStartup } from '../../server/startup';
import { BUILT } from './built';

/*
 * Issue 35, finding 10: a PROD bank without WEB_ROOT served the SIM build `npm run build` leaves in dist/web.
 * The build records its mode, and a bank of another mode refuses it.
 */
const KEY = 'k'.repeat(64);

describe('the build `npm run build` makes', () => {
  it('records that it was made for SIM', () => {
    expect(JSON.parse(readFileSync(path.join(BUILT.web, BUILD_RECORD_FILE), 'utf8'))).toEqual({ mode: 'SIM' });
  });

  it('is served by a SIM bank, and refused by a PROD bank that is not told where its own build is', () => {
    const cwd = path.dirname(path.dirname(BUILT.web));
    expect(checkStartup({ APP_MODE: 'SIM' }, cwd).webRoot).toBe(BUILT.web);
    expect(() => checkStartup({ APP_MODE: 'PROD', OTP_HASH_KEY: KEY }, cwd)).toThrow(/^dist\/web \(WEB_ROOT is not set\) holds a SIM build and the bank runs as APP_MODE=PROD/);
  });
});
