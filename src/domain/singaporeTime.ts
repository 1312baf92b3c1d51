/**
 * Singapore wall-clock time, whatever zone the browser or the server runs in: every date and time the
 * applicant and the bank read is Singapore's. Singapore has kept UTC+8 without daylight saving since
 * 1982, so a fixed offset is exact.
 */
const SGT_OFFSET_MS = 8 * 60 * 60 * 1000;

export interface SingaporeParts {
  y: number;
  m: number;
  d: number;
  hh: number;
  mm: number;
  ss: number;
}

export function sgParts(instant: Date): SingaporeParts {
  const shifted = new Date(instant.getTime() + SGT_OFFSET_MS);
  return {
    y: shifted.getUTCFullYear(),
    m: shifted.getUTCMonth() + 1,
    d: shifted.getUTCDate(),
    hh: shifted.getUTCHours(),
    mm: shifted.getUTCMinutes(),
    ss: shifted.getUTCSeconds(),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** yyyymmdd in Singapore. */
export function sgCompactDate(instant: Date): string {
  const { y, m, d } = sgParts(instant);
  return `${y}${pad(m)}${pad(d)}`;
}

/** yyyy-mm-dd in Singapore. */
export function sgIsoDate(instant: Date): string {
  const { y, m, d } = sgParts(instant);
  return `${y}-${pad(m)}-${pad(d)}`;
}

/** dd-mm-yyyy in Singapore: the bank's format for AppDate and Deadline. */
export function sgDisplayDate(instant: Date | null | undefined): string {
  if (!instant) return '';
  const { y, m, d } = sgParts(instant);
  return `${pad(d)}-${pad(m)}-${y}`;
}

/** dd-mm-yyyy HH:mm:ss in Singapore (24-hour clock). */
export function sgDisplayDateTime(instant: Date): string {
  const { hh, mm, ss } = sgParts(instant);
  return `${sgDisplayDate(instant)} ${pad(hh)}:${pad(mm)}:${pad(ss)}`;
}
