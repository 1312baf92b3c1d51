import { describe, expect, it } from 'vitest';
import { createActor, createMachine, type StateValue } from 'xstate';
import { journeyMachine } from '../../../machines/journey.machine';
import { routesAhead } from '../../../machines/routesAhead';

/*
 * The screens worth fetching ahead of the user (decision 0010): those the journey can show within a few
 * transitions, other than the one on screen. Expectations from the spec's flow (spec 1, 2.1; spec 2, 2.1 to 2.6).
 */

const at = (value: StateValue) => journeyMachine.resolveState({ value, context: createActor(journeyMachine).getSnapshot().context });
const ahead = (value: StateValue, steps: number) => [...routesAhead(at(value), steps)].sort();

describe('the screens ahead', () => {
  it('none within no step', () => {
    expect(ahead({ application: { declarations: 'editing' } }, 0)).toEqual([]);
  });

  it('from the start page, one step: the status enquiry and the resume links (spec 2, 2.6)', () => {
    expect(ahead({ application: { financeDetails: 'editing' } }, 1)).toEqual(['ResumeApplication', 'Welcome']);
  });

  it('from the declarations, one step: Back to the step before, whichever the product has (spec 2, 2.2)', () => {
    expect(ahead({ application: { declarations: 'editing' } }, 1)).toEqual(['APropertyDetails', 'AccountDetails', 'NSPersonDetails', 'PersonDetails', 'PropertyDetails', 'SPersonDetails']);
  });

  it('from the declarations, two steps: the summary once they are saved, or an expired session', () => {
    const two = ahead({ application: { declarations: 'editing' } }, 2);
    expect(two).toEqual(expect.arrayContaining(['Preview', 'SessionExpired', 'NSPersonDetails']));
    expect(two).not.toContain('DeclarationsDetails');
  });

  it('a screen reached through a busy state of the same screen counts from the step it takes', () => {
    expect(ahead({ returning: { welcome: 'entering' } }, 1)).toEqual([]);
    expect(ahead({ returning: { welcome: 'entering' } }, 2)).toEqual(expect.arrayContaining(['InvalidApplication', 'StatusDetails', 'SessionExpired']));
  });

  it('from InvalidOTP: a new application on the start page, or (after a lookup, issue 34 item 1) the lookup form again', () => {
    expect(ahead({ outcomes: 'invalidOtp' }, 1)).toEqual(['FinanceDetails', 'Welcome']);
  });

  it('more steps never reach fewer screens', () => {
    for (const value of [{ application: { financeDetails: 'consent' } }, { application: { declarations: 'editing' } }, { returning: { welcome: 'entering' } }]) {
      const one = ahead(value, 1);
      const three = ahead(value, 3);
      expect(three).toEqual(expect.arrayContaining(one));
      expect(three.length).toBeGreaterThan(one.length);
    }
  });
});

describe('what entering a state shows', () => {
  /** A small chart: the route is on the state entered, on an initial child, or in a region of a parallel state. */
  const chart = createMachine({
    id: 'small',
    initial: 'start',
    states: {
      start: { meta: { route: 'Welcome' }, on: { go: 'form', split: 'both', deep: 'outer' } },
      form: { meta: { route: 'CompanyDetails' }, initial: 'editing', states: { editing: { on: { next: '#small.done' } } } },
      outer: { initial: 'inner', states: { inner: { initial: 'leaf', states: { leaf: { meta: { route: 'Preview' } } } } } },
      both: {
        type: 'parallel',
        states: { left: { meta: { route: 'AccountDetails' } }, right: { initial: 'r', states: { r: { meta: { route: 'PropertyDetails' } } } } },
      },
      done: { meta: { route: 'StatusDetails' } },
    },
  });
  const from = (steps: number) => [...routesAhead(createActor(chart).getSnapshot(), steps)].sort();

  it('the route of the state entered, of the initial child it opens, and of every region of a parallel state', () => {
    expect(from(1)).toEqual(['AccountDetails', 'CompanyDetails', 'Preview', 'PropertyDetails']);
  });

  it('a screen two steps away only within two steps', () => {
    expect(from(1)).not.toContain('StatusDetails');
    expect(from(2)).toContain('StatusDetails');
  });
});

describe('what entering a state opens, and no more', () => {
  /** A compound state opens its initial child only; a state entered deep inside opens its ancestors too. */
  const chart = createMachine({
    id: 'tiny',
    initial: 'start',
    states: {
      start: { meta: { route: 'Welcome' }, on: { go: 'steps', jump: '#tiny.area.inside' } },
      steps: {
        initial: 'first',
        states: { first: { meta: { route: 'CompanyDetails' } }, second: { meta: { route: 'PersonDetails' } } },
      },
      area: {
        meta: { route: 'Preview' },
        on: { leave: 'end' },
        initial: 'front',
        states: { front: {}, inside: {} },
      },
      end: { meta: { route: 'StatusDetails' } },
    },
  });
  const from = (steps: number) => [...routesAhead(createActor(chart).getSnapshot(), steps)].sort();

  it('a compound state shows its initial child, not its other children', () => {
    expect(from(1)).toEqual(['CompanyDetails', 'Preview']);
  });

  it('the transitions of the ancestors of a state entered deep inside lead on', () => {
    expect(from(2)).toEqual(['CompanyDetails', 'Preview', 'StatusDetails']);
  });
});
