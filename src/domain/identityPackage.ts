import { PACKAGE_ID_DEFAULT, PACKAGE_ID_FIRST_USER_CONTINUE } from './constants';

export type PackageIdValue = typeof PACKAGE_ID_FIRST_USER_CONTINUE | typeof PACKAGE_ID_DEFAULT;

/**
 * Spec 1, 4.1 and spec 2, 9: the identity-retrieval package is 12000 for a business first-user continue
 * (the first applicant resuming the business's application), otherwise 13000 (a new application, or
 * another applicant joining one). The browser asks with it and the bank checks it.
 */
export const identityPackageFor = (start: { continuing: boolean; firstUser: boolean }): PackageIdValue =>
  start.continuing && start.firstUser ? PACKAGE_ID_FIRST_USER_CONTINUE : PACKAGE_ID_DEFAULT;
