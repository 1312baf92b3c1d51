import { BOARD_APPROVAL_ENTITY_TYPES, BOARD_MEETING_MAX_DAYS } from '../../../domain/constants';
import { addDays, compactToDay, type IsoDay } from '../../days';

/** Spec 2, section 5: the bank's words when the date is refused. */
export const INVALID_BOARD_MEETING_DATE =
  'Invalid board meeting date! Note: BR date must be on the same day or after LO generation date and within 14 days from LO generation date.';

/** Spec 2, sections 6 and 9: entity types LL, LC and PCLS confirm a board meeting date. */
export const needsBoardMeeting = (entityTypeCode: string | null | undefined) =>
  (BOARD_APPROVAL_ENTITY_TYPES as readonly string[]).includes(entityTypeCode ?? '');

/**
 * Spec 2, sections 5 and 9: on or after the day the letter of offer was generated and within 14 days
 * of it. Ours: "within 14 days" is inclusive, so with a letter generated on 1 March the first valid
 * day is 1 March and the last is 15 March; 16 March is refused. The date must also be a day of the
 * calendar (20260231 is not).
 */
export function boardMeetingWindow(letterOfOfferOn: IsoDay): { first: IsoDay; last: IsoDay } {
  return { first: letterOfOfferOn, last: addDays(letterOfOfferOn, BOARD_MEETING_MAX_DAYS) };
}

export function isValidBoardMeetingDate(letterOfOfferOn: IsoDay | null, yyyymmdd: string): boolean {
  if (!letterOfOfferOn) return false;
  const day = compactToDay(yyyymmdd);
  if (!day) return false;
  const { first, last } = boardMeetingWindow(letterOfOfferOn);
  // yyyy-mm-dd strings compare as the days they name.
  return day >= first && day <= last;
}
