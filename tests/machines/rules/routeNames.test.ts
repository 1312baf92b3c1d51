import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { isRouteName, refusalOf, routeOf } from '../../../machines/routes';
import { journeyMachine } from '../../../machines/journey.machine';

/* Spec 3, section 2 (route table): the addresses the journey answers to. */

describe('route names', () => {
  it('a route of the table is one; anything else, however close, is not', () => {
    const names = ['Preview', 'SessionExpired', 'preview', '', 'NoSuchPage'];
    expect(names.filter(isRouteName)).toEqual(['Preview', 'SessionExpired']);
  });

  it('the journey starts on FinanceDetails', () => {
    expect(routeOf(createActor(journeyMachine).getSnapshot())).toBe('FinanceDetails');
  });

  it('a state that names no route is an error, not a guess', () => {
    const unnamed = createActor(createMachine({ id: 'bare', initial: 'a', states: { a: {} } })).getSnapshot();
    expect(() => routeOf(unnamed)).toThrow(/No route for state/);
  });

  it('a page of the form further on is "not yet"; the same page, or one before, is not available', () => {
    expect(refusalOf('PersonDetails', 'AccountDetails')).toBe('notYet');
    expect(refusalOf('AccountDetails', 'AccountDetails')).toBe('notAvailable');
    expect(refusalOf('DeclarationsDetails', 'FinanceDetails')).toBe('notAvailable');
    expect(refusalOf('CompanyDetails', 'StatusProgress')).toBe('notAvailable');
  });
});
