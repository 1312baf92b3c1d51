/** The service layer as one chunk: loaded by ./deferred with the first call to the bank. */
export * as address from './address';
export * as identity from './identity';
export * as otp from './otp';
export * as prequalification from './prequalification';
export * as propertyRows from './propertyRows';
export * as security from './security';
export * as smedl from './smedl';
export * as status from './status';
export * as upload from './upload';
