export * from './constants';
export * from './messages';
export * from './instalment';
export * from './bankFigures';
export * from './rate';
export * from './amounts';
export * from './financialDates';
export * from './contact';
export * from './format';
export * from './reference';
export * from './schemas';
export * from './statusRouting';
// ---- financing start page, all products ----
export * from './financing';
export * from './startCheck';
// ---- end financing start page ----
// ---- property details ----
export * from './propertyReference';
export * from './property';
// ---- end property details ----
// ---- persons, declarations and summary ----
export * from './persons';
export * from './summaryChecks';
// ---- end persons ----
