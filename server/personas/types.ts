import type { CompDtls, PrefilledPerson } from '../../src/contract';

/** A person as the identity service knows them; the per-application flags are added on read. */
export type PersonaPerson = Omit<
  PrefilledPerson,
  'OrderNumber' | 'isFirstUser' | 'isAuthorisedPerson' | 'showCPFAndNOA' | 'allowEdit'
> & { role: string };

export interface PersonaDef {
  /** What a tester uses this persona for; shown by GET /api/sim/personas. */
  description: string;
  company: CompDtls;
  /** Registry order: the first one is the "first director" picked when a UEN is entered. */
  persons: PersonaPerson[];
  /** Current or savings accounts; null means the account service is still fetching (forever). */
  accounts: string[] | null;
  /** getAccountList answers null this many times before the list arrives (exercises polling). */
  accountListDelay?: number;
  /** Knockout code Validate answers; when absent it follows from the data (see validation.ts). */
  validationCode?: string;
  /**
   * A young company must stay young as the clock moves: when set, Registration_Date is this many
   * months before the bank's today at lookup (`findByCode`, `findByUen`), and company.Registration_Date
   * is left blank in the catalogue so nothing can read a stale fixed date.
   */
  registeredMonthsAgo?: number;
  /** The bank's web-application assessment after the identity service (stage APPSTART) declines it. */
  declinedAtStart?: true;
}
