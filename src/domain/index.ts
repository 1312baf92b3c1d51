export * from './constants';
export * from './messages';
export * from './instalment';
export * from './amounts';
export * from './financialDates';
export * from './contact';
export * from './format';
export * from './reference';
export * from './schemas';
export * from './statusRouting';
// ---- persons, declarations and summary (issue 3, points 3, 6, 7) ----
export * from './persons';
export * from './summaryChecks';
// ---- end persons ----
