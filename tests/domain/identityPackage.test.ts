import { describe, expect, it } from 'vitest';
import { identityPackageFor } from '../../src/domain/identityPackage';

// Spec 1, 4.1 and spec 2, 9: 12000 for a business first-user continue, otherwise 13000.
describe('identity retrieval package', () => {
  it.each([
    [true, true, '12000'],
    [true, false, '13000'],
    [false, true, '13000'],
    [false, false, '13000'],
  ] as const)('continuing %s, first user %s: %s', (continuing, firstUser, expected) => {
    expect(identityPackageFor({ continuing, firstUser })).toBe(expected);
  });
});
