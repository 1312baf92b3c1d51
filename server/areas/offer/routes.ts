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
} from '../../../src/contract';
import { messages } from '../../../src/domain/messages';
import type { BankContext } from '../../context';
import { forApplication, forReference } from '../../http/access';
import { badRequest, notFound } from '../../http/errors';
import { tagReply, writeApplication } from '../../http/writes';
import { StateAndRefParams } from '../../http/params';
import { parseBody, parseParams } from '../../http/validate';
import { compactToDay } from '../../days';
import { applicationSummaryPdf } from '../../pdf/applicationSummary';
import { letterOfOfferPdf } from '../../pdf/letterOfOffer';
import { refuse } from '../refuse';
import { effectiveStatus } from '../status/rules';
import {
  boardEntityRefusal,
  boardMeetingDateOf,
  boardMeetingSaveRefusal,
  cancelRefusal,
  isValidBoardMeetingDate,
  overRefusal,
  uenRefusal,
} from './rules';
import { pageMessages } from '../../../src/domain/pageMessages';

const id = (name: string) => z.string().trim().min(1, `${name} is required`).max(64, `${name} must be at most 64 characters`);
const ApplicationNoParams = z.object({ applicationNo: id('applicationNo') });
const ValidateParams = z.object({
  applicationNo: id('applicationNo'),
  uen: z.string().trim().min(1, 'uen is required').max(20, 'uen must be at most 20 characters'),
  bmdate: Yyyymmdd,
});

export function offerRoutes(app: FastifyInstance, ctx: BankContext): void {
  // Spec 2, 2.12: Cancel Application on the status and offer pages.
  // Both writes of the offer stage go through writeApplication: the row lock, and If-Match refusing a tab
  // that loaded an older version (an officer's change since, or the other applicant's cancel).
  app.put(paths.cancel, async (request, reply): Promise<SaveResult> => {
    const body = parseBody(CancelRequest, request.body);
    await forReference(ctx, request, body.refNo);
    const now = ctx.now();
    await writeApplication(ctx, request, reply, body.refNo, (application) => {
      refuse(uenRefusal(application, body.uen));
      refuse(cancelRefusal(effectiveStatus(application, now), application.progress));
      return { status: 'Cancelled', cancelled_at: now, status_changed_at: now };
    });
    return { isSucess: true, message: messages.cancelled };
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

  // The page validates the date just before it saves it: the save's If-Match then names the version the
  // date was checked against, and a change in between (the other applicant's date, a cancel) refuses it.
  app.get(`${SMEDL}/ValidateBoardMeeting/:applicationNo/:uen/:bmdate`, async (request, reply): Promise<ValidateBoardMeetingResponse> => {
    const { applicationNo, uen, bmdate } = parseParams(ValidateParams, request.params);
    const { application } = await forReference(ctx, request, applicationNo);
    tagReply(reply, application);
    refuse(uenRefusal(application, uen));
    refuse(boardEntityRefusal(application.company?.Entity_Type_Code));
    if (!application.letter_of_offer_on) {
      return { isSucess: true, message: 'No letter of offer has been generated for this application yet.', model: { valid: 'false' } };
    }
    const valid = isValidBoardMeetingDate(application.letter_of_offer_on, bmdate);
    return valid ? { isSucess: true, model: { valid: 'true' } } : { isSucess: true, message: pageMessages.invalidBoardMeetingDate, model: { valid: 'false' } };
  });

  app.put(`${SMEDL}/BoardMeeting/:applicationNo`, async (request, reply): Promise<SaveResult> => {
    const { applicationNo } = parseParams(ApplicationNoParams, request.params);
    const body = parseBody(SaveBoardMeetingRequest, request.body);
    if (body.applicationNo !== applicationNo) {
      throw badRequest(`applicationNo ${body.applicationNo} differs from the application number in the path (${applicationNo}).`, [
        { path: 'applicationNo', message: 'must be the application number of the path' },
      ]);
    }
    await forReference(ctx, request, applicationNo);
    const now = ctx.now();
    await writeApplication(ctx, request, reply, applicationNo, (application) => {
      refuse(uenRefusal(application, body.uen));
      refuse(boardEntityRefusal(application.company?.Entity_Type_Code));
      refuse(overRefusal(effectiveStatus(application, now), 'no board meeting date can be saved'));
      refuse(boardMeetingSaveRefusal(application, body.bmdate));
      return { board_meeting_date: compactToDay(body.bmdate) };
    });
    return { isSucess: true };
  });

  // The board meeting page loads this before its save: its tag is the version the save's If-Match names.
  app.get(`${SMEDL}/GetBoardMeeting/:applicationNo`, async (request, reply): Promise<GetBoardMeetingResponse> => {
    const { applicationNo } = parseParams(ApplicationNoParams, request.params);
    const { application } = await forReference(ctx, request, applicationNo);
    tagReply(reply, application);
    if (!application.board_meeting_date) return { isSucess: true, model: null };
    return { isSucess: true, model: boardMeetingDateOf(application.board_meeting_date) };
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
