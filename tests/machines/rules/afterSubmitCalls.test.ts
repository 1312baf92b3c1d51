import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyActorLogic, type InputFrom, type OutputFrom, type StateValue } from 'xstate';
import type { StatusDtls } from '../../../src/contract';
import { journeyMachine } from '../../../machines/journey.machine';
import { journeyActors } from '../../../machines/actors';
import type { JourneyContext } from '../../../machines/types';
import { samplesFor } from '../../../src/analysis/eventSamples';
import type { StatusView } from '../../../services/status';

/*
 * Spec 2, 2.8 to 2.13 and section 7: after the submit, the calls are about the application the status
 * names (its application number and UEN), not the reference the journey started with.
 */

function recorder<L extends AnyActorLogic>(_logic: L, seen: InputFrom<L>[]) {
  return fromPromise<OutputFrom<L>, InputFrom<L>>(({ input }) => {
    seen.push(input);
    return new Promise(() => undefined);
  });
}

const sampleStatus = samplesFor('xstate.done.actor.loadStatusEnquiry').flatMap((e) => ('output' in e ? [(e.output as StatusView).request.StatusDtls] : []))[0];
const status: StatusDtls = { ...sampleStatus, ApplicationNo: 'SME20260302000007', UEN: '201912345K', Entity_Type_Code: 'LC' };

function at(value: StateValue, context: Partial<JourneyContext> = {}) {
  const started = createActor(journeyMachine).getSnapshot().context;
  return journeyMachine.resolveState({
    value,
    context: { ...started, token: 't-1', stateId: 's-1', referenceNo: 'SME1', status, ...context },
  });
}

describe('the board meeting date (spec 2, 2.13)', () => {
  it('is validated, then saved, for the application and UEN of the status, with the date picked', () => {
    const validated: InputFrom<typeof journeyActors.validateBoardMeeting>[] = [];
    const saved: InputFrom<typeof journeyActors.saveBoardMeeting>[] = [];
    const machine = journeyMachine.provide({
      actors: {
        validateBoardMeeting: recorder(journeyActors.validateBoardMeeting, validated),
        saveBoardMeeting: recorder(journeyActors.saveBoardMeeting, saved),
      },
    });
    const date = { day: 5, month: 3, year: 2026 };
    const actor = createActor(machine, { snapshot: at({ afterSubmission: { boardMeetingDate: 'editing' } }) }).start();
    actor.send({ type: 'user.submitBoardMeeting', date });
    expect(actor.getSnapshot().context.boardMeetingDraft).toEqual(date);
    actor.send({ type: 'user.confirm' });
    actor.send({ type: 'xstate.done.actor.validateBoardMeeting', output: true } as never);
    actor.stop();
    const expected = { token: 't-1', applicationNo: 'SME20260302000007', uen: '201912345K', date };
    expect(validated).toEqual([expected]);
    expect(saved).toEqual([expected]);
  });
});

describe('cancelling the application (spec 2, 2.8)', () => {
  it('cancels the application of the status, with its UEN', () => {
    const seen: InputFrom<typeof journeyActors.cancelApplication>[] = [];
    const machine = journeyMachine.provide({ actors: { cancelApplication: recorder(journeyActors.cancelApplication, seen) } });
    const actor = createActor(machine, { snapshot: at({ afterSubmission: { statusComplete: 'confirmingCancel' } }) }).start();
    actor.send({ type: 'user.confirm' });
    actor.stop();
    expect(seen).toEqual([{ token: 't-1', refNo: 'SME20260302000007', uen: '201912345K' }]);
  });
});
