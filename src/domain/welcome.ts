import * as yup from 'yup';
import { messages } from './messages';
import type { Option } from './reference';
import type { LookupNotice, LookupOption } from './statusLookup';

/** 'Welcome back!' (spec 2, 2.6 and 5 "Status form"): the option, UEN and NRIC/FIN, and the captcha when on. */

export const LOOKUP_OPTIONS: readonly Option<LookupOption>[] = [
  { code: 'Status', label: 'Status Enquiry / View Offer' },
  { code: 'Resume', label: 'Resume Application' },
];

/** The wire limit of the lookup (contract StatusLookupRequest). */
export const LOOKUP_ID_MAX_LENGTH = 20;

export interface WelcomeValues {
  option: LookupOption | '';
  uen: string;
  nric: string;
  /** The human check; only asked when the captcha feature is on. */
  human: boolean;
}

export function welcomeSchema(opts: { captcha: boolean }) {
  return yup.object({
    option: yup.string().required(messages.statusOptionRequired).oneOf(['Status', 'Resume'], messages.statusOptionRequired),
    uen: yup.string().trim().required(messages.uenRequired).max(LOOKUP_ID_MAX_LENGTH, messages.maxLength(LOOKUP_ID_MAX_LENGTH)),
    nric: yup.string().trim().required(messages.nricRequired).max(LOOKUP_ID_MAX_LENGTH, messages.maxLength(LOOKUP_ID_MAX_LENGTH)),
    human: opts.captcha ? yup.boolean().oneOf([true], messages.captchaRequired) : yup.boolean(),
  });
}

/**
 * What the page says for a lookup notice (spec 2, 4 "Status lookup result rules"). A missing mobile is
 * 'no records' (section 4) with the OTP's 'Invalid Mobile Number.' (section 5) saying why no code can be sent.
 */
export function lookupNoticeLines(notice: LookupNotice): readonly string[] {
  switch (notice) {
    case 'noRecords':
      return [messages.noRecords];
    case 'noRecordsEnquiry':
      return [messages.noRecordsStatusEnquiry];
    case 'cancelled':
      return [messages.cancelled];
    case 'noMobile':
      return [messages.noRecords, messages.otpInvalidMobile];
  }
}
