import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CancelRequest,
  SMEDL,
  SaveBoardMeetingRequest,
  Yyyymmdd,
  paths,
  type GetBoardMeetingResponse,
  type LetterOfOfferResponse,
  type SaveResult,
  type ValidateBoardMeetingResponse,
} from '../../../contract';
import type { BankContext } from '../../context';
import { forApplication, forReference } from '../../http/access';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { StateAndRefParams } from '../../http/params';
import { parseBody, parseParams } from '../../http/validate';
import { INVALID_BOARD_MEETING_DATE, isValidBoardMeetingDate, needsBoardMeeting } from './rules';
import { compactToDay } from '../../days';
import { applicationSummaryPdf } from '../../pdf/applicationSummary';
import { letterOfOfferPdf } from '../../pdf/letterOfOffer';
import { normaliseCode } from '../../personas';
import { lockByReference, updateApplication, type ApplicationRow } from '../../store/applications';
import { effectiveStatus } from '../status/view';

const id = (name: string) => z.string().trim().min(1, `${name} is required`).max(64, `${name} must be at most 64 characters`);
const ApplicationNoParams = z.object({ applicationNo: id('applicationNo') });
const ValidateParams = z.object({
  applicationNo: id('applicationNo'),
  uen: z.string().trim().min(1, 'uen is required').max(20, 'uen must be at most 20 characters'),
  bmdate: Yyyymmdd,
});

/** 409: the call is well formed but the application's state forbids it (cancelled twice, saved twice). */
const conflict = (message: string) => new HttpError(409, message);

/** The UEN a call names must be the application's own (400 naming the field). */
function checkUen(app: ApplicationRow, uen: string): void {
  const own = app.company?.Company_UEN ?? app.persona_uen ?? '';
  if (!own || normaliseCode(uen) !== own) {
    throw badRequest(`uen ${uen} is not the UEN of application ${app.reference_no}.`, [
      { path: 'uen', message: `is not the UEN of application ${app.reference_no}` },
    ]);
  }
}

/** Cancelled, rejected and expired applications are over: nothing more happens to them. */
function refuseWhenOver(app: ApplicationRow, now: Date, what: string): void {
  const status = effectiveStatus(app, now);
  if (status === 'Cancelled' || status === 'Rejected' || status === 'Expired') {
    throw conflict(`This application has been ${status.toLowerCase()}: ${what}.`);
  }
}

function refuseWhenNoBoard(app: ApplicationRow): void {
  const entity = app.company?.Entity_Type_Code ?? '';
  if (!needsBoardMeeting(entity)) {
    throw badRequest(
      `Only entity types LL, LC and PCLS confirm a board meeting date; this business is ${entity || 'of no known type'}: accept the letter of offer directly.`,
    );
  }
}

export function offerRoutes(app: FastifyInstance, ctx: BankContext): void {
  // Spec 2, 2.12: Cancel Application on the status and offer pages.
  app.put(paths.cancel, async (request): Promise<SaveResult> => {
    const body = parseBody(CancelRequest, request.body);
    await forReference(ctx, request, body.refNo);
    const now = ctx.now();
    return ctx.db.transaction(async (tx) => {
      const application = await lockByReference(tx, body.refNo);
      if (!application) throw badRequest('The application no longer exists.');
      checkUen(application, body.uen);
      const status = effectiveStatus(application, now);
      if (status === 'Cancelled') throw conflict('This application has already been cancelled.');
      refuseWhenOver(application, now, 'it can no longer be cancelled');
      if (application.progress === 'DC') throw conflict('This financing has already been disbursed: the application can no longer be cancelled.');
      await updateApplication(tx, application.reference_no, { status: 'Cancelled', cancelled_at: now, status_changed_at: now }, now);
      return { isSucess: true, message: 'The financing application has been cancelled.' };
    });
  });

  app.get(`${SMEDL}/GetLetterOffer/:applicationNo`, async (request): Promise<LetterOfOfferResponse> => {
    const { applicationNo } = parseParams(ApplicationNoParams, request.params);
    const { application } = await forReference(ctx, request, applicationNo);
    if (!application.letter_of_offer_on) {
      throw notFound(`No letter of offer has been generated for application ${applicationNo} yet.`);
    }
    const pdf = await letterOfOfferPdf(application, ctx.now());
    return { isSucess: true, model: { data: Buffer.from(pdf).toString('base64'), uen: application.company?.Company_UEN ?? '' } };
  });

  app.get(`${SMEDL}/ValidateBoardMeeting/:applicationNo/:uen/:bmdate`, async (request): Promise<ValidateBoardMeetingResponse> => {
    const { applicationNo, uen, bmdate } = parseParams(ValidateParams, request.params);
    const { application } = await forReference(ctx, request, applicationNo);
    checkUen(application, uen);
    refuseWhenNoBoard(application);
    if (!application.letter_of_offer_on) {
      return { isSucess: true, message: 'No letter of offer has been generated for this application yet.', model: { valid: 'false' } };
    }
    const valid = isValidBoardMeetingDate(application.letter_of_offer_on, bmdate);
    return valid ? { isSucess: true, model: { valid: 'true' } } : { isSucess: true, message: INVALID_BOARD_MEETING_DATE, model: { valid: 'false' } };
  });

  app.put(`${SMEDL}/BoardMeeting/:applicationNo`, async (request): Promise<SaveResult> => {
    const { applicationNo } = parseParams(ApplicationNoParams, request.params);
    const body = parseBody(SaveBoardMeetingRequest, request.body);
    if (body.applicationNo !== applicationNo) {
      throw badRequest(`applicationNo ${body.applicationNo} differs from the application number in the path (${applicationNo}).`, [
        { path: 'applicationNo', message: 'must be the application number of the path' },
      ]);
    }
    await forReference(ctx, request, applicationNo);
    const now = ctx.now();
    return ctx.db.transaction(async (tx) => {
      const application = await lockByReference(tx, applicationNo);
      if (!application) throw badRequest('The application no longer exists.');
      checkUen(application, body.uen);
      refuseWhenNoBoard(application);
      refuseWhenOver(application, now, 'no board meeting date can be saved');
      // Spec 2, 4: a board meeting date once submitted cannot be changed.
      if (application.board_meeting_date) {
        throw conflict('The board meeting date has already been submitted and cannot be changed.');
      }
      if (!application.letter_of_offer_on) {
        throw badRequest('No letter of offer has been generated for this application yet: there is no board meeting date to confirm.');
      }
      if (!isValidBoardMeetingDate(application.letter_of_offer_on, body.bmdate)) {
        throw badRequest(INVALID_BOARD_MEETING_DATE, [{ path: 'bmdate', message: 'is not within 14 days on or after the letter of offer date' }]);
      }
      await updateApplication(tx, application.reference_no, { board_meeting_date: compactToDay(body.bmdate) }, now);
      return { isSucess: true };
    });
  });

  app.get(`${SMEDL}/GetBoardMeeting/:applicationNo`, async (request): Promise<GetBoardMeetingResponse> => {
    const { applicationNo } = parseParams(ApplicationNoParams, request.params);
    const { application } = await forReference(ctx, request, applicationNo);
    if (!application.board_meeting_date) return { isSucess: true, model: null };
    const [year, month, day] = application.board_meeting_date.split('-').map(Number);
    return { isSucess: true, model: { day, month, year } };
  });

  // Ours: the Save PDF of the submit-details and complete pages (spec 2, 2.8: named after the application number).
  app.get(`${SMEDL}/GetApplicationPDF/:stateId/:refNo`, async (request, reply) => {
    const { stateId, refNo } = parseParams(StateAndRefParams, request.params);
    const { application } = await forApplication(ctx, request, stateId, refNo);
    const pdf = await applicationSummaryPdf(application, ctx.now());
    const filename = application.reference_no.replace(/[^A-Za-z0-9_-]/g, '_');
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${filename}.pdf"`)
      .header('Cache-Control', 'no-store')
      .send(Buffer.from(pdf));
  });
}
