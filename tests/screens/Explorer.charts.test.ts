import { describe, expect, it } from 'vitest';
import { CHARTS, chartNamed, chartOfInvoke } from '../../src/explorer/charts';

describe('the charts the explorer draws', () => {
  it("opens the session chart from the journey root's invoke, and no chart from a call to the bank", () => {
    // Issue 33, point 4: the session is a child machine the journey invokes on its root.
    const root = CHARTS.journey.model.states.find((s) => s.parent === null)!;
    expect(root.invokes).toContain('session');
    expect(chartOfInvoke('session')).toBe('session');
    const bankCall = CHARTS.journey.model.states.flatMap((s) => s.invokes).find((id) => id === 'fetchToken');
    expect(bankCall).toBe('fetchToken');
    expect(chartOfInvoke('fetchToken')).toBeNull();
  });

  it("has the session's warning, Stay signed in and timed-out end", () => {
    const { model } = CHARTS.session;
    expect(model.states.map((s) => s.id)).toEqual(expect.arrayContaining(['session.active.warning', 'session.timedOut', 'session.signedOut']));
    expect(model.transitions.find((t) => t.eventType === 'user.staySignedIn')).toMatchObject({ source: 'session.active.warning.asking', targets: ['session.active.warning.extending'] });
  });

  it('an address naming no chart, or one it does not have, shows the journey', () => {
    expect(chartNamed(null)).toBe('journey');
    expect(chartNamed('nonsense')).toBe('journey');
    expect(chartNamed('session')).toBe('session');
  });
});
