import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { sgCompactDate } from '../time';

export const newToken = () => randomBytes(32).toString('base64url');
export const newStateId = () => randomUUID();
/** 'SME' + Singapore date + 6 random digits; uniqueness is enforced by the primary key (see applications.ts). */
export const newReferenceNo = (now: Date) => `SME${sgCompactDate(now)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
/** Six digits from the OS's CSPRNG: Math.random is predictable. */
export const newOtpCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
