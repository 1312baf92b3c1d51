import type { FastifyInstance } from 'fastify';
import {
  SMEDL,
  SaveAccountRequest,
  paths,
  type BranchListResponse,
  type GetAccountDetailsResponse,
  type GetAccountListResponse,
  type SaveResult,
} from '../../../../src/contract';
import type { BankContext } from '../../../context';
import { forApplication, forState, refuseWhenSubmitted } from '../../../http/access';
import { badRequest } from '../../../http/errors';
import { StateIdParams } from '../../../http/params';
import { parseBody, parseParams } from '../../../http/validate';
import { BRANCHES, findBranch } from '../branches';
import { tagReply, writeApplication } from '../../../http/writes';
import { tickAccountListDelay } from '../../../store/applications';
import { formRead, NO_COMPANY, refusedRead } from '../forms';
import { refuse } from '../../refuse';
import { accountNumberRefusal } from '../rules/account';

export function accountRoutes(app: FastifyInstance, ctx: BankContext): void {
  app.get(paths.branches, async (): Promise<BranchListResponse> => ({ didError: false, model: [...BRANCHES] }));

  app.get(`${SMEDL}/getAccountList/:stateId`, async (request): Promise<GetAccountListResponse> => {
    const { stateId } = parseParams(StateIdParams, request.params);
    const { application } = await forApplication(ctx, request, stateId);
    if (!application.persona_uen) return refusedRead(NO_COMPANY);
    if (application.account_list_delay > 0) {
      // A slow account service: null means "still fetching", and the client polls (spec 1, 4.3).
      await tickAccountListDelay(ctx.db, application.reference_no);
      return formRead({ Accountlist: null });
    }
    const list = application.accounts === null ? null : application.accounts.map((accountNumber) => ({ accountNumber }));
    return formRead({ Accountlist: list });
  });

  app.get(`${SMEDL}/getAccountDetailsForm/:stateId`, async (request, reply): Promise<GetAccountDetailsResponse> => {
    const { stateId } = parseParams(StateIdParams, request.params);
    const { application } = await forState(ctx, request, stateId);
    tagReply(reply, application);
    return { isSucess: true, model: application?.account ?? null };
  });

  app.post(paths.saveAccount, async (request, reply): Promise<SaveResult> => {
    const body = parseBody(SaveAccountRequest, request.body);
    const { application: loaded } = await forApplication(ctx, request, body.stateId, body.referenceNo);
    await writeApplication(ctx, request, reply, loaded.reference_no, (application) => {
      refuseWhenSubmitted(application, 'account details');
      if (!application.persona_uen) throw badRequest(NO_COMPANY);
      const branch = findBranch(body.disbursement_Branch_Code);
      if (!branch) {
        throw badRequest(`disbursement_Branch_Code ${body.disbursement_Branch_Code} is not a branch of the bank.`, [
          { path: 'disbursement_Branch_Code', message: 'is not one of the branches of getBankBranch' },
        ]);
      }
      const accountNo = body.disbursement_Branch_Account_No.trim();
      // While the account service is still fetching, the list the user saw was empty.
      const accounts = application.account_list_delay > 0 ? [] : (application.accounts ?? []);
      refuse(accountNumberRefusal(accountNo, { accountCheck: ctx.features.accountCheck, accounts }));
      return {
        account: {
          disbursement_Branch_Code: branch.branchCode,
          disbursement_Branch_Desc: branch.branchDescription,
          disbursement_Branch_Account_No: accountNo,
        },
      };
    });
    return { isSucess: true };
  });
}
