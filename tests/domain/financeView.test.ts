import { describe, expect, it } from 'vitest';
import { startPayloadContext } from '../../src/domain/financeView';

describe('startPayloadContext (spec 1, 2.1: a new application, or the saved one in edit mode)', () => {
  const params = { refNo: 'REF-FROM-URL', source: '' as const };
  const saved = { referenceNo: 'REF-1', source: 'ESG' as const, stateId: 'STATE-1' };

  it('a new application has no reference yet and takes the source of the page', () => {
    expect(startPayloadContext(false, saved, { refNo: '', source: 'ESG Digital' }, false)).toEqual({ referenceNo: '', source: 'ESG Digital', stateId: undefined, fixedInterestRate: false });
  });

  it('edit mode saves the loaded application again: its reference, source and state', () => {
    expect(startPayloadContext(true, saved, params, true)).toEqual({ referenceNo: 'REF-1', source: 'ESG', stateId: 'STATE-1', fixedInterestRate: true });
  });

  it('edit mode before the application is loaded keeps the reference of the address', () => {
    expect(startPayloadContext(true, null, params, false)).toEqual({ referenceNo: 'REF-FROM-URL', source: '', stateId: undefined, fixedInterestRate: false });
  });
});
