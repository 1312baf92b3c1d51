import { BOARD_APPROVAL_ENTITY_TYPES, BOARD_MEETING_MAX_DAYS } from '../../../src/domain/constants';
import { DISBURSED_PROGRESS, needsBoardMeeting, offersCancel } from '../../../src/domain/statusPages';
import { compactToDay, type IsoDay } from '../../days';
import { boardMeetingWindow, isWithinBoardMeetingWindow } from '../../../src/domain/boardMeeting';
import { normaliseCode } from '../../personas';
import type { ApplicationRow } from '../../store/applications';
import { isOver, type EffectiveStatus } from '../status/rules';
import { conflict, invalid, type Refusal } from '../refusal';
import { pageMessages } from '../../../src/domain/pageMessages';

/*
 * What the bank decides at the offer stage (spec 2, 2.12-2.13, 4, 5 and 9): cancelling, the board
 * meeting date and its 14-day window. Plain values in, a decision out.
 */

/** Spec 2, sections 5 and 9: the window's rule is the domain's, the one the page applies too. */
export function isValidBoardMeetingDate(letterOfOfferOn: IsoDay | null, yyyymmdd: string): boolean {
  if (!letterOfOfferOn) return false;
  const day = compactToDay(yyyymmdd);
  if (!day) return false;
  return isWithinBoardMeetingWindow(boardMeetingDateOf(day), boardMeetingWindow(letterOfOfferOn));
}

/** The stored yyyy-mm-dd as the contract's day, month and year. */
export function boardMeetingDateOf(day: IsoDay): { day: number; month: number; year: number } {
  const [year, month, date] = day.split('-').map(Number);
  return { day: date, month, year };
}

/** The UEN a call names must be the application's own. */
export function uenRefusal(app: Pick<ApplicationRow, 'company' | 'persona_uen' | 'reference_no'>, uen: string): Refusal | undefined {
  const own = app.company?.Company_UEN ?? app.persona_uen ?? '';
  if (own && normaliseCode(uen) === own) return undefined;
  return invalid(`uen ${uen} is not the UEN of application ${app.reference_no}.`, [
    { path: 'uen', message: `is not the UEN of application ${app.reference_no}` },
  ]);
}

/** An application that is over refuses whatever `what` describes. */
export function overRefusal(status: EffectiveStatus, what: string): Refusal | undefined {
  return isOver(status) ? conflict(`This application has been ${status.toLowerCase()}: ${what}.`) : undefined;
}

/** Spec 2, 2.12: Cancel Application, refused once the application is over or the money is paid out. */
export function cancelRefusal(status: EffectiveStatus, progress: string): Refusal | undefined {
  if (status === 'Cancelled') return conflict('This application has already been cancelled.');
  const over = overRefusal(status, 'it can no longer be cancelled');
  if (over) return over;
  if (progress === DISBURSED_PROGRESS) return conflict('This financing has already been disbursed: the application can no longer be cancelled.');
  if (!offersCancel(progress)) return conflict('This application was not approved: it can no longer be cancelled.');
  return undefined;
}

/** Spec 2, section 6: only the entity types that need board approval confirm a board meeting date. */
export function boardEntityRefusal(entityTypeCode: string | null | undefined): Refusal | undefined {
  if (needsBoardMeeting(entityTypeCode)) return undefined;
  const types = `${BOARD_APPROVAL_ENTITY_TYPES.slice(0, -1).join(', ')} and ${BOARD_APPROVAL_ENTITY_TYPES.at(-1)}`;
  return invalid(
    `Only entity types ${types} confirm a board meeting date; this business is ${entityTypeCode || 'of no known type'}: accept the letter of offer directly.`,
  );
}

/**
 * Saving the board meeting date (spec 2, 4 and 5): once only, after the letter of offer, within its
 * window. The entity type and whether the application is over are checked first (boardEntityRefusal,
 * overRefusal).
 */
export function boardMeetingSaveRefusal(
  app: Pick<ApplicationRow, 'board_meeting_date' | 'letter_of_offer_on'>,
  bmdate: string,
): Refusal | undefined {
  if (app.board_meeting_date) return conflict('The board meeting date has already been submitted and cannot be changed.');
  if (!app.letter_of_offer_on) {
    return invalid('No letter of offer has been generated for this application yet: there is no board meeting date to confirm.');
  }
  if (!isValidBoardMeetingDate(app.letter_of_offer_on, bmdate)) {
    return invalid(pageMessages.invalidBoardMeetingDate, [{ path: 'bmdate', message: `is not within ${BOARD_MEETING_MAX_DAYS} days on or after the letter of offer date` }]);
  }
  return undefined;
}
