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
  // The journey's meta is typed (JourneyMeta); a snapshot of any chart is read for what it names.
  const metas: Record<string, { route?: unknown } | undefined> = snapshot.getMeta();
  let route: RouteName | undefined;
  for (const node of snapshot._nodes) {
    const r = metas[node.id]?.route;
    if (typeof r === 'string' && isRouteName(r)) route = r;
  }
  if (!route) throw new Error(`No route for state ${JSON.stringify(snapshot.value)}`);
  return route;
}

/**
 * Where each step of the application form sits in its order (spec 1, 2.1 to 2.2; spec 2, 2.1 to 2.3):
 * persons come after the company, the account or property step after the persons, then the
 * declarations and the summary. Steps that share a place are alternatives of one product or applicant.
 */
const FORM_STEP_PLACE: Partial<Record<RouteName, number>> = {
  FinanceDetails: 0,
  MyInfoLanding: 1,
  CompanyDetails: 2,
  NSPersonDetails: 3,
  SPersonDetails: 3,
  PersonDetails: 3,
  SubAPLanding: 3,
  AccountDetails: 4,
  PropertyDetails: 4,
  APropertyDetails: 4,
  DeclarationsDetails: 5,
  Preview: 6,
};

/** Why the chart did not open an address: a later step of the form is not reached yet; anything else is not open from here. */
export type RouteRefusal = 'notYet' | 'notAvailable';

/** A path segment that names one of the chart's routes. */
export const isRouteName = (name: string): name is RouteName => ROUTE_NAMES.some((r) => r === name);

export function refusalOf(current: RouteName, wanted: string): RouteRefusal {
  const here = FORM_STEP_PLACE[current];
  const there = isRouteName(wanted) ? FORM_STEP_PLACE[wanted] : undefined;
  return here !== undefined && there !== undefined && there > here ? 'notYet' : 'notAvailable';
}
