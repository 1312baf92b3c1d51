import { describe, expect, it } from 'vitest';
import { choiceRefusal, preferencesOf, saverRefusal } from '../../../server/areas/nonLending/rules';

const none = { MYCurrentAccount: 'N', FXDeskServices: 'N', BusinessInsurance: 'N', SMEStartDigital: 'N', HalalNetworkAndCertifiedAdvisory: 'N' } as const;
const persons = [
  { IDNumber: 'S1234567D', OrderNumber: 1 },
  { IDNumber: 'S7654321E', OrderNumber: 2 },
];

describe('the non-lending opt-in', () => {
  it('needs at least one box ticked, in the spec\'s words (spec 3, 8)', () => {
    expect(choiceRefusal(none)).toMatchObject({ kind: 'invalid', message: 'Select 1 or more check boxes' });
    expect(choiceRefusal({ ...none, FXDeskServices: 'Y' })).toBeUndefined();
  });

  it('is the first user\'s alone (spec 2, 6), while the application is open', () => {
    expect(saverRefusal(persons, 'S1234567D', 'Submitted')).toBeUndefined();
    expect(saverRefusal(persons, 'S1234567D', 'Draft')).toBeUndefined();
    expect(saverRefusal(persons, 'S7654321E', 'Submitted')?.kind).toBe('denied');
    expect(saverRefusal(persons, null, 'Submitted')?.kind).toBe('denied');
    expect(saverRefusal(persons, 'S1234567D', 'Cancelled')).toEqual({
      kind: 'conflict',
      message: 'This application has been cancelled: the non-lending preferences can no longer be saved.',
    });
  });

  it('stores the choice under the names the read gives back (spec 2, 3)', () => {
    expect(preferencesOf({ ...none, BusinessInsurance: 'Y' })).toEqual({
      myCurrentAccount: 'N',
      fxDeskServices: 'N',
      businessInsurance: 'Y',
      smeStartDigital: 'N',
      halalNetworkAndCertifiedAdvisory: 'N',
    });
  });
});
