export * from './constants';
export * from './messages';
export * from './instalment';
export * from './bankFigures';
export * from './amounts';
export * from './financialDates';
export * from './contact';
export * from './format';
export * from './reference';
export * from './schemas';
export * from './statusRouting';
// ---- financing start page, all products (issue 3, point 1) ----
export * from './financing';
// ---- end financing start page ----
// ---- property details (issue 3) ----
export * from './propertyReference';
export * from './property';
// ---- end property details ----
// ---- persons, declarations and summary (issue 3, points 3, 6, 7) ----
export * from './persons';
export * from './summaryChecks';
// ---- end persons ----
