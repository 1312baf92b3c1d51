import type { SnapshotFrom } from 'xstate';
import type { JourneyMachine } from '../../../machines/journey.machine';
import type { RouteName } from '../../../machines/routes';
import type { JourneyContext } from '../../../machines/types';
import type { JourneyLog } from './journeyLog';

/**
 * The application form's order (spec 1, 2.1 to 2.3; spec 2, 2.1 to 2.3; spec 3, 6), written from the
 * spec: what the user chose (product, property purpose) and the registry's sole-proprietor answer decide
 * the steps. The persons are SPersonDetails for a sole proprietor; then the term loan (Online) asks for
 * the account, AIP for its property details, Personalised with Property for the property details;
 * then the declarations and the summary. Another authorised person sees only their own details.
 */
export function formSteps(c: JourneyContext): RouteName[] {
  if (!c.flags.firstUser) return ['SubAPLanding', 'PersonDetails', 'DeclarationsDetails', 'Preview'];
  const product = c.financing?.financingProduct ?? c.flags.product;
  const sole = c.company ? c.company.CompDtls.SoleorNonSole === 'Sole' : c.flags.soleProprietor;
  const middle: RouteName[] =
    product === 'Online' ? ['AccountDetails'] : product === 'AIP' ? ['APropertyDetails'] : propertyPurpose(c) ? ['PropertyDetails'] : [];
  return ['FinanceDetails', 'MyInfoLanding', 'CompanyDetails', sole ? 'SPersonDetails' : 'NSPersonDetails', ...middle, 'DeclarationsDetails', 'Preview'];
}

const propertyPurpose = (c: JourneyContext): boolean => (c.financing ? c.financing.property === 'Y' : c.flags.propertyStep);

/** The property step of the application's product, if it has one. */
const propertyStep = (c: JourneyContext): RouteName | null =>
  formSteps(c).find((r) => r === 'PropertyDetails' || r === 'APropertyDetails') ?? null;

/** The saves of the form's steps: their answer moves the user on. */
const SAVES = ['saveCompany', 'savePersons', 'saveAccount', 'saveProperty', 'saveDeclarations'];

/**
 * Spec 2, 2.3 and 4 "Person-details rules": a step the summary's edit button opened returns to the
 * summary. The user is on such an edit from the edit button until the summary shows again.
 */
export function editingFromSummary(log: JourneyLog): boolean {
  for (let i = log.steps.length - 1; i >= 0; i--) {
    if (log.steps[i].route === 'Preview') return false;
    if (log.steps[i].type === 'user.editSection') return true;
  }
  return false;
}

/**
 * Where a step of the form may lead, when it leaves the page: a save to the next step (or back to the
 * summary after an edit from it, through the property step if the edit added it), Back to the step
 * before. `log` holds the journey up to, not including, this step. Returns null when the rule has nothing
 * to say about the step.
 */
export function expectedFormMove(before: SnapshotFrom<JourneyMachine>, event: { type: string }, from: RouteName, log: JourneyLog): RouteName[] | null {
  const c = before.context;
  const steps = formSteps(c);
  const at = steps.indexOf(from);
  if (at < 0) return null;
  const save = SAVES.some((s) => event.type === `xstate.done.actor.${s}`);
  if (save) {
    if (editingFromSummary(log)) {
      const property = propertyStep(c);
      return property && property !== from && !c.preview?.PropertyDetails ? ['Preview', property] : ['Preview'];
    }
    return [steps[at + 1]];
  }
  if (event.type === 'user.back' && from !== 'CompanyDetails' && from !== 'PersonDetails' && from !== 'FinanceDetails' && from !== 'MyInfoLanding') {
    return [steps[at - 1]];
  }
  return null;
}
