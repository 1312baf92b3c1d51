import type { StartParams, StartPayloadContext, StartSource } from './financing';

/**
 * Whose application the start page saves (spec 1, 2.1): in edit mode the saved one, keeping its
 * reference, source and state (the reference from refNo until it is loaded); otherwise a new one
 * with the page's source.
 */
export function startPayloadContext(
  editMode: boolean,
  saved: { referenceNo: string; source: StartSource; stateId: string } | null,
  params: Pick<StartParams, 'refNo' | 'source'>,
  fixedInterestRate: boolean,
): StartPayloadContext {
  if (!editMode) return { referenceNo: '', source: params.source, stateId: undefined, fixedInterestRate };
  return { referenceNo: saved?.referenceNo ?? params.refNo, source: saved ? saved.source : params.source, stateId: saved?.stateId, fixedInterestRate };
}
