import type { FastifyInstance } from 'fastify';
import { MailingAndFinancials, SMEDL, paths, type GetCompanyResponse, type SaveResult } from '../../../../contract';
import { checkMailingAndFinancials } from '../../../checks/company';
import type { BankContext } from '../../../context';
import { forApplication, forState, refuseWhenSubmitted } from '../../../http/access';
import { badRequest } from '../../../http/errors';
import { StateIdParams } from '../../../http/params';
import { parseBody, parseParams, rejectIssues } from '../../../http/validate';
import { tagReply, writeApplication } from '../../../http/writes';
import { sgIsoDate } from '../../../time';
import { formRead, NO_COMPANY } from '../forms';
import { companyForm } from '../views/company';

export function companyRoutes(app: FastifyInstance, ctx: BankContext): void {
  app.get(`${SMEDL}/getCompanyDetailsForm/:stateId`, async (request, reply): Promise<GetCompanyResponse> => {
    const { stateId } = parseParams(StateIdParams, request.params);
    const { application } = await forState(ctx, request, stateId);
    tagReply(reply, application);
    // Spec 1, 7: Data 'Empty' is how the bank says there is no company (the client shows InvalidEntity).
    return formRead(application ? companyForm(application) : null);
  });

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
