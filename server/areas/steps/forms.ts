import { MAX_APPLICANTS_BTL } from '../../../src/domain/constants';
import type { ApplicationRow } from '../../store/applications';

/*
 * The reads of the application steps answer model.fields.request (the contract's formEnvelope), with
 * Data 'Empty' when there is nothing to show: spec 1, 7 makes that how the bank says there is no company.
 */

export const NO_COMPANY = 'No business data has been retrieved for this application yet.';
export const TOO_MANY = `This business has more than ${MAX_APPLICANTS_BTL} directors, partners or owners, so it cannot apply online (M10).`;

/** Spec 2, 1: an application holds at most 5 applicants; a business with more cannot apply online. */
export const hasTooManyPersons = (application: Pick<ApplicationRow, 'persons'> | null): boolean =>
  (application?.persons?.length ?? 0) > MAX_APPLICANTS_BTL;

const EMPTY = { Data: 'Empty', fields: null } as const;

/** The form, or Empty while there is none. */
export const formRead = <F>(form: F | null) =>
  form === null ? { isSucess: true, model: EMPTY } : { isSucess: true, model: { Data: 'Success', fields: { request: form } } };

/** A read the bank refuses in words, with nothing to show. */
export const refusedRead = (message: string) => ({ isSucess: false, message, model: EMPTY });
