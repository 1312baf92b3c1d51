import { existsSync } from 'node:fs';

/**
 * Debian's Chromium where it is installed (this project's CI and dev machines cannot download
 * Playwright's browsers); otherwise Playwright's own browser, so anyone elsewhere can run the suite.
 */
const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function chromiumLaunchOptions() {
  const executablePath = process.env.CHROMIUM_PATH ?? SYSTEM_CHROMIUM.find((p) => existsSync(p));
  if (!executablePath) return {};
  return {
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  };
}
