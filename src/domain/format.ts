import { COUNTRY_CODE } from './constants';
import { parseAmount } from './amounts';
import { messages } from './messages';
import { sgDisplayDateTime } from './singaporeTime';

const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const upToTwoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

function toNumber(n: number | string | null | undefined): number | undefined {
  const v = parseAmount(n);
  return v === undefined || Number.isNaN(v) ? undefined : v;
}

/** 'SGD 1,234,567.00': amounts in SGD with thousands separators and 2 decimals (spec 1, 9). '' when not a number. */
export function formatSGD(n: number | string | null | undefined): string {
  const v = toNumber(n);
  return v === undefined ? '' : `SGD ${twoDecimals.format(v)}`;
}

/** '1,234,567' (thousands separators, decimals only when present, at most 2). '' when not a number. */
export function formatAmount(n: number | string | null | undefined): string {
  const v = toNumber(n);
  return v === undefined ? '' : upToTwoDecimals.format(v);
}

/** Money as people read it: '1,250,000' for whole dollars, '1,250,000.50' (two decimals) otherwise. */
export function formatMoney(n: number | string | null | undefined): string {
  const v = toNumber(n);
  if (v === undefined) return '';
  return Number.isInteger(v) ? upToTwoDecimals.format(v) : twoDecimals.format(v);
}

/** Mask all but the last 4 characters: 'S1234567D' -> '*****567D' (spec 2, 9). Up to 4 characters are shown as is. */
export function maskLast4(value: string | null | undefined): string {
  if (!value) return '';
  return value.length <= 4 ? value : '*'.repeat(value.length - 4) + value.slice(-4);
}

/** '91234567' -> '****4567' (spec 2, 2.4). */
export function maskMobile(mobile: string | null | undefined): string {
  return maskLast4(mobile);
}

/** 'OTP has been sent to +65 ****4567 on 15-06-2025 14:03:09' (spec 2, 2.4: masked mobile, date and time in Singapore). */
export function otpSentMessage(mobile: string, sentAt: Date): string {
  return `${messages.otpSentPrefix} ${maskMobile(mobile)} on ${sgDisplayDateTime(sentAt)}`;
}

/** '+65 91234567' */
export function formatMobile(mobile: string): string {
  return `${COUNTRY_CODE} ${mobile}`;
}

/** Seconds left of an OTP countdown as 'm:ss' (2:00 ... 0:00). */
export function formatCountdown(msLeft: number): string {
  const total = Math.max(0, Math.ceil(msLeft / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}
