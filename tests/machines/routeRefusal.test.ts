import { describe, expect, it } from 'vitest';
import { refusalOf } from '../../machines/routes';

describe('why an address is refused (journey integrity)', () => {
  it('a later step of the form than the one the user is on is not reached yet', () => {
    expect(refusalOf('CompanyDetails', 'DeclarationsDetails')).toBe('notYet');
    expect(refusalOf('FinanceDetails', 'Preview')).toBe('notYet');
    expect(refusalOf('NSPersonDetails', 'PropertyDetails')).toBe('notYet');
  });

  it('an earlier step, a page outside the form, a page from a form step, or an unknown address is not open from here', () => {
    expect(refusalOf('Preview', 'CompanyDetails')).toBe('notAvailable');
    expect(refusalOf('FinanceDetails', 'StatusProgress')).toBe('notAvailable');
    expect(refusalOf('StatusProgress', 'Preview')).toBe('notAvailable');
    expect(refusalOf('AccountDetails', 'PropertyDetails')).toBe('notAvailable');
    expect(refusalOf('CompanyDetails', 'NoSuchPage')).toBe('notAvailable');
  });
});
