import { describe, expect, it } from 'vitest';
import { codeLabel, cpfRowsShown, GENDERS, latestAssessments, RESIDENCY_STATUSES } from '../../src/domain/personView';

describe('prefilled person details (spec 2, 2.1; spec 3, 3 and 9)', () => {
  it('gender F, M, U and residency A, C, P, U, N in words; an unknown code as it came', () => {
    expect(['F', 'M', 'U'].map((c) => codeLabel(GENDERS, c))).toEqual(['Female', 'Male', 'Unknown']);
    expect(['A', 'C', 'P', 'U', 'N'].map((c) => codeLabel(RESIDENCY_STATUSES, c))).toEqual(['Alien', 'Citizen', 'Permanent Resident', 'Unknown', 'Not Applicable']);
    expect(codeLabel(GENDERS, 'X')).toBe('X');
  });

  it('the CPF history short view shows the first 2 entries; expanded, all of them', () => {
    const rows = ['2025-05', '2025-04', '2025-03'];
    expect(cpfRowsShown(rows, false)).toEqual(['2025-05', '2025-04']);
    expect(cpfRowsShown(rows, true)).toEqual(rows);
  });

  it('income assessment for two years, rows 1 and 2 in order', () => {
    const rows = [{ RowNumber: 2, year: '2023' }, { RowNumber: 1, year: '2024' }, { RowNumber: 3, year: '2022' }];
    expect(latestAssessments(rows).map((r) => r.year)).toEqual(['2024', '2023']);
  });
});
