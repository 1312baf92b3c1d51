import type { FastifyInstance } from 'fastify';
import {
  CreateStateRequest,
  SMEDL,
  paths,
  type CreateStateResponse,
  type StateRecord,
  type ValidateEntityResponse,
} from '../../../src/contract';
import { PACKAGE_ID_DEFAULT, PACKAGE_ID_FIRST_USER_CONTINUE } from '../../../src/domain/constants';
import { identityPackageFor } from '../../../src/domain/identityPackage';
import type { BankContext } from '../../context';
import { forState } from '../../http/access';
import { sessionOf } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { StateIdParams } from '../../http/params';
import { parseBody, parseParams } from '../../http/validate';
import { findByState, type ApplicationRow } from '../../store/applications';
import { createState, PACKAGE_NAME } from '../../store/states';
import { bindToken, findToken, type TokenRow } from '../../store/tokens';
import { effectiveStatus, isOver, resumesBySignIn } from '../status/rules';
import { NO_COMPANY } from '../steps/forms';
import { startAuthorisation } from './authorisation';
import { entityVerdict } from './entityValidation';
import { authoriseUrl, PERSON_ATTRIBUTES, PROVIDER_RETURN_PATH } from './provider';

type PackageIdValue = StateRecord['packageId'];

/** The sandbox identity service's settings (SIM): its return page is the provider's, on the app's own origin. */
const SIM_CLIENT_ID = 'SIM-CLIENT';
const SIM_SCOPE = PERSON_ATTRIBUTES.join(' ');

export function identityRoutes(app: FastifyInstance, ctx: BankContext): void {
  app.post(paths.createState, async (request): Promise<CreateStateResponse> => {
    const body = parseBody(CreateStateRequest, request.body);
    const session = sessionOf(request);
    const token = await findToken(ctx.db, session.token);
    const now = ctx.now();

    // A resume lookup that found a draft with no mobile on record (status/rules.ts resumesBySignIn): the
    // start continues that draft, bound for the sign-in of the person found and nothing else.
    const bySignIn = await draftToSignInTo(ctx, token, now);
    if (bySignIn && token) {
      const firstUser = bySignIn.persons?.find((p) => p.OrderNumber === 1)?.IDNumber === token.pending_nric;
      const packageId = identityPackageFor({ continuing: true, firstUser });
      if (body.packageId !== packageId) throw badRequest(`packageId must be ${packageId} for this start: it continues a saved application.`);
      await bindToken(ctx.db, token.token, { stateId: bySignIn.state_id, actingNric: token.pending_nric, boundBy: 'signIn' });
      return { isSucess: true, model: await stateRecord(ctx, session.token, bySignIn.state_id, packageId, token.app_id, bySignIn.reference_no) };
    }

    // After a status lookup, starting retrieval continues the application found (spec 1, 4.1: package
    // 12000 is a "first-user continue"; a sub-user continues with 13000): same state, its reference number.
    const resumed = token?.bound_by === 'lookup' && token.state_id ? await findByState(ctx.db, token.state_id) : null;
    const continuing = resumed && token?.state_id && !isOver(effectiveStatus(resumed, now)) ? resumed : null;
    // A start after a resume lookup is a continue, whether or not the application found can still go on.
    const firstUser = !resumed || resumed.persons?.find((p) => p.OrderNumber === 1)?.IDNumber === token?.acting_nric;
    const expected = identityPackageFor({ continuing: token?.bound_by === 'lookup', firstUser });
    if (body.packageId !== expected) {
      throw badRequest(`packageId must be ${expected} for this start: ${PACKAGE_ID_FIRST_USER_CONTINUE} is for a business first-user continue, ${PACKAGE_ID_DEFAULT} for anything else.`);
    }
    if (continuing && token?.state_id) {
      return { isSucess: true, model: await stateRecord(ctx, session.token, token.state_id, expected, token.app_id, continuing.reference_no) };
    }

    const state = await createState(ctx.db, { packageId: expected, appId: token?.app_id ?? '', dataFields: body.dataFields }, now);
    // A new state starts a new application: the token now belongs to it, whatever it held before.
    await bindToken(ctx.db, session.token, { stateId: state.state_id, actingNric: null, boundBy: 'state' });
    return { isSucess: true, model: await stateRecord(ctx, session.token, state.state_id, state.package_id, state.app_id, '') };
  });

  app.get(`${SMEDL}/Validate/:stateId`, async (request): Promise<ValidateEntityResponse> => {
    const { stateId } = parseParams(StateIdParams, request.params);
    const { application, session } = await forState(ctx, request, stateId);
    if (!application?.validation_code) {
      return { isSucess: false, message: NO_COMPANY, model: null };
    }
    return { isSucess: true, model: entityVerdict(application, application.validation_code, session.actingNric) };
  });
}

/** The draft a token's pending resume lookup found, when the person found can only resume it by signing in. */
async function draftToSignInTo(ctx: BankContext, token: TokenRow | null, now: Date): Promise<ApplicationRow | null> {
  if (!token?.pending_state_id || !token.pending_nric || token.state_id) return null;
  const draft = await findByState(ctx.db, token.pending_state_id);
  return draft && resumesBySignIn(draft, token.pending_nric, now) ? draft : null;
}

/**
 * Spec 1, 3.2: the state record with the identity settings the browser's redirect needs. With a provider
 * the bank builds the whole authorisation address from its own configuration (the client secret never
 * leaves it), with a secret `state` bound to the session token that asked (authorisation.ts); the sandbox
 * has no provider, and its return page asks for an NRIC instead.
 */
async function stateRecord(
  ctx: BankContext,
  token: string,
  stateId: string,
  packageId: PackageIdValue,
  appId: string,
  referenceNo: string,
): Promise<StateRecord> {
  const provider = ctx.identityProvider;
  const base = { stateId, packageId, referenceNo, packageName: PACKAGE_NAME, appId, clientSecret: '' };
  if (!provider) return { ...base, clientID: SIM_CLIENT_ID, scope: SIM_SCOPE, returnURL: PROVIDER_RETURN_PATH, authoriseURL: '' };
  const { state, codeChallenge } = await startAuthorisation(ctx, { token, stateId });
  return {
    ...base,
    clientID: provider.clientId,
    scope: provider.attributes[packageId].join(' '),
    returnURL: provider.redirectUri,
    authoriseURL: authoriseUrl(provider, { packageId, state, codeChallenge }),
  };
}
