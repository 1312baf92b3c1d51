import type { FastifyInstance } from 'fastify';
import { PropertyDetails, SMEDL, paths, type GetPropertyResponse, type SaveResult } from '../../../../src/contract';
import { hasPropertyStep } from '../../../../src/domain/propertyReference';
import { checkProperty } from '../rules/property';
import type { BankContext } from '../../../context';
import { forReference, refuseWhenSubmitted } from '../../../http/access';
import { badRequest } from '../../../http/errors';
import { RefNoParams } from '../../../http/params';
import { parseBody, parseParams, rejectIssues } from '../../../http/validate';
import { tagReply, writeApplication } from '../../../http/writes';
import type { ApplicationRow } from '../../../store/applications';
import { findProperty, saveProperty } from '../../../store/property';

/** Spec 2, 2.1: the property step is there for the AIP product and for a property purpose. */
const asksProperty = (app: ApplicationRow) => hasPropertyStep(app.financing.financingProduct, app.financing.property);

/** Spec 3, section 7: GET GetPropertyDetails/{referenceNo} and POST PropertyDetails. */
export function propertyRoutes(app: FastifyInstance, ctx: BankContext): void {
  app.get(`${SMEDL}/GetPropertyDetails/:refNo`, async (request, reply): Promise<GetPropertyResponse> => {
    const { refNo } = parseParams(RefNoParams, request.params);
    const { application } = await forReference(ctx, request, refNo);
    tagReply(reply, application);
    return { isSucess: true, model: await findProperty(ctx.db, application.reference_no) };
  });

  app.post(paths.saveProperty, async (request, reply): Promise<SaveResult> => {
    const body = parseBody(PropertyDetails, request.body);
    const { application } = await forReference(ctx, request, body.referenceNo);
    // The property section lives in its own table; the application's version still counts its saves.
    await writeApplication(ctx, request, reply, application.reference_no, async (row, tx) => {
      refuseWhenSubmitted(row, 'property details');
      if (!asksProperty(row)) {
        throw badRequest('This application has no property step: property details are saved for the AIP product or a Property purpose only.');
      }
      rejectIssues(checkProperty(body, { aip: row.financing.financingProduct === 'AIP', now: ctx.now() }));
      await saveProperty(tx, body, ctx.now());
      return {};
    });
    return { isSucess: true };
  });
}
