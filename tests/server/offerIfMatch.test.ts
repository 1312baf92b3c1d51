import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { paths } from '../../src/contract';
import { messages } from '../../src/domain/messages';
import { MERLION, merlionSubmitted, resumeAs } from './helpers/journey';
import { describeBank } from './helpers/suite';

/** app.inject with the headers a browser tab sends: its token and, on a write, the tag it loaded. */
async function send(app: FastifyInstance, method: 'GET' | 'PUT', url: string, token: string, body?: object, ifMatch?: string) {
  const raw = await app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, ...(ifMatch ? { 'if-match': ifMatch } : {}) },
    ...(body === undefined ? {} : { payload: body }),
  });
  return { status: raw.statusCode, body: JSON.parse(raw.body), etag: raw.headers.etag as string | undefined };
}

describeBank('the offer routes honour If-Match: a tab that loaded an older version cannot cancel or save the board meeting date', (bank, api) => {
  const generateLo = (refNo: string, generatedOn: string) => api.post(paths.officerLetterOfOffer(refNo), { generatedOn });
  const stored = async (refNo: string) =>
    (await bank.db.query<{ status: string; board_meeting_date: string | null }>('select status, board_meeting_date from applications where reference_no = $1', [refNo])).rows[0];

  it('cancel: the status page tab that loaded before the other applicant saved the board meeting date gets 409 and nothing is cancelled', async () => {
    const s = await merlionSubmitted(api);
    await generateLo(s.refNo, '2026-03-02');
    const second = await resumeAs(api, { uen: MERLION.uen, ...MERLION.second });

    const tabA = await send(bank.app, 'GET', paths.getStatusEnquiry(s.stateId, s.refNo), s.token);
    expect(tabA.status).toBe(200);
    expect(tabA.etag).toBeTruthy();
    const tabB = await send(bank.app, 'GET', paths.getBoardMeeting(s.refNo), second.token);
    expect(tabB.etag).toBe(tabA.etag);

    const saved = await send(bank.app, 'PUT', paths.saveBoardMeeting(s.refNo), second.token, { applicationNo: s.refNo, uen: MERLION.uen, bmdate: '20260310' }, tabB.etag);
    expect(saved.status).toBe(200);
    expect(saved.etag).toBeTruthy();
    expect(saved.etag).not.toBe(tabA.etag);

    const stale = await send(bank.app, 'PUT', paths.cancel, s.token, { refNo: s.refNo, uen: MERLION.uen }, tabA.etag);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ isSucess: false, statusCode: 409, message: messages.staleApplication });
    expect((await stored(s.refNo)).status).not.toBe('Cancelled');

    // Reloaded, the page holds the newest tag and the cancel goes through.
    const reloaded = await send(bank.app, 'GET', paths.getStatusEnquiry(s.stateId, s.refNo), s.token);
    expect(reloaded.etag).toBe(saved.etag);
    const cancelled = await send(bank.app, 'PUT', paths.cancel, s.token, { refNo: s.refNo, uen: MERLION.uen }, reloaded.etag);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toEqual({ isSucess: true, message: messages.cancelled });
    expect((await stored(s.refNo)).status).toBe('Cancelled');
  });

  it('board meeting date: a page loaded before the letter of offer was generated again gets 409 and no date is stored', async () => {
    const s = await merlionSubmitted(api);
    await generateLo(s.refNo, '2026-02-20');
    const loaded = await send(bank.app, 'GET', paths.getBoardMeeting(s.refNo), s.token);
    expect(loaded.status).toBe(200);
    expect(loaded.etag).toBeTruthy();

    // The officer generates the letter again: the window the page showed is no longer the application's.
    await generateLo(s.refNo, '2026-03-02');
    const body = { applicationNo: s.refNo, uen: MERLION.uen, bmdate: '20260302' };
    const stale = await send(bank.app, 'PUT', paths.saveBoardMeeting(s.refNo), s.token, body, loaded.etag);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ isSucess: false, statusCode: 409, message: messages.staleApplication });
    expect((await stored(s.refNo)).board_meeting_date).toBeNull();

    // The page validates the date before saving it: the version it was checked against is the one the save names.
    const validated = await send(bank.app, 'GET', paths.validateBoardMeeting(s.refNo, MERLION.uen, body.bmdate), s.token);
    expect(validated.body.model).toEqual({ valid: 'true' });
    expect(validated.etag).toBeTruthy();
    expect(validated.etag).not.toBe(loaded.etag);
    const saved = await send(bank.app, 'PUT', paths.saveBoardMeeting(s.refNo), s.token, body, validated.etag);
    expect(saved.status).toBe(200);
    expect((await stored(s.refNo)).board_meeting_date).toBe('2026-03-02');
  });

  it("another application's tag does not pass on the offer routes", async () => {
    const s = await merlionSubmitted(api);
    const other = `"SME20260101000000.1"`;
    const cancel = await send(bank.app, 'PUT', paths.cancel, s.token, { refNo: s.refNo, uen: MERLION.uen }, other);
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe(messages.staleApplication);
  });
});
