import type { PersonaDef } from '../../../server/personas';
import type { ApplicationRow, SubmittedMap } from '../../../server/store/applications';
import { financing } from './journey';

export const NOBODY_SUBMITTED: SubmittedMap = { Applicant1: 'false', Applicant2: 'false', Applicant3: 'false', Applicant4: 'false', Applicant5: 'false' };

/**
 * A stored application of a persona, for rules and documents tested without a database: a draft with
 * the persona's company, persons and accounts retrieved and nothing else saved, unless overridden.
 */
export function applicationRow(persona: PersonaDef, now: Date, overrides: Partial<ApplicationRow> = {}): ApplicationRow {
  return {
    reference_no: 'SME20260302123456',
    state_id: 'state-1',
    financing: financing(),
    persona_uen: persona.company.Company_UEN,
    company: persona.company,
    persons: persona.persons.map((p, i) => ({ ...p, OrderNumber: i + 1 })),
    retrieved_nrics: [],
    accounts: persona.accounts,
    account_list_delay: 0,
    validation_code: '0',
    mailing: null,
    financials: null,
    applicants: null,
    account: null,
    declarations_accepted_at: now,
    declared_applicants: {},
    status: 'Draft',
    progress: '',
    submitted_applicants: NOBODY_SUBMITTED,
    non_lending_completed: 'N',
    created_at: now,
    updated_at: now,
    submitted_at: null,
    status_changed_at: now,
    aip_response: null,
    property: null,
    board_meeting_date: null,
    letter_of_offer_on: null,
    expiry_date: null,
    deadline_override: null,
    non_lending: null,
    account_dtls: null,
    cancelled_at: null,
    version: 1,
    ...overrides,
  };
}
