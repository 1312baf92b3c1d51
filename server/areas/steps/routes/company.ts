import type { FastifyInstance } from 'fastify';
import { MailingAndFinancials, SMEDL, paths, type CompanyForm, type SaveResult } from '../../../../src/contract';
import { checkMailingAndFinancials } from '../rules/company';
import type { BankContext } from '../../../context';
import { forApplication, refuseWhenSubmitted } from '../../../http/access';
import { badRequest } from '../../../http/errors';
import { parseBody, rejectIssues } from '../../../http/validate';
import { writeApplication } from '../../../http/writes';
import { sgIsoDate } from '../../../time';
import { NO_COMPANY } from '../forms';
import { companyForm } from '../views/company';
import { formRoute } from './formRoute';

export function companyRoutes(app: FastifyInstance, ctx: BankContext): void {
  // Spec 1, 7: Data 'Empty' is how the bank says there is no company (the client shows InvalidEntity).
  formRoute<CompanyForm>(app, ctx, `${SMEDL}/getCompanyDetailsForm/:stateId`, companyForm);

  app.post(paths.saveCompany, async (request, reply): Promise<SaveResult> => {
    const body = parseBody(MailingAndFinancials, request.body);
    const { application } = await forApplication(ctx, request, body.stateId, body.referenceNo);
    await writeApplication(ctx, request, reply, application.reference_no, (row) => {
      refuseWhenSubmitted(row, 'company details');
      if (!row.company) throw badRequest(NO_COMPANY);
      const checked = checkMailingAndFinancials(body, sgIsoDate(ctx.now()));
      rejectIssues(checked.issues);
      return { mailing: checked.mailing, financials: checked.financials };
    });
    return { isSucess: true };
  });
}
