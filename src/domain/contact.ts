import { EMAIL_MAX_LENGTH, MOBILE_LENGTH } from './constants';
import { messages } from './messages';

/** 8 digits, nothing else: no +65, no spaces (spec 1, 5.4). */
export const MOBILE_PATTERN = new RegExp(`^\\d{${MOBILE_LENGTH}}$`);

/**
 * A practical e-mail address format: local part of letters, digits and . _ % + ' -, a domain of
 * labels separated by dots, and a top-level domain of 2 or more letters. No spaces, no doubled dots.
 */
export const EMAIL_PATTERN = /^(?!.*\.\.)[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

const isBlank = (v: string | null | undefined): boolean => v === null || v === undefined || v.trim() === '';

/** Mobile number rule (spec 1, 5.4; spec 2, 5): blank -> contactBlank; anything but 8 digits -> mobileInvalid. */
export function mobileError(v: string | null | undefined): string | undefined {
  if (isBlank(v)) return messages.contactBlank;
  return MOBILE_PATTERN.test(v as string) ? undefined : messages.mobileInvalid;
}

/** E-mail rule (spec 1, 5.4): blank -> contactBlank; over 60 -> emailMax; bad format -> emailInvalid. */
export function emailError(v: string | null | undefined): string | undefined {
  if (isBlank(v)) return messages.contactBlank;
  const value = v as string;
  if (value.length > EMAIL_MAX_LENGTH) return messages.emailMax;
  return EMAIL_PATTERN.test(value) ? undefined : messages.emailInvalid;
}
