/** Genders of the identity record (spec 3, 3). */
export const GENDERS: Readonly<Record<string, string>> = { F: 'Female', M: 'Male', U: 'Unknown' };

/** Residency statuses of the identity record (spec 3, 3). */
export const RESIDENCY_STATUSES: Readonly<Record<string, string>> = { A: 'Alien', C: 'Citizen', P: 'Permanent Resident', U: 'Unknown', N: 'Not Applicable' };

/** A code in words; an unknown code is shown as it came. */
export const codeLabel = (labels: Readonly<Record<string, string>>, code: string): string => labels[code] ?? code;

/** Rows of the CPF history's short view (spec 3, 9: "CPF history short view shows first 2 entries"). */
export const CPF_SHORT_ROWS = 2;

/** Years of income assessment shown (spec 2, 2.1: "income assessment for two years"). */
export const ASSESSMENT_YEARS = 2;

/** The CPF history rows shown: the short view, or every row once expanded. */
export const cpfRowsShown = <T>(rows: readonly T[], expanded: boolean): readonly T[] => (expanded ? rows : rows.slice(0, CPF_SHORT_ROWS));

/** The income assessments shown: the latest years, by their row number. */
export const latestAssessments = <T extends { RowNumber: number }>(rows: readonly T[]): T[] =>
  [...rows].sort((a, b) => a.RowNumber - b.RowNumber).slice(0, ASSESSMENT_YEARS);
