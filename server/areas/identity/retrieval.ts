import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MyInfoDataResponse } from '../../../src/contract';
import { messages } from '../../../src/domain/messages';
import type { BankContext } from '../../context';
import type { ApplicationAccess } from '../../http/access';
import { refuseWhenSubmitted } from '../../http/access';
import { badRequest } from '../../http/errors';
import { writeApplication } from '../../http/writes';
import { validationCodeOf, type PersonaMatch } from '../../personas';
import { findToken, rotateAndBind } from '../../store/tokens';
import { canReplaceRetrieval, personsInOrder, withRetrieved } from './rules';

/** The identity service's answer carries no form a stale tab could have filled in: no If-Match to check. */
const RETRIEVAL = { checkIfMatch: false } as const;

export const refusedSignIn = (): MyInfoDataResponse => ({ statuscode: 'FAIL', message: messages.invalidIdentityInput });

/**
 * What the bank does once the identity service has said who is signing in (the sandbox's persona, or
 * the provider's person over the registry's business): the first retrieval fills the application, a
 * later one (another applicant consenting) joins it, and the session gets a new token (ASVS 3.2.1).
 * `nric` is the person who signed in.
 */
export async function recordRetrieval(
  ctx: BankContext,
  request: FastifyRequest,
  reply: FastifyReply,
  { application, session }: Pick<ApplicationAccess, 'session'> & { application: NonNullable<ApplicationAccess['application']> },
  match: PersonaMatch,
  nric: string,
): Promise<MyInfoDataResponse> {
  const signedIn = async (): Promise<MyInfoDataResponse> => {
    const old = await findToken(ctx.db, session.token);
    if (!old) return { statuscode: 'OK' };
    // A resume by sign-in is proven now: the new token opens the application as a verified OTP's does.
    const boundBy = old.bound_by === 'signIn' ? 'lookup' : (old.bound_by ?? 'state');
    const rotated = await rotateAndBind(ctx.db, old, { stateId: application.state_id, actingNric: nric, boundBy }, ctx.now());
    return { statuscode: 'OK', token: rotated.token, tokenExpirationDate: rotated.expires_at.toISOString() };
  };

  if (application.persona_uen && !canReplaceRetrieval(application)) {
    // Later retrievals (another applicant consenting) join the application; they cannot switch business.
    if (application.persona_uen !== match.persona.company.Company_UEN) return refusedSignIn();
    await writeApplication(ctx, request, reply, application.reference_no, (row) => ({ retrieved_nrics: withRetrieved(row.retrieved_nrics, nric) }), RETRIEVAL);
    return signedIn();
  }

  const { persona, firstUser } = match;
  const persons = personsInOrder(firstUser, persona.persons);
  await writeApplication(ctx, request, reply, application.reference_no, (row) => {
    // Replacing the retrieval wipes the saved sections: only while nothing was submitted or saved on top.
    refuseWhenSubmitted(row, 'retrieved business data');
    if (!canReplaceRetrieval(row)) throw badRequest('Details were saved on top of the retrieved business data meanwhile: it can no longer be replaced.');
    return {
      persona_uen: persona.company.Company_UEN,
      company: persona.company,
      persons,
      retrieved_nrics: [firstUser.IDNumber],
      accounts: persona.accounts,
      account_list_delay: persona.accountListDelay ?? 0,
      validation_code: validationCodeOf(persona),
      // Data saved against another business's persons would no longer fit.
      mailing: null,
      financials: null,
      applicants: null,
      account: null,
    };
  }, RETRIEVAL);
  return signedIn();
}
