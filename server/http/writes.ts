import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../../src/domain/messages';
import type { BankContext } from '../context';
import type { Queryable } from '../db/db';
import { lockByReference, updateApplication, type ApplicationRow, type Patch } from '../store/applications';
import { badRequest, HttpError } from './errors';

/** The application's version as an HTTP entity tag; the reference keeps one application's tag from matching another's. */
export const etagOf = (row: Pick<ApplicationRow, 'reference_no' | 'version'>): string => `"${row.reference_no}.${row.version}"`;

/** Every answer that loads or changes an application tells the client which version it now holds. */
export function tagReply(reply: FastifyReply, row: Pick<ApplicationRow, 'reference_no' | 'version'> | null | undefined): void {
  if (row) reply.header('ETag', etagOf(row));
}

/**
 * Without If-Match the write is accepted: API clients and pages loaded before the bank handed out
 * tags cannot send one, and the journey's own client always does.
 */
function matches(request: FastifyRequest, row: ApplicationRow): boolean {
  const header = request.headers['if-match'];
  if (header === undefined || header === '') return true;
  const tags = String(header)
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''));
  return tags.includes('*') || tags.includes(etagOf(row));
}

export const staleApplication = () => new HttpError(409, messages.staleApplication);

/**
 * What a route does with the application, decided on the row as locked: it throws to refuse (status,
 * validation) and returns the columns to write. It may write other tables through tx, never ctx.db.
 */
export type Change = (row: ApplicationRow, tx: Queryable) => Patch | Promise<Patch>;

/**
 * Read, check and write one application in a single transaction holding its row lock. A submit takes
 * the same lock, so no save can pass its "not submitted" check and then land after the submit; the
 * If-Match check in the same place refuses a save from a tab that loaded an older version.
 */
export async function writeApplication(
  ctx: BankContext,
  request: FastifyRequest,
  reply: FastifyReply,
  referenceNo: string,
  change: Change,
  options: { checkIfMatch: boolean } = { checkIfMatch: true },
): Promise<ApplicationRow> {
  const saved = await ctx.db.transaction(async (tx) => {
    const row = await lockByReference(tx, referenceNo);
    if (!row) throw badRequest('The application no longer exists.');
    const patch = await change(row, tx);
    if (options.checkIfMatch && !matches(request, row)) throw staleApplication();
    return updateApplication(tx, referenceNo, patch, ctx.now());
  });
  tagReply(reply, saved);
  return saved;
}
