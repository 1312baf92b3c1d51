import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  SMEDL,
  SaveNonLendingRequest,
  paths,
  type GetNonLendingResponse,
  type NonLendingPreferences,
  type SaveResult,
} from '../../../contract';
import type { BankContext } from '../../context';
import { forReference } from '../../http/access';
import { badRequest, forbidden, HttpError } from '../../http/errors';
import { RefNoParams } from '../../http/params';
import { parseBody, parseParams } from '../../http/validate';
import { tagReply, writeApplication } from '../../http/writes';
import { effectiveStatus } from '../status/rules';


/** Spec 3, section 8: the bank's words when no box is ticked. */
const SELECT_ONE = 'Select 1 or more check boxes';
const FLAGS = ['MYCurrentAccount', 'FXDeskServices', 'BusinessInsurance', 'SMEStartDigital', 'HalalNetworkAndCertifiedAdvisory'] as const;

export function nonLendingRoutes(app: FastifyInstance, ctx: BankContext): void {
  app.get(`${SMEDL}/getNonLendingDetails/:refNo`, async (request, reply): Promise<z.infer<typeof GetNonLendingResponse>> => {
    const { refNo } = parseParams(RefNoParams, request.params);
    const { application } = await forReference(ctx, request, refNo);
    tagReply(reply, application);
    return { isSucess: true, model: application.non_lending ?? null };
  });

  // Spec 2, 2.11 and 4: DONE on the pop-up saves the preferences, then the submit sends IsNonLendingCompleted 'Y'.
  app.post(paths.saveNonLending, async (request, reply): Promise<SaveResult> => {
    const body = parseBody(SaveNonLendingRequest, request.body);
    const { application: loaded, session } = await forReference(ctx, request, body.referenceno);
    if (FLAGS.every((flag) => body[flag] === 'N')) {
      throw badRequest(SELECT_ONE, FLAGS.map((path) => ({ path, message: "one of the five preferences must be 'Y'" })));
    }
    await writeApplication(ctx, request, reply, loaded.reference_no, (application) => {
      // Spec 2, 6: the opt-in is offered only to the first user.
      const firstUser = application.persons?.find((p) => p.OrderNumber === 1);
      if (!firstUser || session.actingNric !== firstUser.IDNumber) {
        throw forbidden('Only the first applicant (applicant 1) may choose the non-lending products.');
      }
      const status = effectiveStatus(application, ctx.now());
      if (status !== 'Draft' && status !== 'Submitted') {
        throw new HttpError(409, `This application has been ${status.toLowerCase()}: the non-lending preferences can no longer be saved.`);
      }
      const preferences: NonLendingPreferences = {
        myCurrentAccount: body.MYCurrentAccount,
        fxDeskServices: body.FXDeskServices,
        businessInsurance: body.BusinessInsurance,
        smeStartDigital: body.SMEStartDigital,
        halalNetworkAndCertifiedAdvisory: body.HalalNetworkAndCertifiedAdvisory,
      };
      return { non_lending: preferences };
    });
    return { isSucess: true };
  });
}
