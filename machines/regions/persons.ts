import { withOutput } from '../actorResults';
import { sessionInput } from '../session';
import { journeySetup } from '../setup';
import { afterPersons, backToPreviewWhenEditing, emptyToInvalidEntity, loadFailedStates, loadingState, saveFailedState, savingState } from './shared';

/**
 * Spec 2, 2.1 and 1, 2.4 (and 3, "Authorised person details"): the persons' details, one section per
 * applicant. The same step serves three routes: NSPersonDetails (non-sole) and SPersonDetails (sole
 * proprietor) for the first user, who may go Back to CompanyDetails; PersonDetails for another
 * authorised person, who edits only their own entry and has no Back (spec 3, 6; spec 2, 6).
 */
const personRegion = (route: 'NSPersonDetails' | 'SPersonDetails' | 'PersonDetails', spec: string) =>
  journeySetup.createStateConfig({
    description: 'One section per applicant: prefilled read-only details and the contact form.',
    meta: { route, spec },
    initial: 'loading',
    states: {
      loading: loadingState('Load the persons retrieved from the identity service and any saved contact details.', {
        src: 'loadPersons',
        input: sessionInput,
        onDone: [
          emptyToInvalidEntity('assignEmptyPersons'),
          { target: 'editing', actions: withOutput('assignPersons') },
        ],
      }),
      ...loadFailedStates('Loading person details failed.'),
      editing:
        route === 'PersonDetails'
          ? {
              description: 'The authorised person fills in their own contact details; there is no Back.',
              on: { 'user.submitPersons': 'saving' },
            }
          : {
              description: 'The first user fills in the contact details of every applicant; Back goes to CompanyDetails.',
              on: { 'user.submitPersons': 'saving', 'user.back': '#journey.application.companyDetails' },
            },
      saving: savingState('Save the applicants (PUT putPersonalDetailsForm), then the next step (by product for the first user).', {
        src: 'savePersons',
        input: ({ context, event }) => ({
          ...sessionInput({ context }),
          referenceNo: context.referenceNo ?? '',
          applicants: event.type === 'user.submitPersons' ? event.applicants : [],
        }),
        // Another authorised person completes only their own entry: the application's account and
        // property steps are the first user's (spec 3, 6), so the declarations come next.
        onDone: route === 'PersonDetails' ? [backToPreviewWhenEditing, { target: '#journey.application.declarations' }] : afterPersons,
      }),
      saveFailed: saveFailedState(),
    },
  });

export const personDetails = personRegion('NSPersonDetails', '2: 2.1, 4, 5; 1: 2.4, 5.4');
export const sPersonDetails = personRegion('SPersonDetails', '3: 2 "Authorised person details", 5; 2: 2.1, 4, 5');
export const authorisedPersonDetails = personRegion('PersonDetails', '2: 4 "Return from the national identity service" step 5, 6; 3: 6');

/**
 * Spec 2, 4 "Return from the national identity service" step 5: another applicant of a product other
 * than the term loan lands here before the persons' details.
 */
export const subApLanding = journeySetup.createStateConfig({
  description: 'Sub-applicant landing: the invited authorised person is welcomed and continues to the persons.',
  meta: { route: 'SubAPLanding', spec: '2: 2, 4' },
  on: { 'user.continue': '#journey.application.authorisedPersonDetails' },
});
