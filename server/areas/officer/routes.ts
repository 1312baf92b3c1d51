import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AipResponse,
  AipShape,
  CreateOfficerApplication,
  GenerateLetterOfOffer,
  SetDates,
  SetProgress,
  paths,
  type OfficerApplication,
} from '../../../src/contract';
import type { BankContext } from '../../context';
import { badRequest, notFound, type Issue } from '../../http/errors';
import { RefNoParams } from '../../http/params';
import { parseBody, parseParams, rejectIssues } from '../../http/validate';
import { todaySg } from '../../days';
import { AIP_SHAPES } from './aip';
import { createFromPersona } from './create';
import { OFFICER_CONSOLE_SCRIPT, OFFICER_CONSOLE_STYLE, officerConsolePage } from './page';
import { expireSessions, listApplications } from './store';
import { officerApplication } from './view';
import { PERSONAS } from '../../personas';
import { findByReference, lockByReference, updateApplication, type ApplicationRow } from '../../store/applications';
import type { Queryable } from '../../db/db';
import { isCalendarDate } from '../../time';
import { foundOrRefuse, refuse } from '../refuse';
import { aipExpiryOf, disbursementOf, draftRefusal, expiryChange } from './rules';

type Result = { ok: true; application: OfficerApplication };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The contract checks the yyyy-mm-dd form; the bank also wants a day of the calendar (2026-02-30 is not). */
function checkDays(body: Record<string, unknown>, fields: readonly string[]): void {
  const issues: Issue[] = fields.flatMap((path) => {
    const day = body[path];
    return typeof day === 'string' && !isCalendarDate(day) ? [{ path, message: `${day} is not a day of the calendar` }] : [];
  });
  rejectIssues(issues);
}

/**
 * The officer console (SIM only, ours): the back office of the sandbox bank, so testers can move an
 * application to every status page of spec 2, section 4 and spec 3, section 4. No token: like the
 * other SIM aids it does not exist outside SIM mode (404).
 */
export function officerRoutes(app: FastifyInstance, ctx: BankContext): void {
  const load = async (q: Queryable, request: FastifyRequest, lock = false): Promise<ApplicationRow> => {
    const { refNo } = parseParams(RefNoParams, request.params);
    const row = lock ? await lockByReference(q, refNo) : await findByReference(q, refNo);
    if (!row) throw notFound(`There is no application ${refNo}.`);
    return row;
  };
  const result = (row: ApplicationRow): Result => ({ ok: true, application: officerApplication(row, ctx.now()) });
  /** Load, lock, change, answer: each officer action is one transaction. */
  const change = (request: FastifyRequest, work: (row: ApplicationRow, tx: Queryable, now: Date) => Promise<ApplicationRow>) =>
    ctx.db.transaction(async (tx) => {
      const row = await load(tx, request, true);
      return result(await work(row, tx, ctx.now()));
    });

  app.get(paths.officerConsoleScript, async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(OFFICER_CONSOLE_SCRIPT));
  app.get(paths.officerConsoleStyle, async (_request, reply) => reply.type('text/css; charset=utf-8').send(OFFICER_CONSOLE_STYLE));

  app.get(paths.officerConsole, async (_request, reply) => {
    const now = ctx.now();
    const applications = (await listApplications(ctx.db)).map((row) => officerApplication(row, now));
    const personas = PERSONAS.map((p) => ({ uen: p.company.Company_UEN, name: p.company.Company_Name, entity: p.company.Entity_Type_Code, persons: p.persons.length }));
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(officerConsolePage({ applications, personas, today: todaySg(now) }));
  });

  app.get(paths.officerApplications, async () => {
    const now = ctx.now();
    return { applications: (await listApplications(ctx.db)).map((row) => officerApplication(row, now)) };
  });

  app.get('/api/sim/officer/applications/:refNo', async (request) => result(await load(ctx.db, request)));

  app.post(paths.officerApplications, async (request): Promise<Result> => {
    const body = parseBody(CreateOfficerApplication, request.body);
    const progressGiven = isObject(request.body) && request.body.progress !== undefined;
    const now = ctx.now();
    const row = await ctx.db.transaction((tx) => createFromPersona(tx, body, progressGiven, now));
    return result(row);
  });

  app.put('/api/sim/officer/applications/:refNo/progress', async (request) => {
    const { progress } = parseBody(SetProgress, request.body);
    return change(request, async (row, tx, now) => {
      refuse(draftRefusal(row, 'a progress code'));
      return updateApplication(tx, row.reference_no, { progress, account_dtls: disbursementOf(row, progress, now), status_changed_at: now }, now);
    });
  });

  app.put('/api/sim/officer/applications/:refNo/aip', async (request) => {
    // The contract's union would only say "invalid input"; parsing each arm names the field at fault.
    const raw = request.body;
    const field = isObject(raw) && 'shape' in raw ? 'shape' : 'response';
    let response: AipResponse;
    if (isObject(raw) && 'shape' in raw) {
      response = AIP_SHAPES[parseBody(z.object({ shape: AipShape }), raw).shape];
    } else if (isObject(raw) && 'response' in raw) {
      response = parseBody(z.object({ response: AipResponse }), raw).response;
    } else {
      throw badRequest('Give either shape (noProperty, freehold, leasehold, leaseholdJtc) or a full response.', [
        { path: 'shape', message: 'is required (or give response)' },
      ]);
    }
    return change(request, async (row, tx, now) => {
      refuse(draftRefusal(row, 'an AIP response'));
      if (row.financing.financingProduct !== 'AIP') {
        throw badRequest(`Application ${row.reference_no} is not an AIP application: it takes no AIP response.`, [
          { path: field, message: 'applies to AIP applications only' },
        ]);
      }
      return updateApplication(tx, row.reference_no, { aip_response: response, expiry_date: aipExpiryOf(row, now) }, now);
    });
  });

  app.post('/api/sim/officer/applications/:refNo/letter-of-offer', async (request) => {
    const input = request.body ?? {};
    const body = parseBody(GenerateLetterOfOffer, input);
    checkDays(body, ['generatedOn']);
    return change(request, async (row, tx, now) => {
      refuse(draftRefusal(row, 'a letter of offer'));
      return updateApplication(tx, row.reference_no, { letter_of_offer_on: body.generatedOn ?? todaySg(now) }, now);
    });
  });

  app.put('/api/sim/officer/applications/:refNo/dates', async (request) => {
    const body = parseBody(SetDates, request.body);
    const fields = ['deadline', 'expiryDate', 'letterOfOfferOn'] as const;
    checkDays(body, fields);
    if (fields.every((f) => body[f] === undefined) && body.expire === undefined) {
      throw badRequest('Give at least one of deadline, expiryDate, letterOfOfferOn (yyyy-mm-dd) or expire (true/false).', [
        { path: 'deadline', message: 'or expiryDate, letterOfOfferOn, expire is required' },
      ]);
    }
    return change(request, async (row, tx, now) => {
      const patch: Parameters<typeof updateApplication>[2] = {};
      if (body.deadline) patch.deadline_override = body.deadline;
      if (body.expiryDate) patch.expiry_date = body.expiryDate;
      if (body.letterOfOfferOn) patch.letter_of_offer_on = body.letterOfOfferOn;
      const status = foundOrRefuse(expiryChange(row, body.expire));
      if (status) {
        patch.status = status;
        patch.status_changed_at = now;
      }
      return updateApplication(tx, row.reference_no, patch, now);
    });
  });

  app.post('/api/sim/officer/applications/:refNo/expire-sessions', async (request) => {
    const row = await load(ctx.db, request);
    const expired = await expireSessions(ctx.db, row.state_id, ctx.now());
    return { ...result(row), expiredSessions: expired };
  });
}
