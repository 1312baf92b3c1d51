import type { StatusLookupResult } from '../../../src/contract';

/** Spec 2, 3 "Status lookup result": an application the lookup found, a first user's term loan unless told. */
export const foundApplication = (over: Partial<StatusLookupResult> = {}): StatusLookupResult => ({
  referenceNo: 'SME20260302000001', status: 'SUBMITTED', isFirstUser: 'true', isContinue: 'false', moblileNo: '****5678',
  stateid: 'st-found', name: 'Tan Ah Kow', product: 'BTL', isAuthorisedPerson: 'Y', ...over,
});
