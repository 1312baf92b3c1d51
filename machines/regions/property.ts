import { withOutput } from '../actorResults';
import { sessionToken } from '../session';
import { journeySetup } from '../setup';
import { backToPreviewWhenEditing, loadFailedStates, loadingState, postalLookupStates, saveFailedState, savingState, toPersons } from './shared';

/**
 * Spec 3, 2 "Property details for AIP" and "Standard property details", 4 "Property form behaviour", 5:
 * the property step. AIP has its own route (APropertyDetails) with more sections; the chart is the same.
 */
/** What the property form takes, found address or not. */
const propertyForm = {
  'user.lookupPostal': 'lookingUpPostal',
  'user.submitProperty': { target: 'saving', actions: 'assignPropertyDraft' },
  'user.back': toPersons,
} as const;

const propertyRegion = (route: 'PropertyDetails' | 'APropertyDetails', description: string) =>
  journeySetup.createStateConfig({
    description,
    meta: { route, spec: '3: 2, 3, 4, 5' },
    initial: 'loading',
    states: {
      loading: loadingState('Load the saved property details (none on a first visit).', {
        src: 'loadProperty',
        input: ({ context }) => ({ token: sessionToken(context), refNo: context.referenceNo ?? '' }),
        onDone: { target: 'editing', actions: withOutput('assignProperty') },
      }),
      ...loadFailedStates('Loading the property details failed.'),
      editing: {
        description: 'The applicant describes the property, its address, balances and commitments.',
        on: propertyForm,
      },
      ...postalLookupStates('Postal code search for the property address (no Authorization header).', propertyForm),
      saving: savingState('Save the property details, then the declarations (or back to the summary).', {
        src: 'saveProperty',
        input: ({ context }) => ({ token: sessionToken(context), payload: context.property! }),
        onDone: [backToPreviewWhenEditing, { target: '#journey.application.declarations' }],
      }),
      saveFailed: saveFailedState(),
    },
  });

export const propertyDetails = propertyRegion('PropertyDetails', 'Standard property details (Personalised with the Property purpose).');
export const aPropertyDetails = propertyRegion(
  'APropertyDetails',
  'AIP property details: property, address, account details, other banks, monthly debt commitments, additional financials.',
);
