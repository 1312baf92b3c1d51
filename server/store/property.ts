import { PropertyDetails } from '../../src/contract';
import type { Queryable } from '../db/db';

/** The saved property details of an application, or null while none were saved. */
export async function findProperty(q: Queryable, referenceNo: string): Promise<PropertyDetails | null> {
  const { rows } = await q.query<{ details: unknown }>('select details from property_details where reference_no = $1', [referenceNo]);
  if (rows.length === 0) return null;
  // Both drivers return jsonb parsed; parsing again keeps rows written by an older contract honest.
  const details = typeof rows[0].details === 'string' ? JSON.parse(rows[0].details) : rows[0].details;
  return PropertyDetails.parse(details);
}

/** Each save replaces the whole section: the form always sends every answer. */
export async function saveProperty(q: Queryable, details: PropertyDetails, now: Date): Promise<void> {
  await q.query(
    `insert into property_details (reference_no, details, saved_at) values ($1, $2::jsonb, $3)
     on conflict (reference_no) do update set details = excluded.details, saved_at = excluded.saved_at`,
    [details.referenceNo, JSON.stringify(details), now.toISOString()],
  );
}

/** The property step left the application (its purpose removed): its answers go with it. */
export async function discardProperty(q: Queryable, referenceNo: string): Promise<void> {
  await q.query('delete from property_details where reference_no = $1', [referenceNo]);
}
