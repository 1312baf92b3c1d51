import { z } from 'zod';
import {
  AipResponse,
  CompDtls,
  FinancialHighlights,
  FinancingApplication,
  GetAccountDetailsResponse,
  GetCompanyResponse,
  GetFinancingResponse,
  GetNonLendingResponse,
  GetPersonResponse,
  GetPreviewResponse,
  GetPropertyResponse,
  GetStatusResponse,
  GetUploadDetailsResponse,
  NonLendingPreferences,
  RegBizMailAddr,
  SavedApplicant,
  paths,
} from '../../../src/contract';
import type { Db } from '../../../server/db/db';
import { findByReference } from '../../../server/store/applications';
import type { client } from '../../server/helpers/bank';

type Client = ReturnType<typeof client>;

/** What a stored application's JSON columns must still be: the contract's own shapes. */
const COLUMNS = {
  financing: FinancingApplication,
  company: CompDtls.nullable(),
  mailing: RegBizMailAddr.nullable(),
  financials: FinancialHighlights.nullable(),
  applicants: z.array(SavedApplicant).nullable(),
  non_lending: NonLendingPreferences.nullable(),
  aip_response: AipResponse.nullable(),
} as const;

/** Every application row, each JSON column parsed with the contract: the problems found, or none. */
export async function rowsBreakingTheContract(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ reference_no: string }>('select reference_no from applications order by reference_no');
  const problems: string[] = [];
  for (const { reference_no } of rows) {
    const row = await findByReference(db, reference_no);
    if (!row) continue;
    for (const [column, schema] of Object.entries(COLUMNS)) {
      const parsed = schema.safeParse(row[column as keyof typeof row]);
      if (!parsed.success) problems.push(`${reference_no}.${column}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
    }
  }
  return problems;
}

/** The application as the client reads it back, every read parsed with the contract's response schema. */
export async function readsBreakingTheContract(api: Client, token: string, app: { stateId: string; refNo: string }): Promise<string[]> {
  const reads: [string, string, z.ZodTypeAny][] = [
    ['financing', paths.getFinancing(app.refNo), GetFinancingResponse],
    ['company', paths.getCompany(app.stateId), GetCompanyResponse],
    ['persons', paths.getPerson(app.stateId), GetPersonResponse],
    ['account', paths.getAccount(app.stateId), GetAccountDetailsResponse],
    ['preview', paths.getPreview(app.stateId), GetPreviewResponse],
    ['status', paths.getStatus(app.stateId, app.refNo), GetStatusResponse],
    ['non-lending', paths.getNonLending(app.refNo), GetNonLendingResponse],
    ['property', paths.getProperty(app.refNo), GetPropertyResponse],
    ['uploads', paths.uploadDetails(app.refNo), GetUploadDetailsResponse],
  ];
  const problems: string[] = [];
  for (const [name, url, schema] of reads) {
    const res = await api.get(url, token);
    if (res.status !== 200) {
      problems.push(`${name}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
      continue;
    }
    const parsed = schema.safeParse(res.body);
    if (!parsed.success) problems.push(`${name}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  }
  return problems;
}
