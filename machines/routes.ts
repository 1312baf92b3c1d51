import type { AnyMachineSnapshot } from 'xstate';

/** Route names of the spec (3, section 2, route table) that the chart can name in meta.route. */
export const ROUTE_NAMES = [
  'FinanceDetails',
  'editdetails',
  'MyInfoLanding',
  'CompanyDetails',
  'NSPersonDetails',
  'SPersonDetails',
  'PersonDetails',
  'SubAPLanding',
  'AccountDetails',
  'PropertyDetails',
  'APropertyDetails',
  'DeclarationsDetails',
  'Preview',
  'StatusDetails',
  'SubmitDetails',
  'HSubmitDetails',
  'StatusComplete',
  'StatusProgress',
  'ReviewOffer',
  'ExpiredLoanOffer',
  'Disbursement',
  'HStatusInfoDetails',
  'HStatusReject',
  'AStatusInfoDetails',
  'AStatusApprovalDetails',
  'AStatusReject',
  'BoardMeetingDate',
  'LetterOfOffer',
  'UploadDetails',
  'Welcome',
  'ResumeApplication',
  'AppCancelled',
  'InvalidApplication',
  'InvalidEntity',
  'InvalidDirectors',
  'InvalidOTP',
  'PreKnockoutFailed',
  'SessionExpired',
] as const;
export type RouteName = (typeof ROUTE_NAMES)[number];

/** The route of the deepest active state that names one. */
export function routeOf(snapshot: AnyMachineSnapshot): RouteName {
  const metas = snapshot.getMeta() as Record<string, { route?: RouteName } | undefined>;
  let route: RouteName | undefined;
  for (const node of snapshot._nodes) {
    const r = metas[node.id]?.route;
    if (r) route = r;
  }
  if (!route) throw new Error(`No route for state ${JSON.stringify(snapshot.value)}`);
  return route;
}
