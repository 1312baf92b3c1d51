import type { FastifyRequest } from 'fastify';
import type { BankContext } from '../context';
import { findByState, type ApplicationRow } from '../store/applications';
import { findState, type StateRow } from '../store/states';
import { sessionOf, type Session } from './auth';
import { badRequest, forbidden } from './errors';

const NOT_BOUND =
  'This token is not bound to an application yet: create a state (postState) or look the application up (postStatusEnquiry) first.';
const OTHER_APPLICATION = 'This token belongs to another application.';
const SIGN_IN_FIRST = 'This token may only sign in to the application it looked up: sign in with the identity service first.';
const NO_LOOKUP = 'This token has not looked this application up: look it up (postStatusEnquiry) first, then ask for the OTP.';

export interface StateAccess {
  session: Session;
  state: StateRow;
  application: ApplicationRow | null;
}

export interface ApplicationAccess extends StateAccess {
  application: ApplicationRow;
}

/**
 * A token may only touch the application it is bound to. Anything else is 403, whether or not the
 * other state exists, so a token cannot be used to probe for other applications.
 */
export async function forState(ctx: BankContext, request: FastifyRequest, stateId: string, { signingIn = false } = {}): Promise<StateAccess> {
  const session = sessionOf(request);
  if (!session.stateId) throw forbidden(NOT_BOUND);
  if (session.stateId !== stateId) throw forbidden(OTHER_APPLICATION);
  // A resume by sign-in (store/tokens.ts 'signIn'): the sign-in itself is the only call it may make.
  if (session.boundBy === 'signIn' && !signingIn) throw forbidden(SIGN_IN_FIRST);
  const state = await findState(ctx.db, stateId);
  if (!state) throw forbidden(OTHER_APPLICATION);
  return { session, state, application: await findByState(ctx.db, stateId) };
}

/** forState, plus: an application must have been saved, and a reference number given must be its own. */
export async function forApplication(
  ctx: BankContext,
  request: FastifyRequest,
  stateId: string,
  referenceNo?: string,
  options: { signingIn?: boolean } = {},
): Promise<ApplicationAccess> {
  const access = await forState(ctx, request, stateId, options);
  if (!access.application) {
    if (referenceNo) throw forbidden(OTHER_APPLICATION);
    throw badRequest('No application has been saved for this state yet: save the financing details first.');
  }
  const { application } = access;
  if (referenceNo !== undefined && referenceNo !== application.reference_no) throw forbidden(OTHER_APPLICATION);
  return { ...access, application };
}

/** The bound application, for calls that name only a reference number. */
export async function forReference(ctx: BankContext, request: FastifyRequest, referenceNo: string): Promise<ApplicationAccess> {
  const session = sessionOf(request);
  if (!session.stateId) throw forbidden(NOT_BOUND);
  return forApplication(ctx, request, session.stateId, referenceNo);
}

export function refuseWhenSubmitted(application: ApplicationRow, what: string): void {
  if (application.status !== 'Draft') {
    throw badRequest(`This application has already been ${application.status.toLowerCase()}: the ${what} can no longer be changed.`);
  }
}

/**
 * A status lookup opens nothing: it lets the token ask for, and verify, the OTP of the person it found
 * (order 0 of the OTP calls). The application's own routes stay closed until that OTP is verified.
 */
export async function forPendingLookup(
  ctx: BankContext,
  request: FastifyRequest,
  stateId: string,
  referenceNo: string,
): Promise<{ session: Session; nric: string; application: ApplicationRow }> {
  const session = sessionOf(request);
  if (session.pendingStateId !== stateId || !session.pendingNric) throw forbidden(NO_LOOKUP);
  const application = await findByState(ctx.db, stateId);
  if (!application || application.reference_no !== referenceNo) throw forbidden(NO_LOOKUP);
  return { session, nric: session.pendingNric, application };
}
