import type { FastifyInstance } from 'fastify';
import type { BankContext } from '../../../context';
import { forState } from '../../../http/access';
import { StateIdParams } from '../../../http/params';
import { parseParams } from '../../../http/validate';
import { tagReply } from '../../../http/writes';
import type { ApplicationRow } from '../../../store/applications';
import { formRead, hasTooManyPersons, refusedRead, TOO_MANY } from '../forms';

/**
 * A step's form, read by state id (GET .../:stateId): open to the token bound to that state, tagged
 * with the application's version for the If-Match of the save that follows.
 */
export function formRoute<F>(
  app: FastifyInstance,
  ctx: BankContext,
  path: string,
  build: (application: ApplicationRow) => F | null | Promise<F | null>,
  options: { refuseTooManyPersons?: boolean } = {},
): void {
  app.get(path, async (request, reply) => {
    const { stateId } = parseParams(StateIdParams, request.params);
    const { application } = await forState(ctx, request, stateId);
    tagReply(reply, application);
    // The contract caps OrderNumber at 5: a sixth person cannot even be described on the wire.
    if (options.refuseTooManyPersons && hasTooManyPersons(application)) return refusedRead(TOO_MANY);
    return formRead(application ? await build(application) : null);
  });
}
