import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SMEDL, type MyInfoDataResponse } from '../../../src/contract';
import type { BankContext } from '../../context';
import { forApplication } from '../../http/access';
import { MyInfoParams } from '../../http/params';
import { parseParams } from '../../http/validate';
import { findByCode, normaliseCode } from '../../personas';
import { recordRetrieval, refusedSignIn } from './retrieval';

/**
 * The sandbox's identity service: whoever types a persona's NRIC or UEN is signed in as that persona.
 * SIM only (registered by app.ts in SIM mode alone): no other bank has a route that signs anyone in on
 * an NRIC typed into a page.
 */
export function sandboxRetrievalRoutes(app: FastifyInstance, ctx: BankContext): void {
  const retrieve = async (request: FastifyRequest, reply: FastifyReply): Promise<MyInfoDataResponse> => {
    const { state, code } = parseParams(MyInfoParams, request.params);
    const access = await forApplication(ctx, request, state, undefined, { signingIn: true });
    const match = findByCode(code, ctx.now());
    if (!match) return refusedSignIn();
    const entered = normaliseCode(code) === match.firstUser.IDNumber ? match.firstUser.IDNumber : null;
    // A UEN signs in the business's first person.
    const nric = entered ?? match.firstUser.IDNumber;
    // A resume by sign-in opens the draft to the person its lookup found, and to nobody else.
    if (access.session.boundBy === 'signIn' && access.session.actingNric !== nric) return refusedSignIn();
    return recordRetrieval(ctx, request, reply, access, match, nric);
  };
  // The spec names POST; GET is accepted too because the call reads as a fetch and changes nothing visible twice.
  app.post(`${SMEDL}/GetSMEDigitalMyinfoData/:state/:code`, retrieve);
  app.get(`${SMEDL}/GetSMEDigitalMyinfoData/:state/:code`, retrieve);
}
