/**
 * What a build of the front end says about itself, in its output folder: the mode it was built for
 * (VITE_APP_MODE). vite.config.ts writes it; the bank reads it at start (webRoot.ts) and refuses a build
 * made for another mode. It is served with the build: the mode is no secret, the page shows it.
 */
export const BUILD_RECORD_FILE = 'build-mode.json';

export interface BuildRecord {
  mode: string;
}

export const buildRecordJson = (mode: string): string => `${JSON.stringify({ mode } satisfies BuildRecord)}\n`;
