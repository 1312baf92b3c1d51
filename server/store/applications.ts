import type {
  AipResponse,
  CompDtls,
  FinancialHighlights,
  FinancingApplication,
  NonLendingPreferences,
  RegBizMailAddr,
  SavedApplicant,
} from '../../src/contract';
import type { Queryable } from '../db/db';
import type { PersonaPerson } from '../personas';
import { newReferenceNo } from './ids';

/** A person of the application: the persona's person with the order the first retrieval gave them. */
export type StoredPerson = PersonaPerson & { OrderNumber: number };

/** 'Expired' is set only by the officer console; drafts and late joint applications expire on read. */
export type AppStatus = 'Draft' | 'Submitted' | 'Rejected' | 'Cancelled' | 'Expired';
export type ApplicantKey = 'Applicant1' | 'Applicant2' | 'Applicant3' | 'Applicant4' | 'Applicant5';
export type SubmittedMap = Record<ApplicantKey, 'true' | 'false'>;

export interface SavedAccount {
  disbursement_Branch_Code: string;
  disbursement_Branch_Desc: string;
  disbursement_Branch_Account_No: string;
}

/** Spec 3, 3: the property part of a status. */
export interface StoredProperty {
  PropertyAddress: string;
  PropertyInMind: string;
}

/** The disbursement, once made (spec 2, 2.12: account number and date). Ddate is dd-mm-yyyy. */
export interface AccountDtls {
  AccountNum: string;
  Ddate: string;
}

export interface ApplicationRow {
  reference_no: string;
  state_id: string;
  financing: FinancingApplication;
  persona_uen: string | null;
  company: CompDtls | null;
  persons: StoredPerson[] | null;
  retrieved_nrics: string[];
  accounts: string[] | null;
  account_list_delay: number;
  validation_code: string | null;
  mailing: RegBizMailAddr | null;
  financials: FinancialHighlights | null;
  applicants: SavedApplicant[] | null;
  account: SavedAccount | null;
  declarations_accepted_at: Date | null;
  /** When applicants other than the first accepted the declarations (ISO times; migration 006). */
  declared_applicants: Partial<Record<ApplicantKey, string>>;
  status: AppStatus;
  progress: string;
  submitted_applicants: SubmittedMap;
  non_lending_completed: string;
  created_at: Date;
  updated_at: Date;
  submitted_at: Date | null;
  status_changed_at: Date;
  // After the submit (migration 003). Calendar days are yyyy-mm-dd strings (Singapore days).
  aip_response: AipResponse | null;
  property: StoredProperty | null;
  board_meeting_date: string | null;
  letter_of_offer_on: string | null;
  expiry_date: string | null;
  deadline_override: string | null;
  non_lending: NonLendingPreferences | null;
  account_dtls: AccountDtls | null;
  cancelled_at: Date | null;
  /** Incremented by every write (migration 008): the application's ETag. */
  version: number;
}

export type Patch = Partial<Omit<ApplicationRow, 'reference_no' | 'state_id' | 'created_at' | 'updated_at' | 'version'>>;

const JSON_COLUMNS = new Set<keyof ApplicationRow>([
  'financing',
  'company',
  'persons',
  'retrieved_nrics',
  'accounts',
  'mailing',
  'financials',
  'applicants',
  'account',
  'submitted_applicants',
  'aip_response',
  'property',
  'non_lending',
  'account_dtls',
  'declared_applicants',
]);
const TIME_COLUMNS = new Set<keyof ApplicationRow>(['declarations_accepted_at', 'submitted_at', 'status_changed_at', 'cancelled_at']);
const PLAIN_COLUMNS = new Set<keyof ApplicationRow>([
  'persona_uen',
  'account_list_delay',
  'validation_code',
  'status',
  'progress',
  'non_lending_completed',
  'board_meeting_date',
  'letter_of_offer_on',
  'expiry_date',
  'deadline_override',
]);

function encode(column: keyof ApplicationRow, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  // Both drivers would turn a JS array into a PostgreSQL array; jsonb wants the JSON text.
  if (JSON_COLUMNS.has(column)) return JSON.stringify(value);
  if (TIME_COLUMNS.has(column)) return (value as Date).toISOString();
  return value;
}

/**
 * Opens the application of a state, or answers null when the state already has one: two first saves
 * racing on one state meet at its unique state_id, and the loser is told rather than failing.
 */
export async function insertFirstApplication(
  q: Queryable,
  input: { stateId: string; financing: FinancingApplication },
  now: Date,
): Promise<ApplicationRow | null> {
  // Six random digits a day can collide; the primary key refuses the duplicate and we draw again.
  for (let attempt = 0; attempt < 20; attempt++) {
    const referenceNo = newReferenceNo(now);
    const financing = { ...input.financing, referenceNo, stateId: input.stateId };
    const { rows } = await q.query<ApplicationRow>(
      `insert into applications (reference_no, state_id, financing, created_at, updated_at, status_changed_at)
       values ($1, $2, $3::jsonb, $4, $4, $4)
       on conflict do nothing
       returning *`,
      [referenceNo, input.stateId, JSON.stringify(financing), now.toISOString()],
    );
    if (rows[0]) return rows[0];
    if (await findByState(q, input.stateId)) return null;
  }
  throw new Error('Could not draw a free reference number');
}

export async function createApplication(
  q: Queryable,
  input: { stateId: string; financing: FinancingApplication },
  now: Date,
): Promise<ApplicationRow> {
  const created = await insertFirstApplication(q, input, now);
  if (!created) throw new Error(`State ${input.stateId} already has an application`);
  return created;
}

export async function findByState(q: Queryable, stateId: string): Promise<ApplicationRow | null> {
  const { rows } = await q.query<ApplicationRow>('select * from applications where state_id = $1', [stateId]);
  return rows[0] ?? null;
}

export async function findByReference(q: Queryable, referenceNo: string): Promise<ApplicationRow | null> {
  const { rows } = await q.query<ApplicationRow>('select * from applications where reference_no = $1', [referenceNo]);
  return rows[0] ?? null;
}

/** Same as findByReference, but holds the row until the transaction ends (OTP and submit races). */
export async function lockByReference(q: Queryable, referenceNo: string): Promise<ApplicationRow | null> {
  const { rows } = await q.query<ApplicationRow>('select * from applications where reference_no = $1 for update', [
    referenceNo,
  ]);
  return rows[0] ?? null;
}

/**
 * The newest application of a person at a company. With receivedOnly, drafts are passed over: a status
 * enquiry is about an application the bank has received (spec 2, 4), and a draft started since must not
 * hide it.
 */
/** The applications of a person at a business, newest first (a status enquiry: only those the bank has received). */
export async function findForPerson(
  q: Queryable,
  uen: string,
  nric: string,
  { receivedOnly }: { receivedOnly: boolean },
): Promise<ApplicationRow[]> {
  const { rows } = await q.query<ApplicationRow>(
    `select * from applications
     where persona_uen = $1 and persons @> $2::jsonb and ($3::boolean = false or status <> 'Draft')
     order by created_at desc, reference_no desc
     limit 20`,
    [uen, JSON.stringify([{ IDNumber: nric }]), receivedOnly],
  );
  return rows;
}

export async function updateApplication(
  q: Queryable,
  referenceNo: string,
  patch: Patch,
  now: Date,
): Promise<ApplicationRow> {
  const sets: string[] = [];
  const values: unknown[] = [referenceNo];
  for (const [key, value] of Object.entries(patch) as [keyof ApplicationRow, unknown][]) {
    if (!JSON_COLUMNS.has(key) && !TIME_COLUMNS.has(key) && !PLAIN_COLUMNS.has(key)) {
      throw new Error(`Not an updatable column: ${key}`);
    }
    values.push(encode(key, value));
    sets.push(`${key} = $${values.length}${JSON_COLUMNS.has(key) ? '::jsonb' : ''}`);
  }
  values.push(now.toISOString());
  sets.push(`updated_at = $${values.length}`, 'version = version + 1');
  const { rows } = await q.query<ApplicationRow>(
    `update applications set ${sets.join(', ')} where reference_no = $1 returning *`,
    values,
  );
  if (!rows[0]) throw new Error(`No application ${referenceNo}`);
  return rows[0];
}

/**
 * The slow account service's countdown (spec 1, 4.3) is the simulator's bookkeeping, not a change to
 * the application: it leaves the version alone, or polling the list would make the user's own tab stale.
 */
export async function tickAccountListDelay(q: Queryable, referenceNo: string): Promise<void> {
  await q.query('update applications set account_list_delay = greatest(account_list_delay - 1, 0) where reference_no = $1', [referenceNo]);
}
