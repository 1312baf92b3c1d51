import { z } from 'zod';
import { envelope, ID_MAX, REFERENCE_MAX, requiredText } from './common';

/** Spec 2, section 7: PUT putLoanCancel. */
export const CancelRequest = z.object({
  refNo: requiredText('refNo', REFERENCE_MAX),
  uen: requiredText('uen', ID_MAX),
});
export type CancelRequest = z.infer<typeof CancelRequest>;

/** GET GetLetterOffer/{applicationNo}: model.data is the PDF in base64. */
export const LetterOfOfferResponse = envelope(z.object({ data: z.string(), uen: z.string() }).nullable());
export type LetterOfOfferResponse = z.infer<typeof LetterOfOfferResponse>;

/** GET ValidateBoardMeeting/{applicationNo}/{uen}/{yyyymmdd}: model.valid is the string 'true' when valid. */
export const ValidateBoardMeetingResponse = envelope(z.object({ valid: z.string() }).nullable());
export type ValidateBoardMeetingResponse = z.infer<typeof ValidateBoardMeetingResponse>;

/** A date as yyyymmdd, the form the bank's board meeting calls use. */
export const Yyyymmdd = z.string().regex(/^\d{8}$/, 'bmdate must be yyyymmdd');

/** PUT BoardMeeting/{applicationNo}: spec 2, section 3 "Board meeting: day, month, year, uen, bmdate". */
export const SaveBoardMeetingRequest = z.object({
  applicationNo: requiredText('applicationNo', REFERENCE_MAX),
  uen: requiredText('uen', ID_MAX),
  bmdate: Yyyymmdd,
});
export type SaveBoardMeetingRequest = z.infer<typeof SaveBoardMeetingRequest>;

/** GET GetBoardMeeting/{applicationNo}: the saved date as day, month, year; model null when none is saved. */
export const BoardMeeting = z.object({ day: z.number().int(), month: z.number().int(), year: z.number().int() });
export type BoardMeeting = z.infer<typeof BoardMeeting>;
export const GetBoardMeetingResponse = envelope(BoardMeeting.nullable());
export type GetBoardMeetingResponse = z.infer<typeof GetBoardMeetingResponse>;
