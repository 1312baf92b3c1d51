import type { FastifyInstance } from 'fastify';
import { SMEDL, type PreviewForm } from '../../../../src/contract';
import type { BankContext } from '../../../context';
import { findProperty } from '../../../store/property';
import { previewForm } from '../views/preview';
import { formRoute } from './formRoute';

export function previewRoutes(app: FastifyInstance, ctx: BankContext): void {
  formRoute<PreviewForm>(
    app,
    ctx,
    `${SMEDL}/getSMEDLPreviewForm/:stateId`,
    async (application) => previewForm(application, await findProperty(ctx.db, application.reference_no)),
    { refuseTooManyPersons: true },
  );
}
