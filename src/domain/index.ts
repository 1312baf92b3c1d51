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
// ---- property details (issue 3) ----
export * from './propertyReference';
export * from './property';
// ---- end property details ----
