import { test } from '@playwright/test';
import { recordCoverage } from './coverage';
import { START_WITHIN_MS, startSandboxBank, type SandboxBank } from './server';

/** The spec file's sandbox bank; `restart` brings it back on the same data folder and port. */
export interface FileBank extends SandboxBank {
  restart(): Promise<void>;
}

/**
 * Starts one sandbox bank before the spec file's tests and stops it after them. Read it inside tests
 * only: it runs from the first test to the last.
 */
export function sandboxBankForFile(): FileBank {
  let running: SandboxBank | undefined;
  const current = (): SandboxBank => {
    if (!running) throw new Error('the sandbox bank runs only while the tests of the file run');
    return running;
  };
  test.beforeAll(async () => {
    test.setTimeout(START_WITHIN_MS + 30_000);
    running = await startSandboxBank();
  });
  test.afterAll(async () => {
    await running?.stop();
  });
  return {
    get baseURL() {
      return current().baseURL;
    },
    get dataDir() {
      return current().dataDir;
    },
    stop: (options) => current().stop(options),
    async restart() {
      const { dataDir, baseURL } = current();
      await current().stop({ keepData: true });
      running = await startSandboxBank({ dataDir, removeData: true, port: Number(new URL(baseURL).port) });
    },
  };
}

/** Saves each test's journey coverage as `<prefix>-<test title>`; a test that closed its page saves none. */
export function recordCoverageOfEachTest(prefix: string): void {
  test.afterEach(async ({ page }, info) => {
    await recordCoverage(page, `${prefix}-${info.title.replace(/\W+/g, '-').slice(0, 60)}`).catch(() => undefined);
  });
}
