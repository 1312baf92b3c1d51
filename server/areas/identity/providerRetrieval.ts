import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SMEDL, type MyInfoDataResponse } from '../../../src/contract';
import type { BankContext } from '../../context';
import { forApplication } from '../../http/access';
import { sessionOf } from '../../http/auth';
import { badRequest, forbidden } from '../../http/errors';
import { id } from '../../http/params';
import { parseParams } from '../../http/validate';
import { findByCode, type PersonaMatch } from '../../personas';
import { securityEvent } from '../../security/securityEvents';
import { findState } from '../../store/states';
import { IdentityProviderError, retrievePerson, type IdentityProviderConfig, type RetrievedPerson } from './provider';
import { recordRetrieval, refusedSignIn } from './retrieval';
import { findAuthorisation, usedCodesIn } from './store';

/** The words for a state the bank never issued, or one that has expired with its session. */
export const UNKNOWN_SIGN_IN = 'This sign-in was not started by the bank, or has expired: start the sign-in again from the application.';
/** The words for a code brought back to a session other than the one that started the sign-in. */
export const OTHER_SESSION_SIGN_IN = 'This sign-in was started in another browser session: start the sign-in again from this browser.';

/**
 * A provider's authorisation code is longer than the sandbox's NRIC or UEN (Myinfo's are UUID-like).
 * Fastify refuses a path parameter over 100 characters before routing (414), so that is the bound here too.
 */
const ProviderReturnParams = z.object({
  state: id('state'),
  code: z.string().trim().min(1, 'code is required').max(100, 'code must be at most 100 characters'),
});

/**
 * The person the provider signed in, over the registry's business (spec 2, 4 "Return", step 2): the
 * person's own data comes from the provider, the business, the position and the other officers from
 * the registry, in which the person must be an officer.
 */
function overRegistry(retrieved: RetrievedPerson, match: PersonaMatch): PersonaMatch {
  const { firstUser } = match;
  const signedIn = { ...firstUser, ...retrieved.person, Position_Code: firstUser.Position_Code, Position_Desc: firstUser.Position_Desc, role: firstUser.role };
  return {
    persona: { ...match.persona, persons: match.persona.persons.map((p) => (p.IDNumber === signedIn.IDNumber ? signedIn : p)) },
    firstUser: signedIn,
  };
}

/**
 * Outside SIM: the national data call (spec 2, 7 "National data retrieval") exchanges the code the
 * browser brought back, with the `state` the provider returned beside it, with the identity provider.
 * The state names the bank's authorisation (authorisation.ts): a code is taken only from the session
 * that started it (403 otherwise), once across every instance (store.ts), and with that sign-in's PKCE
 * verifier. Whatever the provider says no to (an unknown, used or forged code, a bad signature, a
 * provider down) is statuscode FAIL, which the browser shows as M01.
 */
export function providerRetrievalRoutes(app: FastifyInstance, ctx: BankContext, provider: IdentityProviderConfig): void {
  const usedCodes = usedCodesIn(ctx.db);
  const retrieve = async (request: FastifyRequest, reply: FastifyReply): Promise<MyInfoDataResponse> => {
    const { state, code } = parseParams(ProviderReturnParams, request.params);
    const authorisation = await findAuthorisation(ctx.db, state);
    if (!authorisation) {
      securityEvent(request.log, 'identity.refused', { reason: 'unknownState' });
      throw badRequest(UNKNOWN_SIGN_IN);
    }
    if (authorisation.token !== sessionOf(request).token) {
      // The code came back to someone else: spent now, so that it signs no one in later either.
      await usedCodes.claim(code, ctx.now());
      securityEvent(request.log, 'identity.refused', { reason: 'otherSession', stateId: authorisation.state_id });
      throw forbidden(OTHER_SESSION_SIGN_IN);
    }
    const access = await forApplication(ctx, request, authorisation.state_id, undefined, { signingIn: true });
    const stateRow = await findState(ctx.db, authorisation.state_id);
    let retrieved: RetrievedPerson;
    try {
      retrieved = await retrievePerson(provider, code, {
        packageId: stateRow?.package_id ?? '13000',
        now: ctx.now,
        usedCodes,
        codeVerifier: authorisation.code_verifier,
      });
    } catch (e) {
      if (!(e instanceof IdentityProviderError)) throw e;
      const replayed = e.reason === 'code-reused';
      securityEvent(request.log, replayed ? 'identity.codeReplayed' : 'identity.refused', { reason: e.reason, stateId: authorisation.state_id });
      return refusedSignIn();
    }
    // A resumed application was opened by a verified OTP for one person: only that person may sign in to it.
    if (access.session.actingNric && access.session.actingNric !== retrieved.uinfin) return refusedSignIn();
    const match = findByCode(retrieved.uinfin, ctx.now());
    if (!match || match.firstUser.IDNumber !== retrieved.uinfin) return refusedSignIn();
    return recordRetrieval(ctx, request, reply, access, overRegistry(retrieved, match), retrieved.uinfin);
  };
  app.post(`${SMEDL}/GetSMEDigitalMyinfoData/:state/:code`, retrieve);
}
