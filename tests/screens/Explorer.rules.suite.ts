import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { chartModel, transitionsInto } from '../../src/analysis/chartModel';
import { guardWords } from '../../src/analysis/guardWords';
import { actionMessages } from '../../src/analysis/messageWords';
import { journeyMachine } from '../../machines/journey.machine';
import { searchChart } from '../../src/explorer/search';
import { StateDetails } from '../../src/explorer/StateDetails';
import { delayWords, durationWords } from '../../src/explorer/labels';

const model = chartModel(journeyMachine);
const transition = (id: string) => model.transitions.find((t) => t.id === id)!;
const state = (id: string) => model.states.find((s) => s.id === id)!;
/** The panel's text as a reader sees it (markup between words removed). */
const panel = (stateId: string) =>
  renderToStaticMarkup(createElement(StateDetails, { model, stateId, transitionId: null, onSelect: () => {} })).replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'");

describe('the rules on the chart: guards in words', () => {
  it('every guard the chart defines has words, and every guarded transition shows them', () => {
    const defined = Object.keys(journeyMachine.implementations.guards);
    expect(defined.filter((g) => !(g in guardWords))).toEqual([]);
    expect(model.transitions.filter((t) => t.guard && !t.guardWords).map((t) => t.id)).toEqual([]);
  });

  it('says what the OTP guards test', () => {
    expect(transition('journey.application.preview.otp.verifying xstate.done.actor.verifyOtp #1')).toMatchObject({ guard: 'isOtpVerified', guardWords: 'the OTP the applicant typed was accepted' });
    // Spec 2, 2.4: three tries.
    expect(guardWords.isOtpExhausted).toMatch(/no tries are left \(of 3\)/);
  });

  it('reads a status routing branch as the progress codes of spec 2, 4 (BTL: LI, LE, UM to ReviewOffer; LE to the expired-offer page)', () => {
    const toReview = model.transitions.find((t) => t.guard === 'isStatusPage(ReviewOffer, submit)')!;
    expect(toReview.guardWords).toContain('routes to ReviewOffer');
    expect(toReview.guardWords).toContain('BTL: LI, UM');
    expect(toReview.progress).toEqual([{ page: 'ReviewOffer', origin: 'submit', product: 'BTL', otp: 'any', codes: ['LI', 'UM'] }]);
    const toExpired = model.transitions.find((t) => t.guard === 'isStatusPage(ExpiredLoanOffer, enquiry)')!;
    expect(toExpired.progress?.flatMap((r) => r.codes)).toEqual(['LE']);
  });

  it('reads a combined guard as its parts', () => {
    const combined = model.transitions.filter((t) => t.guard === 'inline');
    expect(combined.length).toBeGreaterThan(0);
    for (const t of combined) expect(t.guardWords).toContain(', and ');
  });
});

describe('the rules on the chart: delays', () => {
  it('every timed transition carries its delay with the duration the chart uses', () => {
    const timed = model.transitions.filter((t) => t.eventType.startsWith('xstate.after.'));
    expect(timed.length).toBeGreaterThan(0);
    expect(timed.filter((t) => !t.delay).map((t) => t.id)).toEqual([]);
  });

  it('reads the OTP validity as 2 minutes and the error popup as 5 seconds (spec 2, 2.4; the 5-second popup)', () => {
    const otp = model.transitions.find((t) => t.eventType.startsWith('xstate.after.OTP_VALIDITY.'))!;
    expect(delayWords(otp.delay!)).toBe('after OTP_VALIDITY (2 minutes)');
    const popup = model.transitions.find((t) => t.eventType.startsWith('xstate.after.ERROR_POPUP.'))!;
    expect(delayWords(popup.delay!)).toBe('after ERROR_POPUP (5 seconds)');
    expect(durationWords(1000)).toBe('1 second');
    expect(durationWords(90_000)).toBe('90 seconds');
  });
});

describe('the rules on the chart: search', () => {
  it('"LI" finds the offer review it routes to, before any id that merely contains "li"', () => {
    const hits = searchChart(model, 'LI');
    expect(hits[0]).toMatchObject({ kind: 'progress', stateId: 'journey.afterSubmission.reviewOffer' });
    expect(hits[0].text).toContain('progress LI');
    expect(hits.filter((h) => h.kind === 'progress').map((h) => h.stateId)).toEqual(['journey.afterSubmission.reviewOffer']);
  });

  it('"LE" finds the expired-offer page, and application_complete on enquiry StatusComplete (spec 2, 2.9)', () => {
    expect(searchChart(model, 'le').filter((h) => h.kind === 'progress').map((h) => h.stateId)).toEqual(['journey.afterSubmission.expiredLoanOffer']);
    const complete = searchChart(model, 'application_complete').filter((h) => h.kind === 'progress').map((h) => h.stateId);
    expect(complete).toEqual(expect.arrayContaining(['journey.afterSubmission.submitDetails', 'journey.afterSubmission.hSubmitDetails', 'journey.afterSubmission.statusComplete']));
  });

  it('"countdown" and "tries" find the OTP states', () => {
    const countdown = searchChart(model, 'countdown', 100).map((h) => h.stateId);
    expect(countdown).toEqual(expect.arrayContaining(['journey.application.preview.otp', 'journey.application.preview.otpExpired']));
    const tries = searchChart(model, 'tries', 100).map((h) => h.stateId);
    expect(tries).toEqual(expect.arrayContaining(['journey.application.preview.otp', 'journey.application.preview.otp.verifying']));
  });

  it('finds a state by the spec message it shows, and says which message matched', () => {
    const m07 = searchChart(model, 'unsuccessful due to business type', 100).filter((h) => h.kind === 'message');
    expect(m07.map((h) => h.stateId)).toContain('journey.outcomes.invalidEntity');
    expect(m07.find((h) => h.stateId === 'journey.outcomes.invalidEntity')!.text).toMatch(/^message M07, M07HA\b/);
    const getFailed = searchChart(model, 'Unable to retrieve data', 100).filter((h) => h.kind === 'message');
    expect(getFailed.map((h) => h.stateId)).toContain('journey.application.companyDetails.loadFailed');
    expect(searchChart(model, 'maximum number of OTP attempts', 100).map((h) => h.stateId)).toContain('journey.outcomes.invalidOtp');
  });

  it('finds a guard by its words and a transition by its delay', () => {
    expect(searchChart(model, 'typed was accepted', 100).filter((h) => h.kind === 'guard').map((h) => h.stateId)).toContain('journey.application.preview.otp.verifying');
    expect(searchChart(model, '2 minutes', 100).filter((h) => h.kind === 'delay').map((h) => h.stateId)).toContain('journey.application.preview.otp');
  });
});

describe('the rules on the chart: the details panel', () => {
  it('lists the ways into the status read, which are all #id targets of its children', () => {
    const into = transitionsInto(model, 'journey.afterSubmission.statusDetails');
    expect(into.map((t) => t.source)).toEqual(expect.arrayContaining(['journey.application.preview.submitting', 'journey.afterSubmission.uploadDetails.editing', 'journey.returning.welcome.lookingUp']));
    expect(into.every((t) => !t.source.startsWith('journey.afterSubmission.statusDetails.'))).toBe(true);
    expect(panel('journey.afterSubmission.statusDetails')).not.toContain('Transitions in (0)');
  });

  it('shows the progress-code table behind a status page and the guard words and delay of its transitions', () => {
    const review = panel('journey.afterSubmission.reviewOffer');
    expect(review).toContain('Progress codes');
    expect(review).toContain('BTL: LI, UM');
    expect(review).not.toContain('BTL: LI, LE, UM');
    const otp = panel('journey.application.preview.otp');
    expect(otp).toContain('after OTP_VALIDITY (2 minutes)');
    expect(panel('journey.application.preview.otp.verifying')).toContain('the OTP the applicant typed was accepted');
  });

  it('knows the message of every popup the chart opens', () => {
    const popups = Object.keys(journeyMachine.implementations.actions).filter((a) => a.startsWith('show'));
    expect(popups.length).toBeGreaterThan(0);
    expect(popups.filter((a) => !actionMessages[a]?.length)).toEqual([]);
  });

  it('lists the messages a state shows', () => {
    expect(state('journey.outcomes.invalidOtp').messages?.map((m) => m.code)).toContain('otpExceededTitle');
    expect(panel('journey.outcomes.invalidEntity')).toContain('Your request is unsuccessful due to business type.');
  });
});

describe('the rules on the chart: lookup notices', () => {
  it('finds the Welcome form by the notice a lookup of a cancelled application shows (spec 2, 4)', () => {
    const hits = searchChart(model, 'cancelled', 100).filter((h) => h.kind === 'message');
    expect(hits.map((h) => h.stateId)).toContain('journey.returning.welcome.entering');
    expect(state('journey.returning.welcome.entering').messages?.map((m) => m.code)).toEqual(expect.arrayContaining(['noRecords', 'noRecordsStatusEnquiry', 'cancelled', 'otpInvalidMobile']));
  });
});
