import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CreateStateRequest,
  SMEDL,
  paths,
  type CreateStateResponse,
  type MyInfoDataResponse,
  type StateRecord,
  type ValidateEntityResponse,
} from '../../../contract';
import { messages } from '../../../domain/messages';
import type { BankContext } from '../../context';
import { forApplication, forState, refuseWhenSubmitted } from '../../http/access';
import { sessionOf } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { MyInfoParams, StateIdParams } from '../../http/params';
import { parseBody, parseParams } from '../../http/validate';
import { writeApplication } from '../../http/writes';
import { findByCode, normaliseCode, validationCodeOf } from '../../personas';
import { findByState } from '../../store/applications';
import { createState, PACKAGE_NAME } from '../../store/states';
import { bindToken, findToken, rotateAndBind } from '../../store/tokens';
import { effectiveStatus, isOver } from '../status/rules';
import { NO_COMPANY } from '../steps/forms';
import { entityVerdict } from './entityValidation';
import { canReplaceRetrieval, personsInOrder, withRetrieved } from './rules';

type PackageIdValue = StateRecord['packageId'];

/** Where the SIM identity service sends the browser back to (spec 2, 2.15: the landing route). */
const RETURN_URL = '/rsmedigitalfinancing/MyInfoLanding';
const SIM_CLIENT_ID = 'SIM-CLIENT';
const SCOPES = {
  // 12000: a business first-user continue retrieves the business and the person.
  '12000': 'uinfin name sex race dob nationality birthcountry residentialstatus regadd cpfcontributions noa-basic basic-profile addresses appointments',
  '13000': 'uinfin name sex race dob nationality birthcountry residentialstatus regadd cpfcontributions noa-basic',
} as const;
/** The identity service's answer carries no form a stale tab could have filled in: no If-Match to check. */
const RETRIEVAL = { checkIfMatch: false } as const;

export function identityRoutes(app: FastifyInstance, ctx: BankContext): void {
  app.post(paths.createState, async (request): Promise<CreateStateResponse> => {
    const body = parseBody(CreateStateRequest, request.body);
    const session = sessionOf(request);
    const token = await findToken(ctx.db, session.token);
    const now = ctx.now();

    // After a status lookup, starting retrieval continues the application found (spec 1, 4.1: package
    // 12000 is a "first-user continue"; a sub-user continues with 13000): same state, its reference number.
    const resumed = token?.bound_by === 'lookup' && token.state_id ? await findByState(ctx.db, token.state_id) : null;
    if (resumed && token?.state_id && !isOver(effectiveStatus(resumed, now))) {
      return { isSucess: true, model: stateRecord(token.state_id, body.packageId, token.app_id, resumed.reference_no) };
    }

    const state = await createState(ctx.db, { packageId: body.packageId, appId: token?.app_id ?? '', dataFields: body.dataFields }, now);
    // A new state starts a new application: the token now belongs to it, whatever it held before.
    await bindToken(ctx.db, session.token, { stateId: state.state_id, actingNric: null, boundBy: 'state' });
    return { isSucess: true, model: stateRecord(state.state_id, state.package_id, state.app_id, '') };
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

function stateRecord(stateId: string, packageId: PackageIdValue, appId: string, referenceNo: string): StateRecord {
  return {
    stateId,
    packageId,
    referenceNo,
    packageName: PACKAGE_NAME,
    appId,
    clientID: SIM_CLIENT_ID,
    clientSecret: '',
    scope: SCOPES[packageId],
    returnURL: RETURN_URL,
  };
}

/**
 * The sandbox's identity service: whoever types a persona's NRIC or UEN is signed in as that persona.
 * SIM only (registered by app.ts in SIM mode alone): elsewhere the identity provider's own round trip
 * must answer for the person, and until it does the retrieval does not exist.
 */
export function personaRetrievalRoutes(app: FastifyInstance, ctx: BankContext): void {
  const retrieve = async (request: FastifyRequest, reply: FastifyReply): Promise<MyInfoDataResponse> => {
    const { state, code } = parseParams(MyInfoParams, request.params);
    const { application, session } = await forApplication(ctx, request, state);
    /**
     * The identity service has said who is using this session: the bank hands out a new token for it
     * and ends the old one (ASVS 3.2.1), as it does after a lookup's OTP.
     */
    const signedIn = async (nric: string): Promise<MyInfoDataResponse> => {
      const old = await findToken(ctx.db, session.token);
      if (!old) return { statuscode: 'OK' };
      const rotated = await rotateAndBind(ctx.db, old, { stateId: application.state_id, actingNric: nric, boundBy: old.bound_by ?? 'state' }, ctx.now());
      return { statuscode: 'OK', token: rotated.token, tokenExpirationDate: rotated.expires_at.toISOString() };
    };
    const now = ctx.now();
    const match = findByCode(code, now);
    if (!match) return { statuscode: 'FAIL', message: messages.invalidIdentityInput };
    const enteredNric = normaliseCode(code) === match.firstUser.IDNumber ? match.firstUser.IDNumber : null;

    if (application.persona_uen && !canReplaceRetrieval(application)) {
      // Later retrievals (another applicant consenting) join the application; they cannot switch business.
      if (application.persona_uen !== match.persona.company.Company_UEN) return { statuscode: 'FAIL', message: messages.invalidIdentityInput };
      const nric = enteredNric ?? match.firstUser.IDNumber;
      await writeApplication(
        ctx,
        request,
        reply,
        application.reference_no,
        (row) => ({ retrieved_nrics: withRetrieved(row.retrieved_nrics, nric) }),
        RETRIEVAL,
      );
      return signedIn(nric);
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
    return signedIn(firstUser.IDNumber);
  };
  // The spec names POST; GET is accepted too because the call reads as a fetch and changes nothing visible twice.
  app.post(`${SMEDL}/GetSMEDigitalMyinfoData/:state/:code`, retrieve);
  app.get(`${SMEDL}/GetSMEDigitalMyinfoData/:state/:code`, retrieve);
}
