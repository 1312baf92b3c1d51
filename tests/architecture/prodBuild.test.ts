import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildFrontEnd } from '../../scripts/uatLike';

// No page where a user types an NRIC to be signed in exists in any build but SIM's.
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** The words of the sandbox sign-in page: its field, its button's hint and the persona list. */
const SANDBOX_PAGE = ['NRIC / UEN', 'Sandbox personas', 'Sandbox: enter the NRIC'];

function built(mode: string): string {
  const out = mkdtempSync(path.join(tmpdir(), `build-${mode}-`));
  dirs.push(out);
  buildFrontEnd(out, { VITE_APP_MODE: mode });
  return readdirSync(out, { recursive: true, withFileTypes: true })
    .filter((f) => f.isFile() && /\.(js|html)$/.test(f.name))
    .map((f) => readFileSync(path.join(f.parentPath, f.name), 'utf8'))
    .join('\n');
}

describe('the builds', () => {
  it('a SIM build carries the sandbox sign-in page (so the check below can fail)', () => {
    const sim = built('SIM');
    for (const words of SANDBOX_PAGE) expect(sim).toContain(words);
  }, 120_000);

  it('a PROD build carries none of it', () => {
    const prod = built('PROD');
    for (const words of SANDBOX_PAGE) expect(prod).not.toContain(words);
    // The provider's return is there: the page that reads code and state.
    expect(prod).toContain('Continue to Singpass');
  }, 120_000);
});
