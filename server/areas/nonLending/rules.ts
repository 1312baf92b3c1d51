import type { NonLendingPreferences, SaveNonLendingRequest } from '../../../src/contract';
import type { StoredPerson } from '../../store/applications';
import { isOver, type EffectiveStatus } from '../status/rules';
import { conflict, denied, invalid, type Refusal } from '../refusal';
import { pageMessages } from '../../../src/domain/pageMessages';

/** What the bank decides about the non-lending opt-in (spec 2, 2.11, 4 and 6; spec 3, 8). */

const NON_LENDING_FLAGS = ['MYCurrentAccount', 'FXDeskServices', 'BusinessInsurance', 'SMEStartDigital', 'HalalNetworkAndCertifiedAdvisory'] as const;

type Choice = Pick<SaveNonLendingRequest, (typeof NON_LENDING_FLAGS)[number]>;

/** Spec 3, 8: at least one box must be ticked. */
export function choiceRefusal(choice: Choice): Refusal | undefined {
  if (NON_LENDING_FLAGS.some((flag) => choice[flag] !== 'N')) return undefined;
  return invalid(
    pageMessages.selectOneOrMore,
    NON_LENDING_FLAGS.map((path) => ({ path, message: "one of the five preferences must be 'Y'" })),
  );
}

/** Spec 2, 6: the opt-in is offered only to the first user, and only while the application is open. */
export function saverRefusal(
  persons: readonly Pick<StoredPerson, 'IDNumber' | 'OrderNumber'>[] | null,
  actingNric: string | null,
  status: EffectiveStatus,
): Refusal | undefined {
  const firstUser = persons?.find((p) => p.OrderNumber === 1);
  if (!firstUser || actingNric !== firstUser.IDNumber) {
    return denied('Only the first applicant (applicant 1) may choose the non-lending products.');
  }
  if (isOver(status)) return conflict(`This application has been ${status.toLowerCase()}: the non-lending preferences can no longer be saved.`);
  return undefined;
}

/** The preferences as the application stores them. */
export const preferencesOf = (choice: Choice): NonLendingPreferences => ({
  myCurrentAccount: choice.MYCurrentAccount,
  fxDeskServices: choice.FXDeskServices,
  businessInsurance: choice.BusinessInsurance,
  smeStartDigital: choice.SMEStartDigital,
  halalNetworkAndCertifiedAdvisory: choice.HalalNetworkAndCertifiedAdvisory,
});
