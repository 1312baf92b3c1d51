import { businessTypeExclusion } from './eligibility';
import type { PersonaPerson } from '../../personas';
import type { ApplicationRow, StoredPerson } from '../../store/applications';
import { sgIsoDate } from '../../time';

/* What the bank decides when the identity service answers (spec 1, 4.1-4.2 and 5.2; spec 2, 2.15). */

/**
 * The registry's verdict is stored at retrieval (it depends on the business only); the AIP / 64202
 * exclusion (spec 1, 5.2) also depends on the financing, which edit mode may change after the retrieval
 * (Option to Purchase Y to N; the product itself is fixed), and the retrieval of a resumed application joins
 * it without storing a new verdict. So it is applied when Validate is asked, on the financing as saved,
 * against the application date, which does not move.
 */
export function validationCodeNow(application: Pick<ApplicationRow, 'financing' | 'company' | 'created_at'>, registryCode: string): string {
  if (registryCode !== '0' || !application.company) return registryCode;
  const exclusion = businessTypeExclusion({
    financing: application.financing,
    company: application.company,
    applicationDate: sgIsoDate(application.created_at),
  });
  return exclusion ?? registryCode;
}

/** A first retrieval may be redone (a mistyped NRIC) until anything has been saved on top of it. */
export const canReplaceRetrieval = (app: Pick<ApplicationRow, 'status' | 'mailing' | 'applicants' | 'account'>): boolean =>
  app.status === 'Draft' && !app.mailing && !app.applicants && !app.account;

/** The person who signed in is applicant 1; the others follow in registry order. */
export function personsInOrder(firstUser: PersonaPerson, registry: readonly PersonaPerson[]): StoredPerson[] {
  return [firstUser, ...registry.filter((p) => p !== firstUser)].map((p, i) => ({ ...p, OrderNumber: i + 1 }));
}

/** Another applicant's retrieval joins the application: their NRIC counts as retrieved, once. */
export const withRetrieved = (nrics: readonly string[], nric: string): string[] => (nrics.includes(nric) ? [...nrics] : [...nrics, nric]);
