import type { Queryable } from '../db/db';
import { newStateId } from './ids';

export interface StateRow {
  state_id: string;
  package_id: '12000' | '13000';
  package_name: string;
  app_id: string;
  data_fields: string;
  created_at: Date;
}

export const PACKAGE_NAME = 'SMEDigitalFinancing';

export async function createState(
  q: Queryable,
  input: { packageId: '12000' | '13000'; appId: string; dataFields: string },
  now: Date,
): Promise<StateRow> {
  const { rows } = await q.query<StateRow>(
    `insert into states (state_id, package_id, package_name, app_id, data_fields, created_at)
     values ($1, $2, $3, $4, $5, $6) returning *`,
    [newStateId(), input.packageId, PACKAGE_NAME, input.appId, input.dataFields, now.toISOString()],
  );
  return rows[0];
}

export async function findState(q: Queryable, stateId: string): Promise<StateRow | null> {
  const { rows } = await q.query<StateRow>('select * from states where state_id = $1', [stateId]);
  return rows[0] ?? null;
}
