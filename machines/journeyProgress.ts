import type { SnapshotFrom } from 'xstate';
import { stepProgress, type JourneyStep, type StepProgress } from '../src/domain/journeySteps';
import type { JourneyMachine } from './journey.machine';
import type { JourneyFlags } from './types';
import { routeOf, type RouteName } from './routes';

/**
 * The step each form route is. The start page in new mode has none: the product, and so the length of
 * the journey, is chosen there; edited from the summary (editdetails) it is the first step.
 */
const STEP_OF_ROUTE: Partial<Record<RouteName, JourneyStep>> = {
  editdetails: 'financing',
  CompanyDetails: 'company',
  NSPersonDetails: 'persons',
  SPersonDetails: 'persons',
  PersonDetails: 'persons',
  AccountDetails: 'account',
  PropertyDetails: 'property',
  APropertyDetails: 'property',
  DeclarationsDetails: 'declarations',
  Preview: 'summary',
};

/** Where a route stands in the journey its flags describe, or null off the form steps. */
export function progressAt(route: RouteName, flags: JourneyFlags): StepProgress | null {
  const step = STEP_OF_ROUTE[route];
  return step ? stepProgress(flags, step) : null;
}

/** Where the chart's current route stands in the applicant's journey. */
export const progressOf = (snapshot: SnapshotFrom<JourneyMachine>): StepProgress | null => progressAt(routeOf(snapshot), snapshot.context.flags);
