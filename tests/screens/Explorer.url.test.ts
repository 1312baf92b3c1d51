import { describe, expect, it } from 'vitest';
import { EMPTY_URL_STATE, explorerSearch, linkedView, parseExplorerUrl } from '../../src/explorer/urlState';
import { chartModel } from '../../src/analysis/chartModel';
import { journeyMachine } from '../../machines/journey.machine';

describe("the explorer's address", () => {
  it('a bare address is the overview: nothing selected, nothing open', () => {
    expect(parseExplorerUrl('')).toEqual(EMPTY_URL_STATE);
    expect(explorerSearch(EMPTY_URL_STATE)).toBe('');
  });

  it('round-trips everything an analyst can set, ids with dots and transition ids with spaces and #', () => {
    const state = {
      chart: 'session',
      state: 'journey.application.preview.otp.waiting',
      transition: 'journey.application.preview.otp.waiting user.verifyOtp #0',
      open: ['journey.application.preview', 'journey.application.companyDetails'],
      region: 'journey.application.preview',
      view: { x: -1234, y: 56, k: 0.75 },
      sim: 's0.3.0.e' + 'eyJ0eXBlIjoidXNlci5iYWNrIn0',
      path: 'tour-3',
    };
    const search = explorerSearch(state);
    expect(search.startsWith('?')).toBe(true);
    expect(parseExplorerUrl(search)).toEqual({ ...state, open: ['journey.application.companyDetails', 'journey.application.preview'] });
  });

  it('names the chart first, and only when it is not the journey', () => {
    expect(explorerSearch({ ...EMPTY_URL_STATE, chart: 'session', state: 'session.active.warning' })).toBe('?chart=session&state=session.active.warning');
    expect(parseExplorerUrl('?chart=session').chart).toBe('session');
  });

  it('keeps a link short: whole pixels, four decimals of zoom, each open region once', () => {
    const search = explorerSearch({ ...EMPTY_URL_STATE, open: ['b', 'a', 'b'], view: { x: 10.6, y: -3.2, k: 0.123456 } });
    expect(decodeURIComponent(search)).toBe('?open=a,b&view=11,-3,0.1235');
  });

  it('ignores what it cannot read instead of failing: a bad view, empty names', () => {
    expect(parseExplorerUrl('?view=1,2&state=&open=,,a,').view).toBeNull();
    expect(parseExplorerUrl('?view=1,2,0').view).toBeNull();
    expect(parseExplorerUrl('?view=x,2,1').view).toBeNull();
    expect(parseExplorerUrl('?view=1,2&state=&open=,,a,')).toMatchObject({ state: null, open: ['a'] });
  });
});

describe('a link checked against the chart it opens on', () => {
  const model = chartModel(journeyMachine);
  // The OTP entry is two levels inside the summary (spec 2, 2.4), in the application phase: journey > application > preview > otp > waiting.
  const otpWaiting = journeyMachine.root.states.application.states.preview.states.otp.states.waiting.id;

  it('opens the closed ancestors of the linked state, so it can be seen', () => {
    const view = linkedView(model, { ...EMPTY_URL_STATE, state: otpWaiting });
    expect(view.state).toBe(otpWaiting);
    // The root is always drawn open; naming it changes nothing.
    expect(new Set(view.open.filter((id) => id !== journeyMachine.root.id))).toEqual(new Set(['journey.application', 'journey.application.preview', 'journey.application.preview.otp']));
  });

  it('drops names the chart does not have, and states that cannot open', () => {
    const view = linkedView(model, { ...EMPTY_URL_STATE, state: 'journey.gone', open: ['journey.gone', 'journey.outcomes.sessionExpired', 'journey.application.preview'], region: 'journey.nowhere' });
    expect(view).toMatchObject({ state: null, region: null, open: ['journey.application.preview'] });
  });

  it('a linked transition selects its source when the link names no state', () => {
    const t = model.transitions.find((x) => x.source === otpWaiting)!;
    const view = linkedView(model, { ...EMPTY_URL_STATE, transition: t.id });
    expect(view).toMatchObject({ state: otpWaiting, transition: t.id });
    expect(linkedView(model, { ...EMPTY_URL_STATE, transition: 'no such transition' }).transition).toBeNull();
  });

  it('a region view shows the linked state only if it lies in that region; otherwise the whole chart', () => {
    expect(linkedView(model, { ...EMPTY_URL_STATE, region: 'journey.application.preview', state: otpWaiting }).region).toBe('journey.application.preview');
    expect(linkedView(model, { ...EMPTY_URL_STATE, region: 'journey.afterSubmission.statusDetails', state: otpWaiting }).region).toBeNull();
  });
});
