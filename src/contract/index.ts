export * from './common';
export * from './security';
export * from './session';
export * from './financing';
export * from './state';
export * from './identity';
export * from './company';
export * from './address';
export * from './person';
export * from './account';
export * from './declarations';
export * from './preview';
export * from './submit';
export * from './otp';
export * from './status';
export * from './offer';
export * from './nonLending';
export * from './upload';
export * from './officer';
// ---- property details (spec 3) ----
export * from './property';
// ---- end property details ----
export * from './paths';
export * from './prequalification';
