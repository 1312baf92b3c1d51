import { journeySetup } from '../setup';
import { failTo, loadFailedStates } from './shared';

/** Spec 2, 2.7: the status router has no interface; it fetches the status and routes by product and progress. */
export const statusDetails = journeySetup.createStateConfig({
  description: 'Fetch the status and route by product and progress code.',
  meta: { route: 'StatusDetails', spec: '2: 2.7, 4' },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      description: 'GET GetStatus/{stateId}/{refNo}.',
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        input: ({ context }) => ({ token: context.token ?? '', stateId: context.stateId ?? '', refNo: context.referenceNo ?? '' }),
        onDone: [
          { guard: 'isRoutedToSubmitDetails', target: '#journey.submitDetails', actions: 'assignStatus' },
          { target: '#journey.invalidEntity', actions: 'assignStatusFailed' },
        ],
        onError: failTo('loadFailed', 'showGetFailed'),
      },
    },
    ...loadFailedStates('Loading the status failed.'),
  },
});

/** Spec 2, 2.8: the thank-you page with the application number. */
export const submitDetails = journeySetup.createStateConfig({
  description: 'Thank-you page: application number, facility, amount, tenure, applicants.',
  meta: { route: 'SubmitDetails', spec: '2: 2.8' },
  on: { 'user.restart': { target: '#journey.booting', actions: 'resetJourney' } },
});
