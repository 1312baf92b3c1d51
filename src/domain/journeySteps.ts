import type { ProductKind } from './amounts';
import { messages } from './messages';
import { hasPropertyStep } from './propertyReference';

/** The form steps an applicant goes through, from the financing request to the summary where they submit. */
export type JourneyStep = 'financing' | 'company' | 'persons' | 'account' | 'property' | 'declarations' | 'summary';

/** The answers that decide which steps a journey has. */
export interface JourneyRoute {
  product: ProductKind;
  /** AIP always, Personalised with the Property purpose (src/domain/property.ts hasPropertyStep). */
  propertyStep: boolean;
  /** Another authorised person, invited by the first, fills in only their own details (spec 2, 6; spec 3, 6). */
  firstUser: boolean;
}

/**
 * The ordered steps of a journey (spec 1, 2.2-2.3; spec 2, 2.1-2.3; spec 3, "Property details"):
 * financing, company and persons for everyone; then the disbursement account for the term loan or the
 * property details for a property application; then declarations and the summary.
 */
export function journeySteps({ product, propertyStep, firstUser }: JourneyRoute): JourneyStep[] {
  if (!firstUser) return ['persons', 'declarations', 'summary'];
  const afterPersons: JourneyStep[] = product === 'Online' ? ['account'] : propertyStep ? ['property'] : [];
  return ['financing', 'company', 'persons', ...afterPersons, 'declarations', 'summary'];
}

export const stepNames: Readonly<Record<JourneyStep, string>> = {
  financing: messages.stepFinancing,
  company: messages.stepCompany,
  persons: messages.stepPersons,
  account: messages.stepAccount,
  property: messages.stepProperty,
  declarations: messages.stepDeclarations,
  summary: messages.stepSummary,
};

export interface StepProgress {
  /** 1-based. */
  number: number;
  total: number;
  name: string;
  steps: readonly string[];
}

/** Where a step stands in its journey, or null when the journey does not have it. */
export function stepProgress(route: JourneyRoute, step: JourneyStep): StepProgress | null {
  const steps = journeySteps(route);
  const index = steps.indexOf(step);
  if (index < 0) return null;
  return { number: index + 1, total: steps.length, name: stepNames[step], steps: steps.map((s) => stepNames[s]) };
}

/** The route the start page's answers give so far: none until a product is chosen (spec 1, 4.1). */
export function routeOfStart(product: ProductKind | '', propertyPurpose: boolean): JourneyRoute | null {
  if (!product) return null;
  return { product, propertyStep: hasPropertyStep(product, propertyPurpose ? 'Y' : 'N'), firstUser: true };
}

/** Same place in the same journey: a new snapshot with the same progress must not re-render the page. */
export const sameProgress = (a: StepProgress | null, b: StepProgress | null): boolean =>
  a === b || (a !== null && b !== null && a.number === b.number && a.total === b.total && a.name === b.name && a.steps.join('\n') === b.steps.join('\n'));
